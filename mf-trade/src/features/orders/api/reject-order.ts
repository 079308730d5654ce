import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The owner rejects a pending order with a reason → '订单已拒绝'. */
export async function rejectOrder(id: number, rejectReason: string): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.reject, { body: { id, rejectReason } })).msg;
}
