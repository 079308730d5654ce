import { Type } from 'typebox';
import { ListingLanguage } from './listing-texts';

/**
 * What buyers search for, as the platform's operators read it (docs/search-insights.md): counts
 * per normalised query, never who searched.
 */

/** The searches that are counted: the supply hall's products, the demand hall, the company list. */
export const SearchKind = Type.Union([
  Type.Literal('product'),
  Type.Literal('demand'),
  Type.Literal('company'),
]);

export const SearchInsightsQuery = Type.Object(
  {
    days: Type.Unsafe<7 | 30>(
      Type.Integer({ enum: [7, 30], default: 7, description: 'the last 7 or 30 platform days' }),
    ),
    kind: Type.Optional(SearchKind),
    language: Type.Optional(ListingLanguage),
  },
  { additionalProperties: false },
);

/** One query of the period: the kind of search it was typed in and how often, how often in vain. */
export const SearchInsightRow = Type.Object({
  kind: SearchKind,
  query: Type.String({ description: 'as searched: accents, case and Traditional Chinese folded' }),
  searches: Type.Integer({ minimum: 1 }),
  zeroResultSearches: Type.Integer({
    minimum: 0,
    description: 'of those, the ones with no result',
  }),
});

/** `GET api/platform/search-insights`: the period's most frequent queries and those in vain. */
export const SearchInsights = Type.Object({
  from: Type.String({ format: 'date', description: 'first platform day (UTC+8) counted' }),
  to: Type.String({ format: 'date', description: 'last platform day counted: today' }),
  top: Type.Array(SearchInsightRow, { description: 'the 50 most searched, most first' }),
  noResult: Type.Array(SearchInsightRow, {
    description: 'the 50 most often searched without a result, most first',
  }),
});
