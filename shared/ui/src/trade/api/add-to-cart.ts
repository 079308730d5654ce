import { haiguanApi } from '@portal/api-client';

/** `POST api/shoppingCart {productId, productQuantity}` → the server's message. */
export async function addToCart(productId: number, productQuantity: number): Promise<string> {
  return (await haiguanApi.post('/api/shoppingCart', { productId, productQuantity })).msg;
}
