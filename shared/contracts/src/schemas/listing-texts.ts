import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { DEMAND_LIMITS, PRODUCT_LIMITS } from '../limits';

/**
 * Listings in the reader's language (issue #34, docs/listing-languages.md). A product, company
 * or demand keeps its author's text in its own columns, in its `originalLanguage`, and the other
 * languages the author filled (or a translator pre-filled) in `translations`. Readers are shown
 * their language where it exists, else the original, marked with the language it is in.
 */

export const ListingLanguage = Type.Union([
  Type.Literal('zh'),
  Type.Literal('cht'),
  Type.Literal('pt'),
  Type.Literal('en'),
]);

/** The longest text each translatable field takes, per kind of listing. */
export const LISTING_TEXT_LIMITS = {
  product: { name: PRODUCT_LIMITS.name, description: PRODUCT_LIMITS.description },
  company: { name: 100, scope: 1000 },
  demand: {
    title: DEMAND_LIMITS.title,
    productName: DEMAND_LIMITS.productName,
    description: DEMAND_LIMITS.description,
  },
} as const;

export type ListingKind = keyof typeof LISTING_TEXT_LIMITS;
export type ListingTextField<Kind extends ListingKind> = keyof (typeof LISTING_TEXT_LIMITS)[Kind] &
  string;

/**
 * One language of a listing other than its original: the fields filled in it, and `machine`
 * while the text is a machine translation its author has not reviewed (cleared when the author
 * saves the language as theirs).
 */
function translationIn<Kind extends ListingKind>(kind: Kind): TObject {
  const fields: Record<string, TSchema> = {};
  for (const [field, maxLength] of Object.entries(LISTING_TEXT_LIMITS[kind]))
    fields[field] = Type.Optional(Type.String({ maxLength }));
  fields.machine = Type.Optional(Type.Boolean());
  return Type.Object(fields, { additionalProperties: false });
}

/** The languages other than the original, as an author saves them and the editor reads them. */
function translationsOf<Kind extends ListingKind>(kind: Kind) {
  const one = translationIn(kind);
  return Type.Object(
    {
      zh: Type.Optional(one),
      cht: Type.Optional(one),
      pt: Type.Optional(one),
      en: Type.Optional(one),
    },
    { additionalProperties: false },
  );
}

export const ProductTranslations = translationsOf('product');
export const CompanyTranslations = translationsOf('company');
export const DemandTranslations = translationsOf('demand');

export type ListingTranslation<Kind extends ListingKind> = Partial<
  Record<ListingTextField<Kind>, string>
> & { machine?: boolean };
export type ListingTranslations<Kind extends ListingKind> = Partial<
  Record<Static<typeof ListingLanguage>, ListingTranslation<Kind>>
>;

/**
 * What an author's editor reads and saves besides the original fields: the original's language
 * and the other languages.
 */
export const listingLanguageProperties = <Kind extends ListingKind>(kind: Kind) => ({
  originalLanguage: ListingLanguage,
  translations: translationsOf(kind),
});

/**
 * What a reader's copy of a listing carries beside its texts: the language they are in (the
 * reader's own, or the original's when the author gave none in the reader's) and whether they
 * are a machine translation nobody has reviewed. The client marks both.
 */
export const shownLanguageProperties = {
  textLanguage: ListingLanguage,
  machineTranslated: Type.Boolean(),
};
