import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { RegisterInput } from './new-password-input';

/** Registers by e-mail (type 2); the answer carries a token: the user is signed in. */
export async function registerByEmail(
  input: RegisterInput & { email: string },
): Promise<EndpointAnswer<typeof accountsEndpoints.registerByEmail>> {
  return haiguanApi.call(accountsEndpoints.registerByEmail, { body: { type: 2, ...input } });
}
