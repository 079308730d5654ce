import { haiguanApi } from '@portal/api-client';

/**
 * `POST api/member/emailChange/sendCode {email, password}` → `{code:200, msg}`: checks the password
 * and mails a code to the new address. Resolves to the server's confirmation.
 */
export async function sendEmailChangeCode(email: string, password: string): Promise<string> {
  return (await haiguanApi.post('/api/member/emailChange/sendCode', { email, password })).msg;
}

/** `POST api/member/emailChange/confirm {email, code}` → `{code:200, msg:'邮箱修改成功'}`. */
export async function confirmEmailChange(email: string, code: string): Promise<string> {
  return (await haiguanApi.post('/api/member/emailChange/confirm', { email, code })).msg;
}
