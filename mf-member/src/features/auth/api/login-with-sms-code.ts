import { haiguanApi } from '@portal/api-client';
import type { LoginTokenAnswer, Static } from '@portal/contracts/schemas';

/** `POST api/loginApi/codeLogin` → `{code:200, msg, token}`. */
export async function loginWithSmsCode(phone: string, code: string): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/codeLogin', {
    phone,
    code,
  })) as unknown as Static<typeof LoginTokenAnswer>;
  return answer.token;
}
