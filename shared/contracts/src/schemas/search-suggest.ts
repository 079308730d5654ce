import { Type } from 'typebox';
import { Nullable, SerialId } from './common';
import { ListingLanguage } from './listing-texts';

/**
 * What the header's search box suggests while a visitor types (docs/architecture.md, "One search
 * box in every header"): a few products, companies and HS codes whose words start with what was
 * typed, in any of the portal's languages, named in the reader's language where the listing has
 * it.
 */

export const SearchSuggestQuery = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
});

/** At most this many of each kind, in this order on the screen. */
export const SUGGESTION_LIMITS = { products: 5, companies: 3, headings: 3 } as const;

export const ProductSuggestion = Type.Object({
  id: SerialId,
  name: Type.String(),
  textLanguage: ListingLanguage,
  hsCode: Nullable(Type.String()),
});

export const CompanySuggestion = Type.Object({
  id: SerialId,
  name: Type.String(),
  textLanguage: ListingLanguage,
});

export const HeadingSuggestion = Type.Object({
  code: Type.String({ description: 'HS chapter, heading or subheading: 2, 4 or 6 digits' }),
  name: Type.String(),
  nameLanguage: ListingLanguage,
});

export const SearchSuggestions = Type.Object({
  products: Type.Array(ProductSuggestion, { maxItems: SUGGESTION_LIMITS.products }),
  companies: Type.Array(CompanySuggestion, { maxItems: SUGGESTION_LIMITS.companies }),
  headings: Type.Array(HeadingSuggestion, { maxItems: SUGGESTION_LIMITS.headings }),
});
