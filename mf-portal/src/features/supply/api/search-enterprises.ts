import { haiguanApi } from '@portal/api-client';
import type { EndpointQuery } from '@portal/contracts/endpoints';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';
import type { EnterpriseCard } from './product';

export const ENTERPRISE_PAGE_SIZE = 12;

/** `GET api/enterprise/list?keyword&country&industry&verified&pageNum&pageSize`. */
export async function searchEnterprises(query: {
  q: string;
  country: string;
  industry: string;
  verified: boolean;
  page: number;
}): Promise<{ rows: EnterpriseCard[]; total: number }> {
  const sent: EndpointQuery<typeof enterpriseEndpoints.list> = {
    pageNum: query.page,
    pageSize: ENTERPRISE_PAGE_SIZE,
  };
  if (query.q) sent.keyword = query.q;
  if (query.country) sent.country = query.country;
  if (query.industry) sent.industry = query.industry;
  if (query.verified) sent.verified = true;
  const answer = await haiguanApi.call(enterpriseEndpoints.list, { query: sent }, { silent: true });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
