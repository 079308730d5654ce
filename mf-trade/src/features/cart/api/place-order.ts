import { haiguanApi } from '@portal/api-client';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';

/**
 * Places the ticked items → '操作成功': one order per seller. Silent: the cart page says
 * '订单提交失败' itself (spec §8).
 */
export async function placeOrder(ids: number[]): Promise<string> {
  return (await haiguanApi.call(cartEndpoints.place, { body: { ids } }, { silent: true })).msg;
}
