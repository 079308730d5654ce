import { LRUCache } from 'lru-cache';
import { Converter as ToTraditional } from 'opencc-js/cn2t';
import { Converter } from 'opencc-js/t2cn';
import type { DbExecutor } from '../db/db';

/**
 * Public product search (docs/supply.md). `ProductSearch` is what the routes use; the database
 * implementation is the default: a pg_trgm GIN index over `products.search_text` serves
 * substring matches in any language (Chinese has no spaces, so words are substrings), and
 * B-tree indexes serve the HS prefix, origin, price and newest-first conditions. A dedicated
 * engine (OpenSearch, Meilisearch) would implement the same interface.
 */

/** Lower-cased, accents and width folded: 'Azeité' → 'azeite', 'ＡＢＣ' → 'abc'. */
function foldAccentsAndCase(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Traditional Chinese (OpenCC standard, Hong Kong and Macau forms) to Simplified, by phrase then
 * character: '普洱熟茶餅' → '普洱熟茶饼'. Simplified, Portuguese and English text is left as it is.
 * The dictionaries ship in opencc-js (~110 kB); the converter is built once (~15 ms), on first use.
 */
let toSimplified: ((text: string) => string) | undefined;
export function foldToSimplified(value: string): string {
  const convert = (toSimplified ??= Converter({ from: 'hk', to: 'cn' }));
  return convert(value);
}

let toTraditional: ((text: string) => string) | undefined;

/**
 * A query word as it may be written in a text that has no normalised search column (company
 * names, stored as registered): accents and case folded, in Simplified and in Traditional Chinese
 * (Hong Kong and Macau forms), each once: '澳门' → ['澳门', '澳門']; 'Cortiça' → ['cortica'].
 */
export function searchWordForms(word: string): string[] {
  const folded = foldAccentsAndCase(word);
  const convert = (toTraditional ??= ToTraditional({ from: 'cn', to: 'hk' }));
  return [...new Set([folded, foldToSimplified(folded), convert(folded)])];
}

/**
 * What `search_text` columns hold and queries are compared in (docs/supply.md): accents, width and
 * case folded, then Traditional Chinese folded to Simplified: 'Azeité' → 'azeite',
 * 'ＡＢＣ' → 'abc', '綠茶' → '绿茶'. Bump SEARCH_TEXT_VERSION (db/data-steps.ts) when it changes.
 */
export function normaliseSearchText(value: string): string {
  return foldToSimplified(foldAccentsAndCase(value));
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

/**
 * The same-model key of spec §5: name + spec + brand, accents, case and Traditional Chinese
 * folded ('普洱熟茶餅' and '普洱熟茶饼' are one model). Keys stored before the Chinese folding are
 * folded by a data step (db/data-steps.ts, MODEL_KEY_VERSION).
 */
export function productModelKey(fields: {
  name: string;
  spec?: string | null;
  brand?: string | null;
}): string {
  return [fields.name, fields.spec ?? '', fields.brand ?? '']
    .map((part) => foldToSimplified(foldAccentsAndCase(part)))
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

export interface SearchAnswer {
  rows: ProductHit[];
  total: number;
}

export interface ProductSearch {
  search(query: ProductQuery, now: Date): Promise<SearchAnswer>;
  /** A product was created, changed, published, unpublished or removed. */
  catalogueChanged(): void;
}

/** `%`, `_` and `\` matched literally in LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Words of a query, as LIKE patterns. */
function likeWords(keyword: string): string[] {
  return normaliseSearchText(keyword)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${escapeLike(word)}%`);
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

/** A search's filters as SQL: its `FROM … WHERE …` and the sort the caller asked for. */
function searchConditions(query: ProductQuery, param: (value: unknown) => string) {
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
    const industry = param(`%${escapeLike(query.industry)}%`);
    where.push(`(p.company_id IN (SELECT id FROM companies WHERE industry ILIKE ${industry})
                 OR p.industry_type_id IN (SELECT id FROM catalogue_nodes
                                            WHERE kind = 'industryType' AND name ILIKE ${industry}))`);
  }
  const sort = query.sort === 'relevance' && words.length === 0 ? 'newest' : query.sort;
  return {
    from: `FROM products p JOIN companies c ON c.id = p.company_id WHERE ${where.join(' AND ')}`,
    sort,
  };
}

const NEWEST = 'p.published_at DESC, p.id DESC';

export class DatabaseProductSearch implements ProductSearch {
  constructor(private readonly db: DbExecutor) {}

  /** Reads the tables on every search: nothing to refresh. */
  catalogueChanged(): void {}

  async search(query: ProductQuery, now: Date) {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const { from, sort } = searchConditions(query, param);
    const filterParams = [...params];
    const offset = (query.pageNum - 1) * query.pageSize;
    if (offset >= MAX_TOTAL) return { rows: [], total: await this.count(from, filterParams) };

    if (sort === 'priceAsc' || sort === 'priceDesc') {
      // The price order is not the newest-first order the count walks: count, then the page
      // (the price index stops the page's scan after offset + pageSize matches).
      const direction = sort === 'priceAsc' ? 'ASC' : 'DESC';
      const total = await this.count(from, filterParams);
      const nowParam = param(now);
      const { rows } = await this.db.query<HitRow>(
        `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', nowParam)} AS role_key
           ${from} ORDER BY p.price ${direction} NULLS LAST, ${NEWEST}
          LIMIT ${param(query.pageSize)} OFFSET ${param(offset)}`,
        params,
      );
      return { rows: rows.map(toHit), total };
    }

    // Newest and relevance: one walk collects the MAX_TOTAL newest matches (counting stops
    // there: a broad word would otherwise count most of the catalogue on every page, and nobody
    // pages past the first thousand — the hall asks to narrow the search), and the page is cut
    // from them, so the count costs no second scan.
    let rank = 'm.published_at DESC, m.id DESC';
    if (sort === 'relevance') {
      const whole = normaliseSearchText(query.keyword ?? '');
      const first = param(whole.split(' ')[0]);
      const prefix = param(`${escapeLike(whole)}%`);
      // The search text starts with the name: a name that starts with the query first, then the
      // earlier the first word occurs (name before spec, brand, origin, HS text), then newest.
      // strpos is cheap on every matching row; pg_trgm's similarity() cost ~13 µs a row here.
      rank = `(CASE WHEN m.search_text LIKE ${prefix} THEN 1 ELSE 0 END) DESC,
              strpos(m.search_text, ${first}) ASC, ${rank}`;
    }
    const nowParam = param(now);
    const { rows } = await this.db.query<HitRow & { total: number }>(
      `WITH matches AS MATERIALIZED (
         SELECT p.id, p.published_at, p.search_text ${from} ORDER BY ${NEWEST} LIMIT ${MAX_TOTAL}),
       page AS (
         SELECT m.id, row_number() OVER (ORDER BY ${rank}) AS position FROM matches m
          ORDER BY ${rank} LIMIT ${param(query.pageSize)} OFFSET ${param(offset)})
       SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', nowParam)} AS role_key,
              (SELECT count(*)::int FROM matches) AS total
         FROM page JOIN products p ON p.id = page.id JOIN companies c ON c.id = p.company_id
        ORDER BY page.position`,
      params,
    );
    if (rows.length > 0) return { rows: rows.map(toHit), total: rows[0]!.total };
    // A page past the last match still reports how many there are.
    return { rows: [], total: offset === 0 ? 0 : await this.count(from, filterParams) };
  }

  private async count(from: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${MAX_TOTAL}) matches`,
      params,
    );
    return rows[0]!.count;
  }
}

/** The fields that make two searches the same search, in a fixed order. */
function answerKey(query: ProductQuery): string {
  return JSON.stringify([
    query.keyword ? normaliseSearchText(query.keyword) : '',
    query.hsCode ?? '',
    query.industry ?? '',
    query.originCountry ?? '',
    query.currency ?? '',
    query.priceMin ?? '',
    query.priceMax ?? '',
    query.companyId ?? 0,
    query.sort,
    query.pageNum,
    query.pageSize,
  ]);
}

/**
 * Remembers recent answers (docs/supply.md): the hall's popular searches — its first page, a
 * broad word like 茶 or vinho — repeat far more often than the catalogue changes. This process
 * forgets everything when a product changes through it; changes through another server process,
 * and company or membership changes shown on the cards, show within `ttlSeconds`.
 */
export class CachedProductSearch implements ProductSearch {
  private readonly answers: LRUCache<string, SearchAnswer>;
  /** Bumped on every change, so an answer computed across a change is not kept. */
  private generation = 0;

  constructor(
    private readonly source: ProductSearch,
    ttlSeconds: number,
  ) {
    this.answers = new LRUCache({ max: 2000, ttl: ttlSeconds * 1000 });
  }

  async search(query: ProductQuery, now: Date): Promise<SearchAnswer> {
    const key = answerKey(query);
    const remembered = this.answers.get(key);
    if (remembered) return remembered;
    const generation = this.generation;
    const answer = await this.source.search(query, now);
    if (generation === this.generation) this.answers.set(key, answer);
    return answer;
  }

  catalogueChanged(): void {
    this.generation += 1;
    this.answers.clear();
    this.source.catalogueChanged();
  }
}

/** The search the server uses: cached unless `cacheSeconds` is 0. */
export function createProductSearch(db: DbExecutor, cacheSeconds: number): ProductSearch {
  const search = new DatabaseProductSearch(db);
  return cacheSeconds > 0 ? new CachedProductSearch(search, cacheSeconds) : search;
}
