import { haiguanApi } from '@portal/api-client';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';

/** Removes a cart item → '删除成功!'. */
export async function deleteCartItem(id: number): Promise<string> {
  return (await haiguanApi.call(cartEndpoints.remove, { params: { id } })).msg;
}
