import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/**
 * Checks the password and mails a code to the new address. Resolves to the server's
 * confirmation.
 */
export async function sendEmailChangeCode(email: string, password: string): Promise<string> {
  const body = { email, password };
  return (await haiguanApi.call(accountsEndpoints.emailChangeSendCode, { body })).msg;
}

/** Makes the new address the e-mail with the code sent to it; resolves to '邮箱修改成功'. */
export async function confirmEmailChange(email: string, code: string): Promise<string> {
  const body = { email, code };
  return (await haiguanApi.call(accountsEndpoints.emailChangeConfirm, { body })).msg;
}
