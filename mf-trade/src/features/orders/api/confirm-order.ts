import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/confirm/{id}` → '订单已确认'. */
export async function confirmOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/confirm/${id}`)).msg;
}
