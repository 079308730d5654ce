import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/reTrade/{id}` → '已重新发起交易'. */
export async function reTradeOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/reTrade/${id}`)).msg;
}
