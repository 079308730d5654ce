import { haiguanApi } from '@portal/api-client';
import type { OrderPlaceBody, Static } from '@portal/contracts/schemas';

/**
 * `POST api/minor/order/place {ids}` → '操作成功': one order per seller. Silent: the cart page
 * says '订单提交失败' itself (spec §8).
 */
export async function placeOrder(ids: number[]): Promise<string> {
  const body: Static<typeof OrderPlaceBody> = { ids };
  return (await haiguanApi.post('/api/minor/order/place', body, { silent: true })).msg;
}
