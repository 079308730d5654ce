import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer, EndpointQuery } from '@portal/contracts/endpoints';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

export type StaffQuery = EndpointQuery<typeof staffEndpoints.list>;

export type StaffPage = Pick<EndpointAnswer<typeof staffEndpoints.list>, 'rows' | 'total'>;

/** The company's employees, a page at a time (main account only). */
export async function fetchStaffList({
  pageNum,
  pageSize,
  keyword,
  status,
}: StaffQuery): Promise<StaffPage> {
  const query = {
    pageNum,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  };
  const answer = await haiguanApi.call(staffEndpoints.list, { query });
  return { rows: answer.rows, total: answer.total };
}
