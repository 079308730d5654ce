import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/** Signs in with a code sent to the phone; resolves to the session's token. */
export async function loginWithSmsCode(phone: string, code: string): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.smsCodeLogin, { body: { phone, code } })).token;
}
