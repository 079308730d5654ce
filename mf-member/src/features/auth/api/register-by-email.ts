import { haiguanApi } from '@portal/api-client';
import type { NewPasswordInput } from './new-password-input';

/** `POST api/loginApi/emailRegister` (type 2) → `{code:200, msg, token}`: the user is signed in. */
export async function registerByEmail(
  input: NewPasswordInput & { email: string },
): Promise<{ msg: string; token: string }> {
  return (await haiguanApi.post('/api/loginApi/emailRegister', {
    type: 2,
    ...input,
  })) as unknown as { msg: string; token: string };
}
