import { haiguanApi } from '@portal/api-client';

/** `PUT api/staff/:id/status {disabled}`: a disabled employee can no longer sign in. */
export async function setStaffDisabled(id: number, disabled: boolean): Promise<string> {
  return (await haiguanApi.put(`/api/staff/${id}/status`, { disabled })).msg;
}
