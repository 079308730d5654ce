import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

/** Approves a pending verification request; resolves to the server's message. */
export async function approveCertification(companyId: number): Promise<string> {
  return (await haiguanApi.call(companiesEndpoints.approveCertification, { params: { companyId } }))
    .msg;
}
