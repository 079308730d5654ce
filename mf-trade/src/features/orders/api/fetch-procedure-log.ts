import { haiguanApi } from '@portal/api-client';

export interface ProcedureLogRow {
  id: number;
  action: string;
  operatorName: string | null;
  companyName: string | null;
  fromStatus: number | null;
  toStatus: number | null;
  remark: string | null;
  createTime: string;
}

/** `GET api/procedureLog/list?orderId=` → `{rows}`, oldest first. */
export async function fetchProcedureLog(orderId: number): Promise<ProcedureLogRow[]> {
  const answer = await haiguanApi.page<ProcedureLogRow>('/api/procedureLog/list', { orderId });
  return answer.rows ?? [];
}
