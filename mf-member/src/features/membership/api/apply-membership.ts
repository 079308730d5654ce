import { haiguanApi } from '@portal/api-client';
import type { TierKey } from './tier';

/** `POST api/memberRole/apply {roleKey}` (main account) → `{code:200, data:{id}}`. */
export async function applyMembership(roleKey: TierKey): Promise<string> {
  return (await haiguanApi.post<{ id: number }>('/api/memberRole/apply', { roleKey })).msg;
}
