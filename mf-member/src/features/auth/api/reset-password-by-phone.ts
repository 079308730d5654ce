import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { NewPasswordInput } from './new-password-input';

/** Resets the password with a code sent to the phone (type 1); resolves to the server's message. */
export async function resetPasswordByPhone(
  input: NewPasswordInput & { phone: string },
): Promise<string> {
  const body = { type: 1 as const, ...input };
  return (await haiguanApi.call(accountsEndpoints.resetPasswordByPhone, { body })).msg;
}
