import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';
import type { Staff } from './staff';

/** One employee (404 '员工不存在' for another company's id). */
export async function fetchStaff(id: number): Promise<Staff | null> {
  return (await haiguanApi.call(staffEndpoints.one, { params: { id } })).data;
}
