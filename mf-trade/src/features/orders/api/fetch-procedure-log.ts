import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { EndpointAnswer } from '@portal/contracts/endpoints';

export type ProcedureLogRow = EndpointAnswer<typeof orderEndpoints.procedureLog>['rows'][number];

/** An order's procedure log, oldest first. */
export async function fetchProcedureLog(orderId: number): Promise<ProcedureLogRow[]> {
  return (await haiguanApi.call(orderEndpoints.procedureLog, { query: { orderId } })).rows;
}
