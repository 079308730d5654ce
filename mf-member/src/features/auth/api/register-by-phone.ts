import { haiguanApi } from '@portal/api-client';
import type { RegisterInput } from './new-password-input';

/** `POST api/loginApi/register` (type 1) → `{code:200, msg:'注册成功'}`; resolves to the msg. */
export async function registerByPhone(input: RegisterInput & { phone: string }): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/register', { type: 1, ...input })).msg;
}
