import { haiguanApi } from '@portal/api-client';

export interface CertificationInput {
  creditCode: string;
  legalPerson: string;
  /** File id from `POST api/upload?purpose=licence`. */
  licenceFile: number;
}

/** `POST api/member/certification` → `{code:200, msg:'已提交认证，请等待审核'}`. */
export async function submitCertification(input: CertificationInput): Promise<string> {
  return (await haiguanApi.post('/api/member/certification', input)).msg;
}
