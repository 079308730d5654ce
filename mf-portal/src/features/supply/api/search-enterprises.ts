import { haiguanApi } from '@portal/api-client';
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
  const params: Record<string, string | number | boolean> = {
    pageNum: query.page,
    pageSize: ENTERPRISE_PAGE_SIZE,
  };
  if (query.q) params.keyword = query.q;
  if (query.country) params.country = query.country;
  if (query.industry) params.industry = query.industry;
  if (query.verified) params.verified = true;
  const answer = await haiguanApi.page<EnterpriseCard>('/api/enterprise/list', params as never, {
    silent: true,
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
