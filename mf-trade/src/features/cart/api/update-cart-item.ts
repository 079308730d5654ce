import { haiguanApi } from '@portal/api-client';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';
import type { EndpointBody } from '@portal/contracts/endpoints';

/** `productPrice` is the unit price including tax. */
export type CartItemInput = EndpointBody<typeof cartEndpoints.edit>;

/** Sets a cart item's unit price and quantity → the server's message. */
export async function updateCartItem(input: CartItemInput): Promise<string> {
  return (await haiguanApi.call(cartEndpoints.edit, { body: input })).msg;
}
