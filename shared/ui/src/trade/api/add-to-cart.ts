import { haiguanApi } from '@portal/api-client';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';

/** Puts a product in the member's cart → the server's message ('已加入购物车'). */
export async function addToCart(productId: number, productQuantity: number): Promise<string> {
  return (await haiguanApi.call(cartEndpoints.add, { body: { productId, productQuantity } })).msg;
}
