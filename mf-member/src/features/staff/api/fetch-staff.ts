import { haiguanApi } from '@portal/api-client';
import type { Staff } from './staff';

/** `GET api/staff/:id` → `{code:200, data: Staff}` (404 '员工不存在' for another company's id). */
export async function fetchStaff(id: number): Promise<Staff | null> {
  return (await haiguanApi.get<Staff>(`/api/staff/${id}`)).data ?? null;
}
