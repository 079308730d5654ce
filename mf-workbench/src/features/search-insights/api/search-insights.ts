import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import type {
  SearchInsightRow,
  SearchInsights,
  SearchKind as SearchKindSchema,
  Static,
} from '@portal/contracts/schemas';

export type SearchKind = Static<typeof SearchKindSchema>;
export type QueryCount = Static<typeof SearchInsightRow>;
export type Insights = Static<typeof SearchInsights>;
export type InsightPeriod = 7 | 30;

export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'demand', 'company'];

export interface InsightFilter {
  days: InsightPeriod;
  kind: SearchKind | null;
  language: Language | null;
}

/** `GET api/platform/search-insights`: the period's top queries and those without a result. */
export async function fetchSearchInsights({
  days,
  kind,
  language,
}: InsightFilter): Promise<Insights> {
  const answer = await haiguanApi.get<Insights>(
    '/api/platform/search-insights',
    { days, ...(kind && { kind }), ...(language && { language }) },
    { silent: true },
  );
  return answer.data!;
}

/** Where a buyer lands with the same search: the hall's products or demands, the company list. */
export function searchPageOf({ kind, query }: Pick<QueryCount, 'kind' | 'query'>): string {
  const q = encodeURIComponent(query);
  if (kind === 'company') return `/enterpriseList?q=${q}`;
  return `/demandHall?tab=${kind === 'demand' ? 'demand' : 'supply'}&q=${q}`;
}
