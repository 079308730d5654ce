import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/cancel/{id}` → '订单已取消'. */
export async function cancelOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/cancel/${id}`)).msg;
}
