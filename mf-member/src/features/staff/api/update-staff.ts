import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';
import type { StaffProfileInput } from './staff';

/** Replaces an employee's profile; resolves to the server's message. */
export async function updateStaff(id: number, input: StaffProfileInput): Promise<string> {
  return (await haiguanApi.call(staffEndpoints.update, { body: { id, ...input } })).msg;
}
