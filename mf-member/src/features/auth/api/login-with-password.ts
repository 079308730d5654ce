import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

export type PasswordLoginInput = EndpointBody<typeof accountsEndpoints.passwordLogin>;

/** Signs in with the password; resolves to the session's token. */
export async function loginWithPassword(input: PasswordLoginInput): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.passwordLogin, { body: input })).token;
}
