import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

/** Rejects a pending verification request with a reason; resolves to the server's message. */
export async function rejectCertification(companyId: number, reason: string): Promise<string> {
  const input = { params: { companyId }, body: { reason } };
  return (await haiguanApi.call(companiesEndpoints.rejectCertification, input)).msg;
}
