import type { Insights, QueryCount } from './api/search-insights';

/** The search-insight answers the screen's tests are given, each checked against its schema. */

export const queryCount = (
  query: string,
  searches: number,
  zeroResultSearches: number,
  kind: QueryCount['kind'] = 'product',
): QueryCount => ({ kind, query, searches, zeroResultSearches });

/** A week in which buyers looked for tea in four languages and for Port wine in vain. */
export const week: Insights = {
  from: '2026-11-23',
  to: '2026-11-29',
  top: [
    queryCount('普洱', 42, 0),
    queryCount('cha', 17, 3),
    queryCount('vinho do porto', 9, 9, 'demand'),
  ],
  noResult: [queryCount('vinho do porto', 9, 9, 'demand'), queryCount('cha', 17, 3)],
};
