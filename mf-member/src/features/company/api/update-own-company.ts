import { haiguanApi } from '@portal/api-client';

export interface CompanyInput {
  name: string;
  /** For the optional texts, blank clears and undefined leaves the stored value. */
  shortName?: string;
  country: string;
  legalPerson?: string;
  registeredCapital?: string;
  foundedOn?: string;
  address?: string;
  contact?: string;
  industry?: string;
  scope?: string;
  logo?: string | null;
}

/** `PUT api/member/ownCompany` (main account; refused while pending) → `{code:200, msg}`. */
export async function updateOwnCompany(input: CompanyInput): Promise<string> {
  return (await haiguanApi.put('/api/member/ownCompany', input)).msg;
}
