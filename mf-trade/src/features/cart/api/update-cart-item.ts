import { haiguanApi } from '@portal/api-client';
import type { CartEditBody, Static } from '@portal/contracts/schemas';

/** `productPrice` is the unit price including tax. */
export type CartItemInput = Static<typeof CartEditBody>;

/** `PUT api/shoppingCart {id, productPrice, productQuantity}` → msg. */
export async function updateCartItem(input: CartItemInput): Promise<string> {
  return (await haiguanApi.put('/api/shoppingCart', input)).msg;
}
