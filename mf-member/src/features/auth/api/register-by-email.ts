import { haiguanApi } from '@portal/api-client';
import type { LoginTokenAnswer, Static } from '@portal/contracts/schemas';
import type { RegisterInput } from './new-password-input';

/** `POST api/loginApi/emailRegister` (type 2) → `{code:200, msg, token}`: the user is signed in. */
export async function registerByEmail(
  input: RegisterInput & { email: string },
): Promise<Static<typeof LoginTokenAnswer>> {
  return (await haiguanApi.post('/api/loginApi/emailRegister', {
    type: 2,
    ...input,
  })) as unknown as Static<typeof LoginTokenAnswer>;
}
