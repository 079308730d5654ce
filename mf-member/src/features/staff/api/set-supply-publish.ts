import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

/** Grants or revokes publishing supply (spec §6). */
export async function setSupplyPublish(id: number, granted: boolean): Promise<string> {
  const input = { params: { id }, body: { granted } };
  return (await haiguanApi.call(staffEndpoints.setSupplyPublish, input)).msg;
}
