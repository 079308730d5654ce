import { haiguanApi } from '@portal/api-client';
import type { ProcedureLogRow as ProcedureLogRowSchema, Static } from '@portal/contracts/schemas';

export type ProcedureLogRow = Static<typeof ProcedureLogRowSchema>;

/** `GET api/procedureLog/list?orderId=` → `{rows}`, oldest first. */
export async function fetchProcedureLog(orderId: number): Promise<ProcedureLogRow[]> {
  const answer = await haiguanApi.page<ProcedureLogRow>('/api/procedureLog/list', { orderId });
  return answer.rows ?? [];
}
