import { haiguanApi } from '@portal/api-client';
import type { Staff, StaffStatusFilter } from './staff';

export interface StaffQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: StaffStatusFilter;
}

export interface StaffPage {
  rows: Staff[];
  total: number;
}

/** `GET api/staff/list` (paged, main account only) → `{rows, total}`. */
export async function fetchStaffList({
  pageNum,
  pageSize,
  keyword,
  status,
}: StaffQuery): Promise<StaffPage> {
  const answer = await haiguanApi.page<Staff>('/api/staff/list', {
    pageNum,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  });
  return { rows: answer.rows, total: answer.total };
}
