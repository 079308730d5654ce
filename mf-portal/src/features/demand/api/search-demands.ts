import { haiguanApi } from '@portal/api-client';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import type { EndpointQuery } from '@portal/contracts/endpoints';
import type { DemandCard, DemandQuery } from './demand';

export const DEMAND_PAGE_SIZE = 12;

/** The URL's query → one page of ongoing public demands. */
export async function searchDemands(
  query: DemandQuery,
): Promise<{ rows: DemandCard[]; total: number }> {
  const params: EndpointQuery<typeof demandEndpoints.search> = {
    pageNum: query.page,
    pageSize: DEMAND_PAGE_SIZE,
  };
  if (query.q) params.keyword = query.q;
  if (query.hs) params.hsCode = query.hs;
  if (query.industry) params.industry = query.industry;
  if (query.country) params.buyerCountry = query.country;
  if (query.deadlineFrom) params.deadlineFrom = query.deadlineFrom;
  if (query.sort) params.sort = query.sort;
  const answer = await haiguanApi.call(demandEndpoints.search, { query: params }, { silent: true });
  return { rows: answer.rows, total: answer.total };
}
