import { haiguanApi } from '@portal/api-client';
import type { OwnCompanyBody, Static } from '@portal/contracts/schemas';

/** For the optional texts, blank or null clears and undefined leaves the stored value. */
export type CompanyInput = Static<typeof OwnCompanyBody>;

/** `PUT api/member/ownCompany` (main account; refused while pending) → `{code:200, msg}`. */
export async function updateOwnCompany(input: CompanyInput): Promise<string> {
  return (await haiguanApi.put('/api/member/ownCompany', input)).msg;
}
