import type { DbExecutor } from '../db/db';

/**
 * Public product search (docs/supply.md). `ProductSearch` is what the routes use; the database
 * implementation is the default: a pg_trgm GIN index over `products.search_text` serves
 * substring matches in any language (Chinese has no spaces, so words are substrings), and
 * B-tree indexes serve the HS prefix, origin, price and newest-first conditions. A dedicated
 * engine (OpenSearch, Meilisearch) would implement the same interface.
 */

/** Lower-cased, accents and width folded: 'Azeité' → 'azeite', 'ＡＢＣ' → 'abc'. */
export function normaliseSearchText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a product's search text is made of (the HS subheading's English text adds en words). */
export function productSearchText(fields: {
  name: string;
  spec?: string | null;
  brand?: string | null;
  origin?: string | null;
  hsCode?: string | null;
  hsDescription?: string | null;
}): string {
  return normaliseSearchText(
    [fields.name, fields.spec, fields.brand, fields.origin, fields.hsCode, fields.hsDescription]
      .filter(Boolean)
      .join(' '),
  );
}

/** The same-model key of spec §5: name + spec + brand, normalised. */
export function productModelKey(fields: {
  name: string;
  spec?: string | null;
  brand?: string | null;
}): string {
  return [fields.name, fields.spec ?? '', fields.brand ?? '']
    .map((part) => normaliseSearchText(part))
    .join('|');
}

/** Matches counted and ranked at most (docs/supply.md). */
export const MAX_TOTAL = 1000;

export type ProductSort = 'newest' | 'priceAsc' | 'priceDesc' | 'relevance';

export interface ProductQuery {
  keyword?: string;
  /** 2–6 digits: chapter, heading or subheading prefix. */
  hsCode?: string;
  /** Matches the company's industry or the product's industry type. */
  industry?: string;
  /** ISO 3166-1 alpha-2 of the origin. */
  originCountry?: string;
  currency?: string;
  priceMin?: string;
  priceMax?: string;
  companyId?: number;
  sort: ProductSort;
  pageNum: number;
  pageSize: number;
}

export interface ProductHit {
  id: number;
  name: string;
  spec: string | null;
  brand: string | null;
  hsCode: string | null;
  price: string | null;
  currency: string;
  unit: string;
  origin: string | null;
  originCountry: string | null;
  imageFileId: number | null;
  publishedAt: string;
  company: {
    id: number;
    name: string;
    country: string | null;
    verified: boolean;
    roleKey: string;
  };
}

export interface ProductSearch {
  search(query: ProductQuery, now: Date): Promise<{ rows: ProductHit[]; total: number }>;
}

/** Words of a query; `%`, `_` and `\` are matched literally in LIKE. */
function likeWords(keyword: string): string[] {
  return normaliseSearchText(keyword)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The tier a company enjoys at $now (the start edition without an active membership). */
export const COMPANY_TIER_SQL = (company: string, now: string) => `coalesce((
  SELECT t.role_key FROM company_memberships cm JOIN membership_tiers t ON t.id = cm.tier_id
   WHERE cm.company_id = ${company} AND cm.starts_at <= ${now}
     AND (cm.expires_at IS NULL OR cm.expires_at > ${now})
   ORDER BY t.rank DESC LIMIT 1),
  (SELECT role_key FROM membership_tiers ORDER BY rank LIMIT 1))`;

export const HIT_COLUMNS = `p.id, p.name, p.spec, p.brand, p.hs_code, p.price::text AS price, p.currency,
  p.unit, p.origin, p.origin_country, p.published_at,
  (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id AND pm.kind = 'image'
    ORDER BY pm.position LIMIT 1) AS image_file_id,
  c.id AS company_id, c.name AS company_name, c.country AS company_country,
  c.review_status AS company_review_status`;

export interface HitRow {
  id: number;
  name: string;
  spec: string | null;
  brand: string | null;
  hs_code: string | null;
  price: string | null;
  currency: string;
  unit: string;
  origin: string | null;
  origin_country: string | null;
  published_at: Date | null;
  image_file_id: number | null;
  company_id: number;
  company_name: string;
  company_country: string | null;
  company_review_status: number;
  role_key: string;
}

export function toHit(row: HitRow): ProductHit {
  return {
    id: row.id,
    name: row.name,
    spec: row.spec,
    brand: row.brand,
    hsCode: row.hs_code,
    price: row.price,
    currency: row.currency.trim(),
    unit: row.unit,
    origin: row.origin,
    originCountry: row.origin_country?.trim() ?? null,
    imageFileId: row.image_file_id,
    publishedAt: new Date(row.published_at ?? 0).toISOString(),
    company: {
      id: row.company_id,
      name: row.company_name,
      country: row.company_country?.trim() ?? null,
      verified: row.company_review_status === 2,
      roleKey: row.role_key,
    },
  };
}

export class DatabaseProductSearch implements ProductSearch {
  constructor(private readonly db: DbExecutor) {}

  async search(query: ProductQuery, now: Date) {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['p.status = 1', 'NOT c.is_platform'];
    const words = query.keyword ? likeWords(query.keyword) : [];
    for (const word of words) where.push(`p.search_text LIKE ${param(word)}`);
    if (query.hsCode) where.push(`p.hs_code LIKE ${param(`${query.hsCode}%`)}`);
    if (query.originCountry) where.push(`p.origin_country = ${param(query.originCountry)}`);
    if (query.currency) where.push(`p.currency = ${param(query.currency)}`);
    if (query.priceMin) where.push(`p.price >= ${param(query.priceMin)}::numeric`);
    if (query.priceMax) where.push(`p.price <= ${param(query.priceMax)}::numeric`);
    if (query.companyId) where.push(`p.company_id = ${param(query.companyId)}`);
    if (query.industry) {
      // Two hashed sub-selects (companies of that industry, industry types of that name) rather
      // than a per-row look-up: the filter costs the same whatever the number of matches.
      const industry = param(`%${query.industry.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where.push(`(p.company_id IN (SELECT id FROM companies WHERE industry ILIKE ${industry})
                   OR p.industry_type_id IN (SELECT id FROM catalogue_nodes
                                              WHERE kind = 'industryType' AND name ILIKE ${industry}))`);
    }
    const from = `FROM products p JOIN companies c ON c.id = p.company_id WHERE ${where.join(' AND ')}`;
    // Counting stops at MAX_TOTAL: a broad word would otherwise count most of the catalogue on
    // every page (nobody pages past the first thousand; the hall asks to narrow the search).
    const total = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${MAX_TOTAL}) matches`,
      params,
    );

    const sort = query.sort === 'relevance' && words.length === 0 ? 'newest' : query.sort;
    let orderBy = 'p.published_at DESC, p.id DESC';
    if (sort === 'priceAsc') orderBy = `p.price ASC NULLS LAST, ${orderBy}`;
    if (sort === 'priceDesc') orderBy = `p.price DESC NULLS LAST, ${orderBy}`;
    if (sort === 'relevance') {
      const whole = normaliseSearchText(query.keyword ?? '');
      const first = param(whole.split(' ')[0]);
      const prefix = param(`${whole.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      // The search text starts with the name: a name that starts with the query first, then the
      // earlier the first word occurs (name before spec, brand, origin, HS text), then newest.
      // strpos is cheap on every matching row; pg_trgm's similarity() cost ~13 µs a row here.
      orderBy = `(CASE WHEN p.search_text LIKE ${prefix} THEN 1 ELSE 0 END) DESC,
                 strpos(p.search_text, ${first}) ASC, ${orderBy}`;
    }
    const nowParam = param(now);
    const limit = param(query.pageSize);
    const offset = param((query.pageNum - 1) * query.pageSize);
    // Relevance ranks the MAX_TOTAL newest matches, so its cost is bounded like the count's.
    const source =
      sort === 'relevance'
        ? `FROM products p JOIN companies c ON c.id = p.company_id
            WHERE p.id IN (SELECT p.id ${from} ORDER BY p.published_at DESC, p.id DESC LIMIT ${MAX_TOTAL})`
        : from;
    const { rows } = await this.db.query<HitRow>(
      `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', nowParam)} AS role_key
         ${source} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { rows: rows.map(toHit), total: total.rows[0]!.count };
  }
}
