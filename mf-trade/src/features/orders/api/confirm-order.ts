import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The owner confirms a pending order → '订单已确认'. */
export async function confirmOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.confirm, { params: { id } })).msg;
}
