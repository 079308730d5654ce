import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  type ListingTranslations,
  Pavilion,
  PavilionKeyParams,
  PavilionSummary,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError, Envelope, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { COMPANY_TIER_SQL, HIT_COLUMNS, toHit, type HitRow } from '../../lib/product-search';
import { shownTexts } from '../../modules/listing-texts/shown-texts';
import { priceMessages } from '../prices/price-messages';

/** Featured companies and products a pavilion page shows (the hall has the rest). */
const FEATURED = 12;

type Localized = Record<Language, string>;
const localize = (text: Localized, language: Language) => text[language] || text.zh;

interface PavilionRecord {
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
 * The pavilion's rules as SQL conditions on `c` (companies) and `p` (products), with $1 the
 * pavilion key: a company matches by country, industry word or the curated list; a product by
 * its HS code or its company.
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

async function counts(db: DbExecutor, key: string) {
  const { rows } = await db.query<{ companies: number; products: number }>(
    `SELECT (SELECT count(*)::int FROM companies c WHERE ${FEATURED_COMPANY}) AS companies,
            (SELECT count(*)::int FROM products p JOIN companies c ON c.id = p.company_id
              WHERE ${PUBLIC_PRODUCT} AND ${PRODUCT_MATCH}) AS products
       FROM pavilions v WHERE v.key = $1`,
    [key],
  );
  return rows[0]!;
}

/**
 * The themed pavilions (tea, Macau, Shandong; docs/prices-and-pavilions.md), public: their
 * introduction in the request's language, and the supply side's verified companies and published
 * products that match each theme. Their prices come from `GET prices?pavilion=`.
 */
const pavilionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pavilions',
    {
      schema: {
        tags: ['pavilions'],
        summary: 'The themed pavilions with how many companies and products each features',
        response: { 200: Envelope(Type.Array(PavilionSummary)) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const { rows } = await app.db.query<PavilionRecord>(
        'SELECT key, name, tagline FROM pavilions ORDER BY sort, key',
      );
      const summaries = [];
      for (const row of rows) {
        const counted = await counts(app.db, row.key);
        summaries.push({
          key: row.key,
          name: localize(row.name, language),
          tagline: localize(row.tagline, language),
          companyCount: counted.companies,
          productCount: counted.products,
        });
      }
      return ok(summaries);
    },
  );

  app.get(
    '/pavilions/:key',
    {
      schema: {
        tags: ['pavilions'],
        summary: 'A pavilion: introduction, featured companies and products, its commodity codes',
        params: PavilionKeyParams,
        response: { 200: Envelope(Pavilion) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const { rows } = await app.db.query<PavilionRecord>(
        `SELECT key, name, tagline, intro, hs_prefixes, countries, industry_words, commodities
           FROM pavilions WHERE key = $1`,
        [request.params.key],
      );
      const pavilion = rows[0];
      if (!pavilion) throw new BusinessError(404, priceMessages(language).pavilionNotFound());

      const companies = await app.db.query<{
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
          ORDER BY curated NULLS LAST, product_count DESC, c.id LIMIT ${FEATURED}`,
        [pavilion.key],
      );
      const products = await app.db.query<HitRow>(
        `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$2')} AS role_key
           FROM pavilions v JOIN products p ON true JOIN companies c ON c.id = p.company_id
          WHERE v.key = $1 AND ${PUBLIC_PRODUCT} AND ${PRODUCT_MATCH}
          ORDER BY p.published_at DESC, p.id DESC LIMIT ${FEATURED}`,
        [pavilion.key, app.now()],
      );
      // The product's picture is served by the public product routes (routes/products/public.ts).
      const base = request.url.replace(/\/pavilions\/.*$/, '');
      const counted = await counts(app.db, pavilion.key);
      return ok({
        key: pavilion.key,
        name: localize(pavilion.name, language),
        tagline: localize(pavilion.tagline, language),
        companyCount: counted.companies,
        productCount: counted.products,
        intro: localize(pavilion.intro, language)
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        hsPrefixes: pavilion.hs_prefixes,
        countries: pavilion.countries,
        commodities: pavilion.commodities,
        companies: companies.rows.map((row) => {
          const shown = shownTexts(
            {
              original: { name: row.name, scope: null },
              originalLanguage: row.original_language,
              translations: row.translations,
            },
            language,
          );
          return {
            id: row.id,
            name: shown.texts.name!,
            textLanguage: shown.textLanguage,
            machineTranslated: shown.machineTranslated,
            shortName: row.short_name,
            country: row.country?.trim() ?? null,
            city: row.city,
            industry: row.industry,
            productCount: row.product_count,
          };
        }),
        products: products.rows.map((row) => {
          const { imageFileId, ...hit } = toHit(row, language);
          return {
            ...hit,
            imageUrl: imageFileId ? `${base}/product/public/${hit.id}/media/${imageFileId}` : null,
          };
        }),
      });
    },
  );
};

export default pavilionRoutes;
