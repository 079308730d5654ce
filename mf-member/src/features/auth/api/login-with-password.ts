import { haiguanApi } from '@portal/api-client';

export interface PasswordLoginInput {
  username: string;
  password: string;
  code: string;
  uuid?: string;
}

/** `POST api/loginApi/login` → `{code:200, msg, token}`. */
export async function loginWithPassword(input: PasswordLoginInput): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/login', input)) as unknown as {
    token: string;
  };
  return answer.token;
}
