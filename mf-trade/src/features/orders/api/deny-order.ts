import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The reviewer denies a submitted order with a reason → '审核已驳回'. */
export async function denyOrder(id: number, deniedReason: string): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.deny, { body: { id, deniedReason } })).msg;
}
