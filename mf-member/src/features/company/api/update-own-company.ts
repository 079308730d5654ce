import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

/** For the optional texts, blank or null clears and undefined leaves the stored value. */
export type CompanyInput = EndpointBody<typeof companiesEndpoints.updateOwnCompany>;

/** Saves the company profile (main account; refused while pending); resolves to the message. */
export async function updateOwnCompany(input: CompanyInput): Promise<string> {
  return (await haiguanApi.call(companiesEndpoints.updateOwnCompany, { body: input })).msg;
}
