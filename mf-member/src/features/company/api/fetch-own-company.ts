import { haiguanApi } from '@portal/api-client';
import type { Company } from './company';

/** `GET api/member/ownCompany` → `{code:200, data: Company | null}` (sub-members may read it). */
export async function fetchOwnCompany(): Promise<Company | null> {
  return (await haiguanApi.get<Company>('/api/member/ownCompany')).data ?? null;
}
