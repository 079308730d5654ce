import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { NewPasswordInput } from './new-password-input';

/** Resets the password with a code sent to the e-mail (type 2); resolves to the server's message. */
export async function resetPasswordByEmail(
  input: NewPasswordInput & { email: string },
): Promise<string> {
  const body = { type: 2 as const, ...input };
  return (await haiguanApi.call(accountsEndpoints.resetPasswordByEmail, { body })).msg;
}
