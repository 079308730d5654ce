import { haiguanApi } from '@portal/api-client';

/** `POST api/loginApi/getRegisterSms` → `{code:200, msg}`; resolves to that msg. */
export async function requestRegisterSmsCode(phone: string): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/getRegisterSms', { phone })).msg;
}
