import { haiguanApi } from '@portal/api-client';

/**
 * `POST api/staff/sendCode {account}` → `{code:200, msg}`: a code to the future staff member's
 * phone or e-mail, which they pass on to the main account. Resolves to the server's confirmation.
 */
export async function sendStaffCode(account: string): Promise<string> {
  return (await haiguanApi.post('/api/staff/sendCode', { account })).msg;
}
