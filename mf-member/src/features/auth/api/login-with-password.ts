import { haiguanApi } from '@portal/api-client';
import type { LoginTokenAnswer, PasswordLoginBody, Static } from '@portal/contracts/schemas';

export type PasswordLoginInput = Static<typeof PasswordLoginBody>;

/** `POST api/loginApi/login` → `{code:200, msg, token}`. */
export async function loginWithPassword(input: PasswordLoginInput): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/login', input)) as unknown as Static<
    typeof LoginTokenAnswer
  >;
  return answer.token;
}
