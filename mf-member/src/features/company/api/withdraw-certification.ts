import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

/** Withdraws a pending verification request; resolves to the server's message. */
export async function withdrawCertification(): Promise<string> {
  return (await haiguanApi.call(companiesEndpoints.withdrawCertification)).msg;
}
