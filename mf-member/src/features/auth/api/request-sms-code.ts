import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { CodeScene } from './code-scene';

/** Asks for a sign-in or password code by SMS; resolves to the server's message ('验证码已发送，请注意查收'). */
export async function requestSmsCode(phone: string, scene: CodeScene): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.sendSmsCode, { body: { phone, scene } })).msg;
}
