import { haiguanApi } from '@portal/api-client';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';
import type { CartGroup } from './cart';

/** The member's cart, grouped by seller. */
export async function fetchCart(memberId: number): Promise<CartGroup[]> {
  return (await haiguanApi.call(cartEndpoints.list, { query: { memberId } })).data;
}
