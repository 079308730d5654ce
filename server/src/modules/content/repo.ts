import type { Language } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import type { MetricValue, PageTextsValue, SectionValue } from './rules';

interface StoredProduct {
  q?: string;
  hs?: string;
  label: Record<Language, string>;
}

export interface PageRow {
  id: number;
  slug: string;
  kind: 'case' | 'service';
  industry: string | null;
  countries: string[];
  products: StoredProduct[];
  title: string;
  summary: string;
  sections: SectionValue[];
  metrics: MetricValue[];
  updated_at: Date;
}

const PAGE_COLUMNS = `p.id, p.slug, p.kind, p.industry, p.countries, p.products,
  t.title, t.summary, t.sections, t.metrics, t.updated_at`;

/**
 * `JOIN` of a page's texts (as `t`) in the language of parameter `$n`, or in Simplified Chinese
 * when the page has none in that language (a case an operator added in Chinese only).
 */
function textsIn(param: string): string {
  return `JOIN LATERAL (SELECT * FROM content_page_texts x
                         WHERE x.page_id = p.id AND x.language IN (${param}, 'zh')
                         ORDER BY x.language = ${param} DESC LIMIT 1) t ON true`;
}

/** Published cases of an industry and a market country (any when null), in the operators' order. */
export function selectCases(
  db: DbExecutor,
  filter: { industry: string | null; country: string | null; language: Language },
  page: PageRequest,
): Promise<Page<PageRow>> {
  return selectPage<PageRow>(
    db,
    {
      columns: PAGE_COLUMNS,
      from: `content_pages p ${textsIn('$3')}
        WHERE p.kind = 'case' AND p.published
          AND ($1::text IS NULL OR p.industry = $1) AND ($2::text IS NULL OR $2 = ANY (p.countries))`,
      orderBy: 'p.sort, p.id',
      params: [filter.industry, filter.country, filter.language],
    },
    page,
  );
}

export async function selectCaseFilters(
  db: DbExecutor,
): Promise<{ industries: string[]; countries: string[] }> {
  const { rows } = await db.query<{ industries: string[]; countries: string[] }>(
    `SELECT COALESCE(array_agg(DISTINCT industry ORDER BY industry), '{}') AS industries,
            COALESCE((SELECT array_agg(DISTINCT c ORDER BY c) FROM content_pages, unnest(countries) c
                       WHERE kind = 'case' AND published), '{}') AS countries
       FROM content_pages WHERE kind = 'case' AND published`,
  );
  return rows[0]!;
}

/** A published page with its texts in the language asked for (or Simplified Chinese). */
export async function findPublishedPage(
  db: DbExecutor,
  slug: string,
  language: Language,
): Promise<PageRow | undefined> {
  const { rows } = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS}
       FROM content_pages p ${textsIn('$2')}
      WHERE p.slug = $1 AND p.published`,
    [slug, language],
  );
  return rows[0];
}

/** The published products of the supply hall a page links to, in the operators' order. */
export async function selectLinkedProducts(
  db: DbExecutor,
  pageId: number,
): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT pr.id, pr.name
       FROM content_page_products cp
       JOIN products pr ON pr.id = cp.product_id
       JOIN companies c ON c.id = pr.company_id
      WHERE cp.page_id = $1 AND pr.status = 1 AND NOT c.is_platform
      ORDER BY cp.position`,
    [pageId],
  );
  return rows;
}

export async function isPublishedServicePage(db: DbExecutor, slug: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM content_pages WHERE slug = $1 AND kind = 'service' AND published`,
    [slug],
  );
  return rows.length > 0;
}

/** A contact form's message, as a `contact` entry of the operator's feedback queue. */
export async function insertContactFeedback(
  db: DbExecutor,
  message: {
    title: string;
    content: string;
    contact: string;
    senderName: string;
    senderCompany: string | null;
    topic: string;
    page: string;
  },
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedback (source, type, title, content, contact, sender_name, sender_company,
                           contact_topic, contact_page, created_at)
     VALUES ('contact', 4, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      message.title,
      message.content,
      message.contact,
      message.senderName,
      message.senderCompany,
      message.topic,
      message.page,
      now,
    ],
  );
  return rows[0]!.id;
}

export interface PageTextsRow {
  slug: string;
  kind: string;
  language: Language;
  title: string;
  summary: string;
  sections: SectionValue[];
  metrics: MetricValue[];
  updated_at: Date;
}

/** A page's texts in every language it has, published or not. */
export async function selectPageTexts(db: DbExecutor, slug: string): Promise<PageTextsRow[]> {
  const { rows } = await db.query<PageTextsRow>(
    `SELECT p.slug, p.kind, t.language, t.title, t.summary, t.sections, t.metrics, t.updated_at
       FROM content_pages p JOIN content_page_texts t ON t.page_id = p.id
      WHERE p.slug = $1`,
    [slug],
  );
  return rows;
}

export interface OperatorCaseRow {
  slug: string;
  industry: string | null;
  countries: string[];
  sort: number;
  published: boolean;
  title: string;
  languages: string[];
  products: { id: number; name: string; published: boolean }[];
}

/** Every case, published or not; one case when `slug` is given. */
export async function selectOperatorCases(
  db: DbExecutor,
  language: Language,
  slug: string | null,
): Promise<OperatorCaseRow[]> {
  const { rows } = await db.query<OperatorCaseRow>(
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
    [language, slug],
  );
  return rows;
}

/**
 * A page locked for new texts in `language`, with the sections of its own text in that language
 * and of its Simplified Chinese one.
 */
export async function lockPageSections(
  tx: DbExecutor,
  slug: string,
  language: Language,
): Promise<{ id: number; own: SectionValue[] | null; zh: SectionValue[] | null } | undefined> {
  const { rows } = await tx.query<{
    id: number;
    own: SectionValue[] | null;
    zh: SectionValue[] | null;
  }>(
    `SELECT p.id, own.sections AS own, zh.sections AS zh
       FROM content_pages p
       LEFT JOIN content_page_texts own ON own.page_id = p.id AND own.language = $2
       LEFT JOIN content_page_texts zh ON zh.page_id = p.id AND zh.language = 'zh'
      WHERE p.slug = $1 FOR UPDATE OF p`,
    [slug, language],
  );
  return rows[0];
}

/** Writes a page's texts in one language, replacing the ones it had. */
export async function upsertPageTexts(
  tx: DbExecutor,
  pageId: number,
  language: Language,
  texts: PageTextsValue,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO content_page_texts
            (page_id, language, title, summary, sections, metrics, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (page_id, language) DO UPDATE
        SET title = EXCLUDED.title, summary = EXCLUDED.summary, sections = EXCLUDED.sections,
            metrics = EXCLUDED.metrics, updated_by = EXCLUDED.updated_by,
            updated_at = EXCLUDED.updated_at`,
    [
      pageId,
      language,
      texts.title,
      texts.summary,
      JSON.stringify(texts.sections),
      JSON.stringify(texts.metrics),
      memberId,
      now,
    ],
  );
}

/** Of the products, those published by a trading company (not the platform's own). */
export async function selectLinkableProductIds(
  db: DbExecutor,
  productIds: number[],
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.id = ANY($1::int[]) AND p.status = 1 AND NOT c.is_platform`,
    [productIds],
  );
  return rows.map((row) => row.id);
}

export async function lockCase(tx: DbExecutor, slug: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM content_pages WHERE slug = $1 AND kind = 'case' FOR UPDATE`,
    [slug],
  );
  return rows[0]?.id;
}

export interface CaseDetailValues {
  industry: string;
  countries: string[];
  sort: number;
  published: boolean;
}

export async function updateCaseDetails(
  tx: DbExecutor,
  pageId: number,
  details: CaseDetailValues,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE content_pages
        SET industry = $2, countries = $3::text[], sort = $4, published = $5,
            updated_by = $6, updated_at = $7
      WHERE id = $1`,
    [pageId, details.industry, details.countries, details.sort, details.published, memberId, now],
  );
}

/** The page's linked products become these, in this order. */
export async function replaceLinkedProducts(
  tx: DbExecutor,
  pageId: number,
  productIds: number[],
): Promise<void> {
  await tx.query('DELETE FROM content_page_products WHERE page_id = $1', [pageId]);
  if (productIds.length === 0) return;
  await tx.query(
    `INSERT INTO content_page_products (page_id, product_id, position)
     SELECT $1, id, position - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u (id, position)`,
    [pageId, productIds],
  );
}

/**
 * A new case page; nothing when the slug is taken, whatever the letters' case
 * (content_pages_slug_lower_idx), even by a concurrent request.
 */
export async function insertCase(
  tx: DbExecutor,
  slug: string,
  details: CaseDetailValues,
  memberId: number,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO content_pages
            (slug, kind, industry, countries, sort, published, updated_by, updated_at)
     SELECT $1, 'case', $2, $3::text[], $4, $5, $6, $7
      WHERE NOT EXISTS (SELECT 1 FROM content_pages WHERE lower(slug) = lower($1))
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [slug, details.industry, details.countries, details.sort, details.published, memberId, now],
  );
  return rows[0]?.id;
}

export async function insertPageTexts(
  tx: DbExecutor,
  pageId: number,
  language: Language,
  texts: PageTextsValue,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO content_page_texts
            (page_id, language, title, summary, sections, metrics, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      pageId,
      language,
      texts.title,
      texts.summary,
      JSON.stringify(texts.sections),
      JSON.stringify(texts.metrics),
      memberId,
      now,
    ],
  );
}
