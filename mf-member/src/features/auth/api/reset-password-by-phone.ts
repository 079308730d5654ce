import { haiguanApi } from '@portal/api-client';
import type { NewPasswordInput } from './new-password-input';

/** `POST api/loginApi/forgotPassword` (type 1) → `{code:200, msg}`; resolves to the msg. */
export async function resetPasswordByPhone(
  input: NewPasswordInput & { phone: string },
): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/forgotPassword', { type: 1, ...input })).msg;
}
