import { haiguanApi } from '@portal/api-client';

/** `DELETE api/member/certification` withdraws a pending request → `{code:200, msg}`. */
export async function withdrawCertification(): Promise<string> {
  return (await haiguanApi.del('/api/member/certification')).msg;
}
