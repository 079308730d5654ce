import { haiguanApi } from '@portal/api-client';
import type { CertificationBody, Static } from '@portal/contracts/schemas';

/** `licenceFile` is a file id from `POST api/upload?purpose=licence`. */
export type CertificationInput = Static<typeof CertificationBody>;

/** `POST api/member/certification` → `{code:200, msg:'已提交认证，请等待审核'}`. */
export async function submitCertification(input: CertificationInput): Promise<string> {
  return (await haiguanApi.post('/api/member/certification', input)).msg;
}
