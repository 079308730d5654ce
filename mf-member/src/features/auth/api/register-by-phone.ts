import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { RegisterInput } from './new-password-input';

/** Registers by phone (type 1); resolves to the server's message ('注册成功'). */
export async function registerByPhone(input: RegisterInput & { phone: string }): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.registerByPhone, { body: { type: 1, ...input } }))
    .msg;
}
