import { haiguanApi } from '@portal/api-client';

/**
 * `POST api/loginApi/getRegisterEmailSms` → `{code:200, msg}`; resolves to that msg. Silent
 * because spec §8 gives the failure its own text, which the caller shows.
 */
export async function requestRegisterEmailCode(email: string): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/getRegisterEmailSms', { email }, { silent: true }))
    .msg;
}
