import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

/**
 * A code to the future staff member's phone or e-mail, which they pass on to the main account.
 * Resolves to the server's confirmation.
 */
export async function sendStaffCode(account: string): Promise<string> {
  return (await haiguanApi.call(staffEndpoints.sendCode, { body: { account } })).msg;
}
