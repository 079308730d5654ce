import { haiguanApi } from '@portal/api-client';

export interface CartItemInput {
  id: number;
  /** Unit price including tax, a decimal string with at most two places. */
  productPrice: string;
  productQuantity: number;
}

/** `PUT api/shoppingCart {id, productPrice, productQuantity}` → msg. */
export async function updateCartItem(input: CartItemInput): Promise<string> {
  return (await haiguanApi.put('/api/shoppingCart', input)).msg;
}
