import { haiguanApi } from '@portal/api-client';
import type { StaffProfileInput } from './staff';

/** `PUT api/staff` → `{code:200, msg}`. */
export async function updateStaff(id: number, input: StaffProfileInput): Promise<string> {
  return (await haiguanApi.put('/api/staff', { id, ...input })).msg;
}
