import { haiguanApi } from '@portal/api-client';
import type { MembershipApplied, Static } from '@portal/contracts/schemas';

/** `POST api/memberRole/apply {roleKey}` (main account) → `{code:200, data:{id}}`. */
export async function applyMembership(roleKey: string): Promise<string> {
  return (
    await haiguanApi.post<Static<typeof MembershipApplied>>('/api/memberRole/apply', { roleKey })
  ).msg;
}
