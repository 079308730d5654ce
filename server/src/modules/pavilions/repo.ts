import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import type { Localized } from '../../platform/language/localized';
import { COMPANY_TIER_SQL, HIT_COLUMNS, type HitRow } from '../../lib/product-search';

export interface PavilionRecord {
  key: string;
  name: Localized;
  tagline: Localized;
  intro: Localized;
  hs_prefixes: string[];
  countries: string[];
  industry_words: string[];
  commodities: string[];
}

/**
 * The pavilion's rules as SQL conditions on `c` (companies) and `p` (products), with `v` the
 * pavilion: a company matches by country, industry word or the curated list; a product by its
 * HS code or its company.
 */
const COMPANY_MATCH = `(c.country = ANY (v.countries)
   OR EXISTS (SELECT 1 FROM unnest(v.industry_words) w WHERE c.industry ILIKE '%' || w || '%')
   OR c.id IN (SELECT company_id FROM pavilion_companies WHERE pavilion = v.key))`;
const PRODUCT_MATCH = `(EXISTS (SELECT 1 FROM unnest(v.hs_prefixes) h WHERE p.hs_code LIKE h || '%')
   OR ${COMPANY_MATCH})`;
const PUBLIC_PRODUCT = 'p.status = 1 AND NOT c.is_platform';
const FEATURED_COMPANY = `c.review_status = 2 AND NOT c.is_platform AND (${COMPANY_MATCH}
   OR EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.status = 1
                AND EXISTS (SELECT 1 FROM unnest(v.hs_prefixes) h WHERE p.hs_code LIKE h || '%')))`;

/** How many verified companies and published products the pavilion features. */
export async function countFeatured(db: DbExecutor, key: string) {
  const { rows } = await db.query<{ companies: number; products: number }>(
    `SELECT (SELECT count(*)::int FROM companies c WHERE ${FEATURED_COMPANY}) AS companies,
            (SELECT count(*)::int FROM products p JOIN companies c ON c.id = p.company_id
              WHERE ${PUBLIC_PRODUCT} AND ${PRODUCT_MATCH}) AS products
       FROM pavilions v WHERE v.key = $1`,
    [key],
  );
  return rows[0]!;
}

/** The pavilions' keys and names, in their order. */
export async function selectPavilionNames(db: DbExecutor) {
  const { rows } = await db.query<Pick<PavilionRecord, 'key' | 'name' | 'tagline'>>(
    'SELECT key, name, tagline FROM pavilions ORDER BY sort, key',
  );
  return rows;
}

/** A pavilion with its rules; undefined if none has the key. */
export async function selectPavilion(db: DbExecutor, key: string) {
  const { rows } = await db.query<PavilionRecord>(
    `SELECT key, name, tagline, intro, hs_prefixes, countries, industry_words, commodities
       FROM pavilions WHERE key = $1`,
    [key],
  );
  return rows[0];
}

/** Up to `count` featured companies: the curated first, then those with more products. */
export async function selectFeaturedCompanies(db: DbExecutor, key: string, count: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    short_name: string | null;
    country: string | null;
    city: string | null;
    industry: string | null;
    original_language: Language;
    translations: ListingTranslations<'company'>;
    product_count: number;
  }>(
    `SELECT c.id, c.name, c.short_name, c.country, c.city, c.industry, c.original_language,
            c.translations,
            (SELECT count(*)::int FROM products p WHERE p.company_id = c.id AND p.status = 1)
              AS product_count,
            (SELECT sort FROM pavilion_companies pc WHERE pc.pavilion = v.key
              AND pc.company_id = c.id) AS curated
       FROM pavilions v JOIN companies c ON ${FEATURED_COMPANY}
      WHERE v.key = $1
      ORDER BY curated NULLS LAST, product_count DESC, c.id LIMIT ${count}`,
    [key],
  );
  return rows;
}

/** The newest `count` published products the pavilion features, as search hits. */
export async function selectFeaturedHits(
  db: DbExecutor,
  key: string,
  now: Date,
  count: number,
): Promise<HitRow[]> {
  const { rows } = await db.query<HitRow>(
    `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$2')} AS role_key
       FROM pavilions v JOIN products p ON true JOIN companies c ON c.id = p.company_id
      WHERE v.key = $1 AND ${PUBLIC_PRODUCT} AND ${PRODUCT_MATCH}
      ORDER BY p.published_at DESC, p.id DESC LIMIT ${count}`,
    [key, now],
  );
  return rows;
}
