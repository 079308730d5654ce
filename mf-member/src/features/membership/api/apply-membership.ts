import { haiguanApi } from '@portal/api-client';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';

/** Requests a paid tier (main account); resolves to the server's message. */
export async function applyMembership(roleKey: string): Promise<string> {
  return (await haiguanApi.call(membershipEndpoints.apply, { body: { roleKey } })).msg;
}
