import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

/** A disabled employee can no longer sign in. */
export async function setStaffDisabled(id: number, disabled: boolean): Promise<string> {
  const input = { params: { id }, body: { disabled } };
  return (await haiguanApi.call(staffEndpoints.setStatus, input)).msg;
}
