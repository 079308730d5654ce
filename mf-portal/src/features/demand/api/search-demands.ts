import { haiguanApi } from '@portal/api-client';
import type { DemandCard, DemandQuery } from './demand';

export const DEMAND_PAGE_SIZE = 12;

/** `GET api/demand/search` with the URL's query → one page of ongoing public demands. */
export async function searchDemands(
  query: DemandQuery,
): Promise<{ rows: DemandCard[]; total: number }> {
  const params: Record<string, string | number> = {
    pageNum: query.page,
    pageSize: DEMAND_PAGE_SIZE,
  };
  if (query.q) params.keyword = query.q;
  if (query.hs) params.hsCode = query.hs;
  if (query.industry) params.industry = query.industry;
  if (query.country) params.buyerCountry = query.country;
  if (query.deadlineFrom) params.deadlineFrom = query.deadlineFrom;
  if (query.sort) params.sort = query.sort;
  const answer = await haiguanApi.page<DemandCard>('/api/demand/search', params as never, {
    silent: true,
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
