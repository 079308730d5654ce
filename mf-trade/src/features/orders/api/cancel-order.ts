import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The buyer or the owner voids the order → '订单已取消'. */
export async function cancelOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.cancel, { params: { id } })).msg;
}
