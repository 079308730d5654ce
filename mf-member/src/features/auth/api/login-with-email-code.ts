import { haiguanApi } from '@portal/api-client';
import type { LoginTokenAnswer, Static } from '@portal/contracts/schemas';

/** `POST api/loginApi/emailCodeLogin` → `{code:200, msg, token}`. */
export async function loginWithEmailCode(email: string, code: string): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/emailCodeLogin', {
    email,
    code,
  })) as unknown as Static<typeof LoginTokenAnswer>;
  return answer.token;
}
