import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import {
  HsCodeEntry,
  HsCodeQuery,
  type ListingTranslations,
  ProductIdParams,
  ProductMediaParams,
  ProductPage,
  ProductSearchPage,
  ProductSearchQuery,
  SupplyEnterpriseQuery,
  SupplyEnterpriseRow,
  SupplyIndustries,
} from '@portal/contracts/schemas';
import type { Language } from '@portal/contracts';
import { Envelope, PageEnvelope, SUCCESS_MSG, ok } from '../../platform/http/envelope';
import {
  COMPANY_TIER_SQL,
  foldToSimplified,
  normaliseSearchText,
  type ProductSearch,
} from '../../lib/product-search';
import { companyTextCondition } from '../../modules/search/listing-conditions';
import { requestLanguage } from '../../platform/language/language';
import { shownTexts } from '../../modules/listing-texts/shown-texts';
import { FILE_NOT_FOUND_MSG, type FileRouteOptions } from '../../modules/files/service';
import { baseOf, loadProductPage, withPublicImage } from './product-page';

export interface PublicProductRouteOptions extends FileRouteOptions {
  /** The search behind `product/search` (lib/product-search.ts). */
  productSearch: ProductSearch;
}

/**
 * The public supply (spec §6: guests may browse): product search, product pages, their images,
 * the HS nomenclature for pickers and the enterprise list. Only published products of trading
 * companies are visible; anything else answers like a missing product.
 */
const publicProductRoutes: FastifyPluginAsyncTypebox<PublicProductRouteOptions> = async (
  app,
  options,
) => {
  const search = options.productSearch;

  app.get(
    '/product/search',
    {
      schema: {
        tags: ['product'],
        summary: 'Published products by words (zh/pt/en), HS prefix, industry, origin, price',
        querystring: ProductSearchQuery,
        response: { 200: ProductSearchPage },
      },
    },
    async (request) => {
      const query = request.query as Static<typeof ProductSearchQuery>;
      const keyword = query.keyword?.trim() || undefined;
      const result = await search.search(
        {
          ...query,
          keyword,
          industry: query.industry?.trim() || undefined,
          language: requestLanguage(request.headers['accept-language']),
          sort: query.sort ?? (keyword ? 'relevance' : 'newest'),
        },
        app.now(),
      );
      app.searchInsights.recordSearch('product', request, result.total);
      const base = baseOf(request.routeOptions.url);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: result.total,
        totalEstimated: result.totalEstimated,
        rows: result.rows.map((hit) => withPublicImage(base, hit)),
      };
    },
  );

  app.get(
    '/product/industries',
    {
      schema: {
        tags: ['product'],
        summary: 'Industries with published products (filter choices of the supply hall)',
        response: { 200: Envelope(SupplyIndustries) },
      },
    },
    async () => {
      const { rows } = await app.db.query<{ industry: string }>(
        // Per company, not per product: a look-up in the (company_id, …) index each.
        `SELECT DISTINCT c.industry FROM companies c
          WHERE NOT c.is_platform AND c.industry IS NOT NULL
            AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.status = 1)
          ORDER BY 1`,
      );
      return ok(rows.map((row) => row.industry));
    },
  );

  app.get(
    '/product/public/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'A published product with its company card and related products (no sign-in)',
        params: ProductIdParams,
        response: { 200: Envelope(ProductPage) },
      },
    },
    async (request) => {
      const { product } = await loadProductPage(app.db, {
        id: request.params.id,
        base: baseOf(request.routeOptions.url),
        now: app.now(),
        reader: requestLanguage(request.headers['accept-language']),
      });
      return ok(product);
    },
  );

  app.get(
    '/product/public/:id/media/:fileId',
    {
      schema: {
        tags: ['product'],
        summary: "An image or the video of a published product (no sign-in; only that product's)",
        params: ProductMediaParams,
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query<{ stored_name: string; mime_type: string }>(
        `SELECT f.stored_name, f.mime_type
           FROM product_media pm
           JOIN products p ON p.id = pm.product_id AND p.status = 1
           JOIN files f ON f.id = pm.file_id AND f.company_id = p.company_id
          WHERE pm.product_id = $1 AND pm.file_id = $2`,
        [request.params.id, request.params.fileId],
      );
      const file = rows[0];
      const notFound = () => reply.code(404).send({ code: 404, msg: FILE_NOT_FOUND_MSG });
      if (!file || !options.fileStorage) return notFound();
      const stored = await options.fileStorage.get(file.stored_name);
      if (!stored) return notFound();
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'public, max-age=86400')
        .send(stored.stream);
    },
  );

  app.get(
    '/hs/codes',
    {
      schema: {
        tags: ['product'],
        summary:
          'HS nomenclature for pickers: children of `parent` (chapters without it), or up to 50 codes matching `q` (code prefix or words)',
        querystring: HsCodeQuery,
        response: { 200: Envelope(Type.Array(HsCodeEntry)) },
      },
    },
    async (request) => {
      const q = request.query.q?.trim() ?? '';
      const select =
        'SELECT h.code, h.level, h.parent, h.description_en, h.name_zh, h.name_pt FROM hs_codes h';
      let rows: {
        code: string;
        level: Static<typeof HsCodeEntry>['level'];
        parent: string | null;
        description_en: string;
        name_zh: string | null;
        name_pt: string | null;
      }[];
      if (/^\d{1,6}$/.test(q)) {
        ({ rows } = await app.db.query(`${select} WHERE h.code LIKE $1 ORDER BY h.code LIMIT 50`, [
          `${q}%`,
        ]));
      } else if (q) {
        // Words: the English name, the Portuguese name from a word's start ("chá" is no part of
        // "máquinas"), or a chapter's Chinese/Portuguese name (then its codes); the Chinese names
        // are Simplified, so a Traditional query is folded to Simplified first.
        const escaped = normaliseSearchText(q).replace(/[\\%_]/g, (char) => `\\${char}`);
        const like = `%${escaped}%`;
        ({ rows } = await app.db.query(
          `${select}
            WHERE lower(h.description_en) LIKE $1
               OR ' ' || regexp_replace(lower(translate(h.name_pt, 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ',
                                                            'aaaaceeiooouAAAACEEIOOOU')),
                                        '[^a-z0-9]+', ' ', 'g') LIKE $3
               OR left(h.code, 2) IN (SELECT code FROM hs_codes
                                       WHERE level = 2 AND (name_zh LIKE $2 OR lower(name_pt) LIKE $1
                                          OR lower(translate(name_pt, 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ',
                                                                      'aaaaceeiooouAAAACEEIOOOU')) LIKE $1))
            ORDER BY h.level, h.code LIMIT 50`,
          [
            like,
            `%${foldToSimplified(q).replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
            `% ${escaped}%`,
          ],
        ));
      } else {
        ({ rows } = await app.db.query(
          request.query.parent
            ? `${select} WHERE h.parent = $1 ORDER BY h.code`
            : `${select} WHERE h.level = 2 ORDER BY h.code`,
          request.query.parent ? [request.query.parent] : [],
        ));
      }
      // Every entry carries its chapter's names, so a picker can show them at any level.
      const chapters = await app.db.query<{
        code: string;
        name_zh: string | null;
        name_pt: string | null;
      }>('SELECT code, name_zh, name_pt FROM hs_codes WHERE level = 2 AND code = ANY($1::text[])', [
        [...new Set(rows.map((row) => row.code.slice(0, 2)))],
      ]);
      const chapterOf = new Map(chapters.rows.map((chapter) => [chapter.code, chapter]));
      return ok(
        rows.map((row) => ({
          code: row.code,
          level: row.level,
          parent: row.parent,
          descriptionEn: row.description_en,
          descriptionPt: row.name_pt,
          nameZh: chapterOf.get(row.code.slice(0, 2))?.name_zh ?? null,
          namePt: chapterOf.get(row.code.slice(0, 2))?.name_pt ?? null,
        })),
      );
    },
  );

  app.get(
    '/enterprise/list',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'Trading companies by name/words, country, industry, verified only (no sign-in)',
        querystring: SupplyEnterpriseQuery,
        response: { 200: PageEnvelope(SupplyEnterpriseRow) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, keyword, country, industry, verified } = request.query;
      const reader = requestLanguage(request.headers['accept-language']);
      const params: unknown[] = [];
      const where = ['NOT c.is_platform', "c.name <> ''"];
      const add = (condition: (placeholder: string) => string, value: unknown) => {
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      const escape = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      // The words in the company's own texts (any language) or in one of its products.
      const words = companyTextCondition(keyword ?? '', (value) => `$${params.push(value)}`);
      if (words) where.push(words.where);
      if (country) add((p) => `c.country = ${p}`, country);
      if (industry?.trim()) add((p) => `c.industry ILIKE ${p}`, escape(industry.trim()));
      if (verified) where.push('c.review_status = 2');
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM companies c WHERE ${where.join(' AND ')}`,
        params,
      );
      const n = params.length;
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        short_name: string | null;
        country: string | null;
        city: string | null;
        industry: string | null;
        scope: string | null;
        original_language: Language;
        translations: ListingTranslations<'company'>;
        review_status: number;
        role_key: string;
        product_count: number;
      }>(
        `SELECT c.id, c.name, c.short_name, c.country, c.city, c.industry, c.scope,
                c.original_language, c.translations, c.review_status,
                ${COMPANY_TIER_SQL('c.id', `$${n + 1}`)} AS role_key,
                (SELECT count(*)::int FROM products p WHERE p.company_id = c.id AND p.status = 1)
                  AS product_count
           FROM companies c WHERE ${where.join(' AND ')}
          ORDER BY ${words ? `${words.ownWords} DESC, ` : ''}(c.review_status = 2) DESC,
                   product_count DESC, c.id
          LIMIT $${n + 2} OFFSET $${n + 3}`,
        [...params, app.now(), pageSize, (pageNum - 1) * pageSize],
      );
      app.searchInsights.recordSearch('company', request, total.rows[0]!.count);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => {
          const shown = shownTexts(
            {
              original: { name: row.name, scope: row.scope },
              originalLanguage: row.original_language,
              translations: row.translations,
            },
            reader,
          );
          return {
            id: row.id,
            name: shown.texts.name!,
            shortName: row.short_name,
            country: row.country?.trim() ?? null,
            city: row.city,
            industry: row.industry,
            scope: shown.texts.scope,
            textLanguage: shown.textLanguage,
            machineTranslated: shown.machineTranslated,
            verified: row.review_status === 2,
            roleKey: row.role_key,
            productCount: row.product_count,
          };
        }),
      };
    },
  );
};

export default publicProductRoutes;
