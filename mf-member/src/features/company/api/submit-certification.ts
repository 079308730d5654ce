import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

/** `licenceFile` is a file id from `POST api/upload?purpose=licence`. */
export type CertificationInput = EndpointBody<typeof companiesEndpoints.submitCertification>;

/** Submits the company for verification; resolves to '已提交认证，请等待审核'. */
export async function submitCertification(input: CertificationInput): Promise<string> {
  return (await haiguanApi.call(companiesEndpoints.submitCertification, { body: input })).msg;
}
