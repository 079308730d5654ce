import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/**
 * Asks for a registration code by e-mail; resolves to the server's message. Silent because spec §8
 * gives the failure its own text, which the caller shows.
 */
export async function requestRegisterEmailCode(email: string): Promise<string> {
  const endpoint = accountsEndpoints.sendRegisterEmailCode;
  return (await haiguanApi.call(endpoint, { body: { email } }, { silent: true })).msg;
}
