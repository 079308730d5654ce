import type { Language } from '@portal/contracts';
import type { Pavilion, PavilionSummary, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { localize } from '../../platform/language/localized';
import { toHit } from '../../lib/product-search';
import { shownTexts } from '../listing-texts/shown-texts';
import { pavilionNotFoundMsg } from '../prices/service';
import * as repo from './repo';

/** Featured companies and products a pavilion page shows (the hall has the rest). */
const FEATURED = 12;

/**
 * The themed pavilions (tea, Macau, Shandong; docs/prices-and-pavilions.md), public: their
 * introduction in the request's language, and the supply side's verified companies and published
 * products that match each theme. Their prices come from `GET prices?pavilion=`.
 */
export async function pavilionSummaries(
  db: DbExecutor,
  language: Language,
): Promise<Static<typeof PavilionSummary>[]> {
  const summaries = [];
  for (const row of await repo.selectPavilionNames(db)) {
    const counted = await repo.countFeatured(db, row.key);
    summaries.push({
      key: row.key,
      name: localize(row.name, language),
      tagline: localize(row.tagline, language),
      companyCount: counted.companies,
      productCount: counted.products,
    });
  }
  return summaries;
}

/**
 * A pavilion: its introduction, featured companies (named in the reader's language) and products,
 * and its commodity codes. `base` is the API base path the product images are served on.
 */
export async function pavilionPage(
  db: DbExecutor,
  key: string,
  { language, base, now }: { language: Language; base: string; now: Date },
): Promise<Static<typeof Pavilion>> {
  const pavilion = await repo.selectPavilion(db, key);
  if (!pavilion) throw new BusinessError(404, pavilionNotFoundMsg(language));
  const companies = await repo.selectFeaturedCompanies(db, pavilion.key, FEATURED);
  const products = await repo.selectFeaturedHits(db, pavilion.key, now, FEATURED);
  const counted = await repo.countFeatured(db, pavilion.key);
  return {
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
    companies: companies.map((row) => {
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
    products: products.map((row) => {
      const { imageFileId, ...hit } = toHit(row, language);
      return {
        ...hit,
        // The product's picture is served by the public product routes (modules/products).
        imageUrl: imageFileId ? `${base}/product/public/${hit.id}/media/${imageFileId}` : null,
      };
    }),
  };
}
