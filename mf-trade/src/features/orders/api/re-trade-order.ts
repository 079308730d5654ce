import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The buyer resubmits a rejected trade → '已重新发起交易'. */
export async function reTradeOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.reTrade, { params: { id } })).msg;
}
