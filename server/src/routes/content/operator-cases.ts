import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import {
  PERMISSIONS,
  type Language,
  CASE_COUNTRY_CODES,
  NEW_CASE_SLUG_LENGTH,
} from '@portal/contracts';
import {
  CaseDetails,
  CaseDetailsBody,
  ContentSlugParams,
  CreatedCase,
  NewCaseBody,
  OperatorCase,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { contentMessages, type ContentMessages } from './content-messages';
import {
  CASE_SECTION_KEYS,
  NEW_SLUG,
  cleanTexts,
  pagePath,
  textsIn,
  type PageTextsValue,
} from './content-pages';

const CASE_COUNTRIES = new Set(CASE_COUNTRY_CODES);

type Details = Static<typeof CaseDetails>;

/** Every case, published or not, as operators manage them; one case when `slug` is given. */
export async function operatorCases(db: DbExecutor, language: Language, slug?: string) {
  const { rows } = await db.query<{
    slug: string;
    industry: string | null;
    countries: string[];
    sort: number;
    published: boolean;
    title: string;
    languages: string[];
    products: { id: number; name: string; published: boolean }[];
  }>(
    `SELECT p.slug, p.industry, p.countries, p.sort, p.published, t.title,
            ARRAY(SELECT l.language FROM content_page_texts l WHERE l.page_id = p.id
                   ORDER BY array_position(ARRAY['zh', 'cht', 'pt', 'en'], l.language)) AS languages,
            COALESCE((SELECT json_agg(json_build_object('id', pr.id, 'name', pr.name,
                                                        'published', pr.status = 1 AND NOT c.is_platform)
                                      ORDER BY cp.position)
                        FROM content_page_products cp
                        JOIN products pr ON pr.id = cp.product_id
                        JOIN companies c ON c.id = pr.company_id
                       WHERE cp.page_id = p.id), '[]'::json) AS products
       FROM content_pages p ${textsIn('$1')}
      WHERE p.kind = 'case' AND ($2::text IS NULL OR p.slug = $2)
      ORDER BY p.sort, p.id`,
    [language, slug ?? null],
  );
  return rows.map((row) => ({
    slug: row.slug,
    path: pagePath(row.slug, 'case'),
    title: row.title,
    industry: row.industry ?? '',
    countries: row.countries,
    productIds: row.products.map((product) => product.id),
    products: row.products,
    sort: row.sort,
    published: row.published,
    languages: row.languages,
  }));
}

/**
 * The details as stored: industry trimmed, countries and products once each; refused in the
 * caller's language when a country is not a market of the portal or a product is not published.
 */
async function cleanDetails(db: DbExecutor, details: Details, text: ContentMessages) {
  const industry = details.industry.trim();
  if (!industry) throw new BusinessError(400, text.industryRequired());
  const countries = [...new Set(details.countries)];
  const unknown = countries.filter((code) => !CASE_COUNTRIES.has(code));
  if (unknown.length > 0)
    throw new BusinessError(400, text.countryUnknown({ codes: unknown.join(', ') }));
  const productIds = [...new Set(details.productIds)];
  if (productIds.length > 0) {
    // A product of another status, of the platform's own company or no product at all: alike.
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.id = ANY($1::int[]) AND p.status = 1 AND NOT c.is_platform`,
      [productIds],
    );
    const found = new Set(rows.map((row) => row.id));
    const missing = productIds.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new BusinessError(400, text.productsUnavailable({ ids: missing.join(', ') }));
  }
  return { industry, countries, productIds, sort: details.sort, published: details.published };
}

async function linkProducts(db: DbExecutor, pageId: number, productIds: number[]) {
  await db.query('DELETE FROM content_page_products WHERE page_id = $1', [pageId]);
  if (productIds.length === 0) return;
  await db.query(
    `INSERT INTO content_page_products (page_id, product_id, position)
     SELECT $1, id, position - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u (id, position)`,
    [pageId, productIds],
  );
}

/**
 * Operators manage the industry cases (`*:*:*` or platform:content:manage, like the texts in
 * ./operator.ts): every case, published or not; a case's industry, markets, linked products,
 * order and publication; new cases, opened at /caseInfo?slug=.
 */
const operatorCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/operator/cases',
    {
      schema: {
        tags: ['operator'],
        summary: `Every case, published or not, with its details (${PERMISSIONS.contentManage})`,
        response: { 200: Envelope(Type.Array(OperatorCase)) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.contentManage);
      return ok(await operatorCases(app.db, requestLanguage(request.headers['accept-language'])));
    },
  );

  app.put(
    '/operator/cases/:slug',
    {
      preValidation: rejectUnknownFields(CaseDetailsBody),
      schema: {
        tags: ['operator'],
        summary: `Set a case's industry, markets, linked products, order and publication (${PERMISSIONS.contentManage})`,
        params: ContentSlugParams,
        body: CaseDetailsBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.contentManage);
      const text = contentMessages(requestLanguage(request.headers['accept-language']));
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `SELECT id FROM content_pages WHERE slug = $1 AND kind = 'case' FOR UPDATE`,
          [request.params.slug],
        );
        const page = rows[0];
        if (!page) throw new BusinessError(404, text.caseNotFound());
        const details = await cleanDetails(tx, request.body, text);
        await tx.query(
          `UPDATE content_pages
              SET industry = $2, countries = $3::text[], sort = $4, published = $5,
                  updated_by = $6, updated_at = $7
            WHERE id = $1`,
          [
            page.id,
            details.industry,
            details.countries,
            details.sort,
            details.published,
            member.id,
            app.now(),
          ],
        );
        await linkProducts(tx, page.id, details.productIds);
      });
      return ok(null, text.saved());
    },
  );

  app.post(
    '/operator/cases',
    {
      preValidation: rejectUnknownFields(NewCaseBody),
      schema: {
        tags: ['operator'],
        summary: `Add a case: its slug, details and texts, at least in zh (${PERMISSIONS.contentManage})`,
        body: NewCaseBody,
        response: { 200: Envelope(CreatedCase) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.contentManage);
      const text = contentMessages(requestLanguage(request.headers['accept-language']));
      const { slug: rawSlug, texts, ...rest } = request.body;
      const slug = rawSlug.trim();
      if (
        !NEW_SLUG.test(slug) ||
        slug.length < NEW_CASE_SLUG_LENGTH.min ||
        slug.length > NEW_CASE_SLUG_LENGTH.max
      )
        throw new BusinessError(400, text.slugInvalid());
      if (!texts.zh) throw new BusinessError(400, text.chineseRequired());
      const written = Object.entries(texts).filter(
        (entry): entry is [Language, PageTextsValue] => entry[1] !== undefined,
      );
      const cleaned = written.map(([language, value]) => {
        const clean = cleanTexts(value, text);
        if (clean.sections.map((section) => section.key).join() !== CASE_SECTION_KEYS.join())
          throw new BusinessError(400, text.caseSections({ keys: CASE_SECTION_KEYS.join(', ') }));
        return [language, clean] as const;
      });

      await app.db.transaction(async (tx) => {
        const details = await cleanDetails(tx, rest, text);
        const now = app.now();
        // Unique whatever the letters' case (content_pages_slug_lower_idx): a taken slug, or one
        // taken by a concurrent request, inserts nothing.
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO content_pages
                  (slug, kind, industry, countries, sort, published, updated_by, updated_at)
           SELECT $1, 'case', $2, $3::text[], $4, $5, $6, $7
            WHERE NOT EXISTS (SELECT 1 FROM content_pages WHERE lower(slug) = lower($1))
           ON CONFLICT DO NOTHING
           RETURNING id`,
          [
            slug,
            details.industry,
            details.countries,
            details.sort,
            details.published,
            member.id,
            now,
          ],
        );
        const page = rows[0];
        if (!page) throw new BusinessError(400, text.slugTaken({ slug }));
        for (const [language, value] of cleaned) {
          await tx.query(
            `INSERT INTO content_page_texts
                    (page_id, language, title, summary, sections, metrics, updated_by, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              page.id,
              language,
              value.title,
              value.summary,
              JSON.stringify(value.sections),
              JSON.stringify(value.metrics),
              member.id,
              now,
            ],
          );
        }
        await linkProducts(tx, page.id, details.productIds);
      });
      return ok({ slug, path: pagePath(slug, 'case') }, text.caseCreated());
    },
  );
};

export default operatorCaseRoutes;
