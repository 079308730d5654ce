import { LRUCache } from 'lru-cache';
import { Converter as ToTraditional } from 'opencc-js/cn2t';
import type { Incoterm, Language, PriceTier } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { DbExecutor } from '../platform/db/db';
import { shownTexts } from '../modules/listing-texts/shown-texts';
import {
  analyseQuery,
  analyseText,
  foldToSimplified,
  joinSections,
  loadTextAnalysis,
  matchTier,
  termsCondition,
  type AnalysedQuery,
} from '../modules/search/text-analysis';
import { TokenIndex, type IndexedText } from '../modules/search/token-index';

export { foldToSimplified };

/**
 * Public product search (docs/supply.md). `ProductSearch` is what the routes use; the database
 * implementation is the default: a pg_trgm GIN index over `products.search_text` (the tokens of
 * modules/search/text-analysis.ts) serves whole-word and Chinese substring matches in any
 * language, `search_pairs` the short Chinese words, and B-tree indexes the HS prefix, origin,
 * price and newest-first conditions. A dedicated engine (OpenSearch, Meilisearch) would
 * implement the same interface.
 */

/** Lower-cased, accents and width folded: 'Azeité' → 'azeite', 'ＡＢＣ' → 'abc'. */
function foldAccentsAndCase(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
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

/** An HS heading's or subheading's names: what a search by them (chá, tea) reaches. */
export interface HsSearchName {
  descriptionEn: string;
  namePt: string | null;
}

/**
 * The names of an HS code's heading and subheading (not its chapter's: "tea" would reach coffee,
 * chapter 09), as `productSearchText` and `demandSearchText` take them.
 */
export async function hsSearchNames(
  db: DbExecutor,
  hsCode: string | null,
): Promise<HsSearchName[]> {
  if (!hsCode || hsCode.length < 4) return [];
  const { rows } = await db.query<{ description_en: string; name_pt: string | null }>(
    `SELECT description_en, name_pt FROM hs_codes WHERE code = ANY($1::text[]) ORDER BY code`,
    [[hsCode.slice(0, 4), hsCode.slice(0, 6)]],
  );
  return rows.map((row) => ({ descriptionEn: row.description_en, namePt: row.name_pt }));
}

/** The HS names' tokens: the English text is English, the Mercosur names Portuguese. */
const hsNameTokens = (names: readonly HsSearchName[]) =>
  names.flatMap((name) => [
    analyseText(name.descriptionEn, 'en'),
    name.namePt ? analyseText(name.namePt, 'pt') : '',
  ]);

/**
 * A listing's texts in every language it has, as tokens: the original first, in its language.
 * `fields` are the texts searched (name, description …), in the kind's order.
 */
function listingTokens<Field extends string>(
  original: Partial<Record<Field, string | null | undefined>>,
  originalLanguage: Language | undefined,
  translations: Partial<Record<Language, Partial<Record<Field, string>>>> | undefined,
  field: Field,
): string[] {
  const texts = [analyseText(original[field] ?? '', originalLanguage ?? null)];
  for (const [language, translation] of Object.entries(translations ?? {}))
    if (translation?.[field]) texts.push(analyseText(translation[field], language as Language));
  return texts;
}

/**
 * What a product's search text is made of, in sections (modules/search/text-analysis.ts): its
 * names in every language; spec, brand, origin and HS code; its HS heading's and subheading's
 * names (English and Portuguese; `hsDescription` alone is the subheading's English); its
 * descriptions in every language. Bump SEARCH_TEXT_VERSION (db/data-steps.ts) when it changes.
 */
export function productSearchText(fields: {
  name: string;
  description?: string | null;
  originalLanguage?: Language;
  translations?: ListingTranslations<'product'>;
  spec?: string | null;
  brand?: string | null;
  origin?: string | null;
  hsCode?: string | null;
  hsDescription?: string | null;
  hsNames?: readonly HsSearchName[];
}): string {
  const { originalLanguage, translations } = fields;
  const hsNames =
    fields.hsNames ??
    (fields.hsDescription ? [{ descriptionEn: fields.hsDescription, namePt: null }] : []);
  return joinSections([
    listingTokens(fields, originalLanguage, translations, 'name'),
    [fields.spec, fields.brand, fields.origin, fields.hsCode].map((text) =>
      analyseText(text ?? '', null),
    ),
    hsNameTokens(hsNames),
    listingTokens(fields, originalLanguage, translations, 'description'),
  ]);
}

/**
 * What a demand's search text is made of, in the same sections as a product's: its title and
 * product name in every language; industry and HS code; the HS names; its descriptions.
 */
export function demandSearchText(fields: {
  title: string;
  productName?: string | null;
  description?: string | null;
  originalLanguage?: Language;
  translations?: ListingTranslations<'demand'>;
  industry?: string | null;
  hsCode?: string | null;
  hsNames?: readonly HsSearchName[];
}): string {
  const { originalLanguage, translations } = fields;
  return joinSections([
    [
      ...listingTokens(fields, originalLanguage, translations, 'title'),
      ...listingTokens(fields, originalLanguage, translations, 'productName'),
    ],
    [fields.industry, fields.hsCode].map((text) => analyseText(text ?? '', null)),
    hsNameTokens(fields.hsNames ?? []),
    listingTokens(fields, originalLanguage, translations, 'description'),
  ]);
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
/**
 * How far pages reach: the newest 1,000 matches (docs/supply.md). Nobody pages further — the hall
 * asks to narrow the search — and walking further would only make counting slower.
 */
export const MAX_TOTAL = 1000;
/**
 * The newest matches a search first walks: every page within them (and every relevance ranking:
 * relevance orders these) is cut from this short walk; a deeper page walks to `MAX_TOTAL`.
 */
export const FIRST_WALK = 200;

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
  incoterm?: Incoterm;
  /** Only products that offer samples. */
  sampleAvailable?: boolean;
  /** A minimum order quantity at most this (decimal), or none said. */
  moqMax?: string;
  /** A lead time of at most this many days (products that say one). */
  leadTimeMax?: number;
  /** The reader's: hits carry their names in it where the listing has it. */
  language: Language;
  sort: ProductSort;
  pageNum: number;
  pageSize: number;
}

/** The trade terms of a card (issue #34), as the contract names them. */
export interface TradeTerms {
  minOrderQuantity: string | null;
  priceTiers: PriceTier[];
  leadTimeDays: number | null;
  incoterm: Incoterm | null;
  incotermPlace: string | null;
  packaging: string | null;
  sampleAvailable: boolean;
}

export interface ProductHit extends TradeTerms {
  id: number;
  /** In `textLanguage`: the reader's where the listing has it, else the original. */
  name: string;
  textLanguage: Language;
  machineTranslated: boolean;
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
  /** `total` is estimated (two significant digits): more matches exist than the walk counted. */
  totalEstimated: boolean;
}

export interface ProductSearch {
  search(query: ProductQuery, now: Date): Promise<SearchAnswer>;
  /**
   * Up to `limit` products whose words start with the query's, as one types in the header's
   * search box (modules/search-suggest), newest first where the search knows them so.
   */
  suggest(query: AnalysedQuery, limit: number): Promise<SuggestedProduct[]>;
  /** A product was created, changed, published, unpublished or removed. */
  catalogueChanged(): void;
  /** How long this search remembers what it found (0: not at all). */
  readonly memorySeconds: number;
}

/** `%`, `_` and `\` matched literally in LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The query's keyword as search terms (every one must match), analysed once per keyword. */
const analysed = new LRUCache<string, AnalysedQuery>({ max: 1000 });
function analysedKeyword(keyword: string): AnalysedQuery {
  let found = analysed.get(keyword);
  if (!found) analysed.set(keyword, (found = analyseQuery(keyword)));
  return found;
}
const queryOf = (query: ProductQuery) => analysedKeyword(query.keyword ?? '');

/**
 * A keyword as a condition on a product `p`'s search text (the public search, the company's own
 * list): every term of it matches; a keyword without words ('%') matches everything.
 */
export function productTextCondition(
  keyword: string,
  param: (value: unknown) => string,
  options: { wordStarts?: boolean } = {},
): string {
  const conditions = termsCondition(
    analysedKeyword(keyword).terms,
    { text: 'p.search_text', pairs: 'p.search_pairs' },
    param,
    options,
  );
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}

/** A search by words alone: the hall's most common, walked in memory when a memory is kept. */
function byWordsAlone(query: ProductQuery): boolean {
  const { keyword, hsCode, industry, originCountry, currency, priceMin, priceMax, companyId } =
    query;
  const { incoterm, sampleAvailable, moqMax, leadTimeMax } = query;
  return (
    Boolean(keyword) &&
    !(hsCode || industry || originCountry || currency || priceMin || priceMax || companyId) &&
    !(incoterm || sampleAvailable || moqMax || leadTimeMax !== undefined)
  );
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
  c.review_status AS company_review_status, p.original_language, p.translations,
  trim_scale(p.min_order_quantity)::text AS min_order_quantity, p.price_tiers, p.lead_time_days,
  p.incoterm, p.incoterm_place, p.packaging, p.sample_available`;

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
  original_language: Language;
  translations: ListingTranslations<'product'>;
  min_order_quantity: string | null;
  price_tiers: PriceTier[];
  lead_time_days: number | null;
  incoterm: Incoterm | null;
  incoterm_place: string | null;
  packaging: string | null;
  sample_available: boolean;
}

/** A product card for a reader of `reader`'s language. */
export function toHit(row: HitRow, reader: Language): ProductHit {
  const shown = shownTexts<'product'>(
    {
      original: { name: row.name, description: null },
      originalLanguage: row.original_language,
      translations: row.translations,
    },
    reader,
  );
  return {
    id: row.id,
    name: shown.texts.name ?? row.name,
    textLanguage: shown.textLanguage,
    machineTranslated: shown.machineTranslated,
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
    minOrderQuantity: row.min_order_quantity,
    priceTiers: row.price_tiers,
    leadTimeDays: row.lead_time_days,
    incoterm: row.incoterm,
    incotermPlace: row.incoterm_place,
    packaging: row.packaging,
    sampleAvailable: row.sample_available,
    company: {
      id: row.company_id,
      name: row.company_name,
      country: row.company_country?.trim() ?? null,
      verified: row.company_review_status === 2,
      roleKey: row.role_key,
    },
  };
}

/** Parameters of one statement: `param(value)` keeps the value and answers its `$n`. */
function placeholders() {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, param };
}

/**
 * A search's filters as SQL: its `WHERE …` over `p`, a published product's row (the platform's
 * own products are never listed). The platform test is a hashed set, not a join: a walk in
 * newest order then stays in that order and stops at its limit.
 */
function searchConditions(
  query: ProductQuery,
  param: (value: unknown) => string,
  gatherAll = false,
) {
  const where = [
    'p.status = 1',
    'p.company_id NOT IN (SELECT id FROM companies WHERE is_platform)',
  ];
  if (query.keyword) where.push(productTextCondition(query.keyword, param));
  if (query.hsCode) where.push(`p.hs_code LIKE ${param(`${query.hsCode}%`)}`);
  if (query.originCountry) where.push(`p.origin_country = ${param(query.originCountry)}`);
  if (query.currency) where.push(`p.currency = ${param(query.currency)}`);
  if (query.priceMin) where.push(`p.price >= ${param(query.priceMin)}::numeric`);
  if (query.priceMax) where.push(`p.price <= ${param(query.priceMax)}::numeric`);
  if (query.companyId) where.push(`p.company_id = ${param(query.companyId)}`);
  if (query.incoterm) where.push(`p.incoterm = ${param(query.incoterm)}`);
  if (query.sampleAvailable) where.push('p.sample_available');
  // A product that states no minimum sells any quantity; one that states no lead time may not
  // ship in time.
  if (query.moqMax)
    where.push(
      `(p.min_order_quantity IS NULL OR p.min_order_quantity <= ${param(query.moqMax)}::numeric)`,
    );
  if (query.leadTimeMax !== undefined)
    where.push(`p.lead_time_days <= ${param(query.leadTimeMax)}`);
  if (query.industry) {
    const industry = param(`%${escapeLike(query.industry)}%`);
    const companies = `SELECT id FROM companies WHERE industry ILIKE ${industry}`;
    const types = `SELECT id FROM catalogue_nodes WHERE kind = 'industryType' AND name ILIKE ${industry}`;
    // Walking newest first, two hashed sets test each row, whatever the number of matches.
    // Gathering every match, arrays of ids let the company and industry-type indexes join the
    // words' index in a bitmap AND: 绿茶 among the tea companies' products, no row read.
    where.push(
      gatherAll
        ? `(p.company_id = ANY(ARRAY(${companies})) OR p.industry_type_id = ANY(ARRAY(${types})))`
        : `(p.company_id IN (${companies}) OR p.industry_type_id IN (${types}))`,
    );
  }
  return `WHERE ${where.join(' AND ')}`;
}

/** The columns `searchConditions` and the walk read: a window of products carries only these. */
const WALKED_COLUMNS = `p.id, p.status, p.company_id, p.industry_type_id, p.search_text,
  p.search_pairs, p.hs_code, p.origin_country, p.currency, p.price, p.published_at,
  p.incoterm, p.sample_available, p.min_order_quantity, p.lead_time_days`;

/** A supplier that published or saved a published product within this many days is active. */
export const ACTIVE_DAYS = 90;

/**
 * Whether a walked product's company is verified, and whether it is active — it published or
 * saved a published product within `ACTIVE_DAYS` (docs/supply.md, "Relevance"): relevance puts
 * verified, then active suppliers first among equals. Both are hashed sets, read once per
 * statement (the active one from the index of migration 033).
 */
const SUPPLIER = `p.company_id IN (SELECT id FROM companies WHERE review_status = 2) AS verified,
  p.company_id IN (SELECT company_id FROM products
                    WHERE status = 1 AND greatest(published_at, updated_at) > now() - interval '${ACTIVE_DAYS} days') AS active`;

const NEWEST = 'p.published_at DESC, p.id DESC';

/**
 * How many published products, per match sought, a walk reads in newest order before it stops
 * and lets the planner find the matches instead: 25 is a density of 1 in 25 (4 %).
 */
export const WALK_WINDOW = 25;

/**
 * The newest matches of a search's filters, walked to a depth (`FIRST_WALK` or `MAX_TOTAL`), as
 * ids in newest and in relevance order, with the total they tell: exact when the walk ran out of
 * matches, else estimated from how densely it found them. Every page and sort of the same filters
 * within that depth is cut from it or counted by it.
 */
export interface MatchList {
  newest: number[];
  /** The first `FIRST_WALK` newest ranked by relevance (for a keyword), then the rest newest. */
  relevance: number[];
  total: number;
  totalEstimated: boolean;
}

/** The walk a page of `query` is cut from: the first one, or the deep one past it. */
export function walkDepth(query: ProductQuery, firstWalk: number): number {
  // A price page is read in price order: it takes only the total from the walk.
  const priceSort = query.sort === 'priceAsc' || query.sort === 'priceDesc';
  return priceSort || query.pageNum * query.pageSize <= firstWalk ? firstWalk : MAX_TOTAL;
}

interface WalkedRow {
  id: number;
  search_text: string;
  verified: boolean;
  active: boolean;
  /** In a walk that can stop early: where it stopped. */
  published_at?: Date | string;
  /** In a walk of the products kept in memory: its place among the newest, from 1. */
  position?: number;
  /** In a walk of all matches: their count. */
  matched?: string;
}

/**
 * One of the newest published products, as a search by words alone walks them in memory and
 * the header's suggestions find them (with what a suggestion shows).
 */
export interface NewestProduct extends IndexedText, SuggestedProduct {
  search_text: string;
  verified: boolean;
  active: boolean;
  /** Not the platform's own. */
  listed: boolean;
}

/** A product as the header's suggestions name it (modules/search-suggest). */
export interface SuggestedProduct {
  id: number;
  name: string;
  original_language: Language;
  translations: ListingTranslations<'product'>;
  hs_code: string | null;
}

/** The newest `depth + 1` matches of a search by words alone among `newest`. */
function walkNewest(
  newest: TokenIndex<NewestProduct>,
  query: ProductQuery,
  depth: number,
): WalkedRow[] {
  return newest
    .matching(queryOf(query).terms)
    .slice(0, depth + 1)
    .map((position) => ({ ...newest.texts[position]!, position: position + 1 }));
}

export class DatabaseProductSearch implements ProductSearch {
  /** `firstWalk` and `walkWindow` are `FIRST_WALK` and `WALK_WINDOW` but in tests of small
   *  catalogues. */
  constructor(
    private readonly db: DbExecutor,
    readonly firstWalk = FIRST_WALK,
    private readonly walkWindow = WALK_WINDOW,
  ) {}

  /** Reads the tables on every search: nothing to refresh. */
  catalogueChanged(): void {}

  readonly memorySeconds = 0;

  async search(query: ProductQuery, now: Date): Promise<SearchAnswer> {
    return this.page(
      query,
      await this.matches(query, walkDepth(query, this.firstWalk), () => this.publishedCount()),
      now,
    );
  }

  /** Published products: what a walk's match density is scaled to. */
  async publishedCount(): Promise<number> {
    const { rows } = await this.db.query<{ count: string }>(
      `SELECT count(*) AS count FROM products WHERE status = 1`,
    );
    return Number(rows[0]!.count);
  }

  /** The newest published products a search by words alone walks first (its window). */
  async newestProducts(): Promise<TokenIndex<NewestProduct>> {
    const { rows } = await this.db.query<NewestProduct>(
      `SELECT p.id, p.search_text, ${SUPPLIER},
              p.company_id NOT IN (SELECT id FROM companies WHERE is_platform) AS listed,
              p.name, p.original_language, p.translations, p.hs_code
         FROM products p WHERE p.status = 1 ORDER BY ${NEWEST} LIMIT $1`,
      [(this.firstWalk + 1) * this.walkWindow],
    );
    return TokenIndex.build(rows);
  }

  /**
   * What changes whenever the newest products' window would: the published products (how many,
   * the latest publication or save), the verified and the platform's companies, and the day (a
   * supplier's activity is counted in days). One index-only count.
   */
  async windowMark(): Promise<string> {
    const { rows } = await this.db.query<{ mark: string }>(
      `SELECT concat_ws('|', count(*), max(greatest(published_at, updated_at)), current_date,
                (SELECT concat_ws('|', count(*) FILTER (WHERE review_status = 2),
                                  count(*) FILTER (WHERE is_platform)) FROM companies)) AS mark
         FROM products WHERE status = 1`,
    );
    return rows[0]!.mark;
  }

  /**
   * Up to `limit` published products of trading companies whose search text has every term of
   * `query` at the start of a word (a Chinese word anywhere), for the header's suggestions.
   */
  async suggest(query: AnalysedQuery, limit: number): Promise<SuggestedProduct[]> {
    const { params, param } = placeholders();
    const conditions = termsCondition(
      query.terms,
      { text: 'p.search_text', pairs: 'p.search_pairs' },
      param,
      { wordStarts: true },
    );
    // No order: the planner then reads the words' indexes and stops at the limit, where an order
    // would have it walk the newest products for a rare word.
    const { rows } = await this.db.query<SuggestedProduct>(
      `SELECT p.id, p.name, p.hs_code, p.original_language, p.translations FROM products p
        WHERE p.status = 1 AND p.company_id NOT IN (SELECT id FROM companies WHERE is_platform)
          AND ${conditions.join(' AND ')}
        LIMIT ${param(limit)}`,
      params,
    );
    return rows;
  }

  /**
   * The search's newest `depth` matches. Without words, the planner's walk: it estimates the
   * B-tree filters (HS prefix, origin, currency, price, industry) well, so it walks the
   * newest-first index for a broad filter and reads the filter's own index for a narrow one. A
   * walk stopped one match past `depth` tells the density of matches among the published
   * products at least as new as that match, which scales to the whole catalogue (an estimated
   * total).
   *
   * With words, whose trigram estimates are not reliable (two correlated words such as "vinho
   * tinto" are estimated a hundred times too narrow, and thousands of rows get sorted), in two
   * tries. First a walk over the newest published products, `walkWindow` of them per match
   * sought: a broad search finds its matches there, and its density is told the same way. A
   * search that finds fewer there is narrow: the trigram or Chinese-pair index finds all its
   * matches, counted exactly.
   */
  async matches(
    query: ProductQuery,
    depth: number,
    publishedCount: () => Promise<number>,
    newestProducts?: () => Promise<TokenIndex<NewestProduct>>,
  ): Promise<MatchList> {
    const window = (depth + 1) * this.walkWindow;
    const inMemory = newestProducts && depth === this.firstWalk && byWordsAlone(query);
    const walked = inMemory
      ? walkNewest(await newestProducts(), query, depth)
      : await this.walk(query, depth, query.keyword ? window : 'planned');
    if (walked.length > depth) {
      const last = walked[depth]!;
      const [published, walkedPast] = await Promise.all([
        publishedCount(),
        last.position ??
          this.db
            .query<{ count: string }>(
              `SELECT count(*) AS count FROM products
                WHERE status = 1 AND (published_at, id) >= ($1::timestamptz, $2::int)`,
              [last.published_at, last.id],
              'product-search-walked-count',
            )
            .then(({ rows: [row] }) => Number(row!.count)),
      ]);
      const estimate = ((depth + 1) * published) / Math.max(walkedPast, depth + 1);
      return this.matchList(query, walked.slice(0, depth), {
        total: Math.max(depth + 1, Number(estimate.toPrecision(2))),
        totalEstimated: true,
      });
    }
    if (!query.keyword || (await publishedCount()) <= window)
      return this.matchList(query, walked, { total: walked.length, totalEstimated: false });
    const all = await this.walk(query, depth, 'all');
    return this.matchList(query, all.slice(0, depth), {
      total: Number(all[0]?.matched ?? 0),
      totalEstimated: false,
    });
  }

  /**
   * The newest `depth + 1` matches: as the planner plans them (`'planned'`), among the newest
   * `window` published products, or among all (`'all'`), each with the count of every match.
   * There all matches are gathered first, apart from the ordered limit, so that the planner takes
   * the index of the filters: under a limit it would walk the newest-first index, expecting to
   * stop early.
   */
  private async walk(
    query: ProductQuery,
    depth: number,
    window: number | 'planned' | 'all',
  ): Promise<WalkedRow[]> {
    const { params, param } = placeholders();
    const where = searchConditions(query, param, window === 'all');
    // A walk without words ranks nothing (relevance is newest first): it reads no search text,
    // so an HS prefix is walked in its index alone (migration 033). Gathering every match, only
    // the newest `depth + 1` carry their search texts out of the table: 3,334 matches of 绿茶
    // took 22 ms with theirs, 12 ms without.
    const sql =
      window === 'planned'
        ? `SELECT p.id, p.published_at, '' AS search_text, false AS verified, false AS active
             FROM products p ${where} ORDER BY ${NEWEST} LIMIT ${param(depth + 1)}`
        : window === 'all'
          ? `WITH matched AS MATERIALIZED
               (SELECT p.id, p.published_at, p.company_id FROM products p ${where})
             SELECT p.id, p.search_text, ${SUPPLIER}, (SELECT count(*) FROM matched) AS matched
               FROM (SELECT * FROM matched ORDER BY published_at DESC, id DESC
                      LIMIT ${param(depth + 1)}) m
               JOIN products p ON p.id = m.id
              ORDER BY m.published_at DESC, m.id DESC`
          : `SELECT p.id, p.published_at, p.search_text, ${SUPPLIER}
             FROM (SELECT ${WALKED_COLUMNS} FROM products p WHERE p.status = 1
                    ORDER BY ${NEWEST} LIMIT ${window}) p
           ${where} ORDER BY ${NEWEST} LIMIT ${param(depth + 1)}`;
    const { rows } = await this.db.query<WalkedRow>(sql, params);
    return rows;
  }

  /** Walked rows as ids in newest and relevance order, with their total. */
  private matchList(
    query: ProductQuery,
    walked: WalkedRow[],
    total: Pick<MatchList, 'total' | 'totalEstimated'>,
  ): MatchList {
    const newest = walked.map((row) => row.id);
    const analysedQuery = queryOf(query);
    if (analysedQuery.terms.length === 0) return { newest, relevance: newest, ...total };
    // Relevance: a name that is the query, then where every term is found — the names (any
    // language) before spec, brand and origin, before the HS names, before the descriptions —
    // then verified suppliers, then active ones, then newest. Cheap on every match; pg_trgm's
    // similarity() cost ~13 µs a row here.
    const ranked = walked
      .slice(0, this.firstWalk)
      .map((row, index) => ({
        id: row.id,
        index,
        tier: matchTier(row.search_text, analysedQuery),
        supplier: (row.verified ? 2 : 0) + (row.active ? 1 : 0),
      }))
      .sort((a, b) => a.tier - b.tier || b.supplier - a.supplier || a.index - b.index)
      .map(({ id }) => id);
    return { newest, relevance: [...ranked, ...newest.slice(this.firstWalk)], ...total };
  }

  /**
   * A page in price order. When the walk knows every match, it is cut from them. Else the price
   * indexes (migration 025) walk in exactly this order and stop after the page; but for a broad
   * search by words the planner, misled by its word estimates (see `matches`), may gather and
   * sort every match instead (15 ms for "vinho tinto"), so the cheapest (or dearest) published
   * products are walked first, `walkWindow` for each row the page needs, as for the newest.
   */
  private async pricePage(
    query: ProductQuery,
    matches: MatchList,
    offset: number,
    now: Date,
  ): Promise<HitRow[]> {
    const order = `p.price ${query.sort === 'priceAsc' ? 'ASC' : 'DESC'} NULLS LAST, ${NEWEST}`;
    const read = async (products: string, where: (param: (value: unknown) => string) => string) => {
      const { params, param } = placeholders();
      const { rows } = await this.db.query<HitRow>(
        `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', param(now))} AS role_key
           FROM ${products} JOIN companies c ON c.id = p.company_id ${where(param)}
          ORDER BY ${order} LIMIT ${param(query.pageSize)} OFFSET ${param(offset)}`,
        params,
      );
      return rows;
    };
    if (!matches.totalEstimated && matches.total <= matches.newest.length)
      return read('products p', (param) => `WHERE p.id = ANY(${param(matches.newest)}::int[])`);
    if (query.keyword && matches.totalEstimated) {
      const window = (offset + query.pageSize) * this.walkWindow;
      const rows = await read(
        `(SELECT * FROM products p WHERE p.status = 1 ORDER BY ${order} LIMIT ${window}) p`,
        (param) => searchConditions(query, param),
      );
      if (rows.length === query.pageSize) return rows;
    }
    return read('products p', (param) => searchConditions(query, param));
  }

  /** The query's page: cut from its matches, or read in price order (which the walk is not). */
  async page(query: ProductQuery, matches: MatchList, now: Date): Promise<SearchAnswer> {
    const { total, totalEstimated } = matches;
    const offset = (query.pageNum - 1) * query.pageSize;
    if (offset >= Math.min(total, MAX_TOTAL)) return { rows: [], total, totalEstimated };
    if (query.sort === 'priceAsc' || query.sort === 'priceDesc') {
      const rows = await this.pricePage(query, matches, offset, now);
      return { rows: rows.map((row) => toHit(row, query.language)), total, totalEstimated };
    }
    const order = query.sort === 'relevance' ? matches.relevance : matches.newest;
    const ids = order.slice(offset, offset + query.pageSize);
    const { rows } = await this.db.query<HitRow>(
      `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$2')} AS role_key
         FROM products p JOIN companies c ON c.id = p.company_id WHERE p.id = ANY($1::int[])`,
      [ids, now],
      'product-search-page',
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A product removed since its match list was remembered is left out of the page.
    const hits = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, query.language)] : [];
    });
    return { rows: hits, total, totalEstimated };
  }
}

/** The fields that select the matches, in a fixed order. */
function filterKey(query: ProductQuery): string {
  return JSON.stringify([
    queryOf(query).terms,
    query.hsCode ?? '',
    query.industry ?? '',
    query.originCountry ?? '',
    query.currency ?? '',
    query.priceMin ?? '',
    query.priceMax ?? '',
    query.companyId ?? 0,
    query.incoterm ?? '',
    query.sampleAvailable ?? false,
    query.moqMax ?? '',
    query.leadTimeMax ?? '',
  ]);
}

/** The fields that make two searches the same search (the names on the cards: the language). */
const answerKey = (query: ProductQuery) =>
  `${filterKey(query)}|${query.language}|${query.sort}|${query.pageNum}|${query.pageSize}`;

/**
 * Remembers recent answers and match lists (docs/supply.md): the hall's popular searches — its
 * first page, a broad word like 茶 or vinho — repeat far more often than the catalogue changes,
 * and a buyer pages and re-sorts the same search, whose matches are walked once (concurrent
 * requests for them share the one walk). It also keeps the search texts of the newest published
 * products, indexed (`TokenIndex`), which a search by words alone walks in memory before it
 * asks the database (a broad word's first walk then costs no query), and where the header's
 * suggestions find their products; and the suggestions of recent prefixes. This process forgets
 * everything when a product changes through it; changes through another server process, and
 * company or membership changes shown on the cards, show within `memorySeconds`.
 */
export class CachedProductSearch implements ProductSearch {
  private readonly answers: LRUCache<string, SearchAnswer>;
  private readonly matchLists: LRUCache<string, Promise<MatchList>>;
  private readonly published: LRUCache<'count', Promise<number>>;
  private readonly suggestions: LRUCache<string, Promise<SuggestedProduct[]>>;
  /** ~5,000 search texts and their index, ~10 MB; read when first needed, with the catalogue's
   *  mark (`windowMark`) read just before. */
  private newest?: {
    window: Promise<TokenIndex<NewestProduct>>;
    mark: Promise<string>;
    checkedAt: number;
  };
  /** Bumped on every change, so nothing computed across a change is kept. */
  private generation = 0;

  constructor(
    private readonly source: DatabaseProductSearch,
    readonly memorySeconds: number,
  ) {
    const ttl = memorySeconds * 1000;
    this.answers = new LRUCache({ max: 2000, ttl });
    // At most 2 × MAX_TOTAL ids each.
    this.matchLists = new LRUCache({ max: 500, ttl });
    this.published = new LRUCache({ max: 1, ttl });
    this.suggestions = new LRUCache({ max: 2000, ttl });
  }

  async search(query: ProductQuery, now: Date): Promise<SearchAnswer> {
    // Counted ahead, whatever the search: a broad search's estimate then need not wait for it.
    void this.publishedCount().catch(() => undefined);
    const key = answerKey(query);
    const remembered = this.answers.get(key);
    if (remembered) return remembered;
    const generation = this.generation;
    const answer = await this.source.page(query, await this.matches(query), now);
    if (generation === this.generation) this.answers.set(key, answer);
    return answer;
  }

  catalogueChanged(): void {
    this.generation += 1;
    this.answers.clear();
    this.matchLists.clear();
    this.published.clear();
    this.suggestions.clear();
    this.newest = undefined;
    this.source.catalogueChanged();
  }

  suggest(query: AnalysedQuery, limit: number): Promise<SuggestedProduct[]> {
    return this.shared(this.suggestions, `${JSON.stringify(query.terms)}|${limit}`, async () => {
      const newest = await this.newestWindow();
      const found = newest
        .matching(query.terms, { wordStarts: true })
        .slice(0, limit)
        .map((position) => newest.texts[position]!);
      if (found.length === limit) return found;
      // Rarer words: the indexes find them among all products.
      const known = new Set(found.map((product) => product.id));
      const more = await this.source.suggest(query, limit);
      return [...found, ...more.filter((product) => !known.has(product.id))].slice(0, limit);
    });
  }

  /**
   * The newest products' window. Once `memorySeconds` old it is checked against the catalogue's
   * mark and read again only if that changed (reading and indexing it costs 100–300 ms of work
   * at 100,000 products); meanwhile the old one answers, so no visitor waits for the reading.
   * After a change through this process (`catalogueChanged`) there is none left to answer.
   */
  private newestWindow(): Promise<TokenIndex<NewestProduct>> {
    const now = Date.now();
    const current = this.newest;
    if (!current) {
      const mark = this.source.windowMark();
      const reading = {
        mark,
        window: mark.then(() => this.source.newestProducts()),
        checkedAt: now,
      };
      this.newest = reading;
      reading.window.catch(() => {
        if (this.newest === reading) this.newest = undefined;
      });
      return reading.window;
    }
    if (now - current.checkedAt >= this.memorySeconds * 1000) {
      current.checkedAt = now;
      const generation = this.generation;
      void (async () => {
        const mark = await this.source.windowMark();
        if (mark === (await current.mark)) return;
        const window = await this.source.newestProducts();
        if (generation === this.generation && this.newest === current)
          this.newest = {
            mark: Promise.resolve(mark),
            window: Promise.resolve(window),
            checkedAt: now,
          };
      })().catch(() => undefined);
    }
    return current.window;
  }

  private matches(query: ProductQuery): Promise<MatchList> {
    const depth = walkDepth(query, this.source.firstWalk);
    return this.shared(this.matchLists, `${filterKey(query)}|${depth}`, () =>
      this.source.matches(
        query,
        depth,
        () => this.publishedCount(),
        () => this.newestWindow(),
      ),
    );
  }

  private publishedCount(): Promise<number> {
    return this.shared(this.published, 'count', () => this.source.publishedCount());
  }

  /** `compute`'s promise under `key`, shared by concurrent callers; kept only if it succeeds
   *  and nothing changed meanwhile. */
  private shared<Key extends string, Value>(
    cache: LRUCache<Key, Promise<Value>>,
    key: Key,
    compute: () => Promise<Value>,
  ): Promise<Value> {
    const shared = cache.get(key);
    if (shared) return shared;
    const generation = this.generation;
    const computing = compute();
    cache.set(key, computing);
    const forget = () => {
      if (cache.get(key) === computing) cache.delete(key);
    };
    computing.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return computing;
  }
}

/** The search the server uses: cached unless `cacheSeconds` is 0. */
export function createProductSearch(db: DbExecutor, cacheSeconds: number): ProductSearch {
  // Loaded now (~250 ms), not while the first visitor's search waits.
  loadTextAnalysis();
  const search = new DatabaseProductSearch(db);
  return cacheSeconds > 0 ? new CachedProductSearch(search, cacheSeconds) : search;
}
