import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/** Signs in with a code sent to the e-mail; resolves to the session's token. */
export async function loginWithEmailCode(email: string, code: string): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.emailCodeLogin, { body: { email, code } })).token;
}
