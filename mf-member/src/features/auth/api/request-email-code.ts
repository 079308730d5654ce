import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { CodeScene } from './code-scene';

/**
 * Asks for a sign-in or password code by e-mail; resolves to the server's message. Silent because
 * spec §8 gives the failure its own text, which the caller shows.
 */
export async function requestEmailCode(email: string, scene: CodeScene): Promise<string> {
  const body = { email, scene };
  return (await haiguanApi.call(accountsEndpoints.sendEmailCode, { body }, { silent: true })).msg;
}
