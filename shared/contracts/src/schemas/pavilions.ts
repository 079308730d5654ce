import { Type } from 'typebox';
import { companyIdentityProperties } from './company-identity';
import { shownLanguageProperties } from './listing-texts';
import { ProductSearchHit } from './products';

/**
 * Shapes of the themed pavilions (docs/prices-and-pavilions.md). Their prices come from
 * `GET prices?pavilion=` (./prices.ts).
 */

export const PavilionKeyParams = Type.Object({ key: Type.String({ maxLength: 20 }) });

/** `GET pavilions`: one entry per pavilion, in order. */
export const PavilionSummary = Type.Object({
  key: Type.String(),
  name: Type.String(),
  tagline: Type.String(),
  companyCount: Type.Integer({ description: 'verified companies matching the theme' }),
  productCount: Type.Integer({ description: 'published products matching the theme' }),
});

export const PavilionCompany = Type.Object({
  ...companyIdentityProperties,
  /** Of the name: the reader's language, or the original's (docs/listing-languages.md). */
  ...shownLanguageProperties,
  productCount: Type.Integer({ description: 'published products' }),
});

/** `GET pavilions/:key`. */
export const Pavilion = Type.Object({
  ...PavilionSummary.properties,
  intro: Type.Array(Type.String(), { description: 'paragraphs' }),
  hsPrefixes: Type.Array(Type.String(), { description: 'HS codes its products start with' }),
  countries: Type.Array(Type.String(), { description: 'countries its companies are in' }),
  commodities: Type.Array(Type.String(), { description: 'codes of its prices (GET prices)' }),
  companies: Type.Array(PavilionCompany),
  products: Type.Array(ProductSearchHit),
});
