import { haiguanApi } from '@portal/api-client';
import type { NewPasswordInput } from './new-password-input';

/** `POST api/loginApi/emailForgotPassword` (type 2) → `{code:200, msg}`; resolves to the msg. */
export async function resetPasswordByEmail(
  input: NewPasswordInput & { email: string },
): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/emailForgotPassword', { type: 2, ...input })).msg;
}
