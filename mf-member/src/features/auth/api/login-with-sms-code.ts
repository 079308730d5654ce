import { haiguanApi } from '@portal/api-client';

/** `POST api/loginApi/codeLogin` → `{code:200, msg, token}`. */
export async function loginWithSmsCode(phone: string, code: string): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/codeLogin', { phone, code })) as unknown as {
    token: string;
  };
  return answer.token;
}
