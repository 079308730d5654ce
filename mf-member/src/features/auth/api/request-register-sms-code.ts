import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/** Asks for a registration code by SMS; resolves to the server's message. */
export async function requestRegisterSmsCode(phone: string): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.sendRegisterSmsCode, { body: { phone } })).msg;
}
