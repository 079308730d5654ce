import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import type { Company } from './company';

/** The member's company (sub-members may read it). */
export async function fetchOwnCompany(): Promise<Company | null> {
  return (await haiguanApi.call(companiesEndpoints.ownCompany)).data;
}
