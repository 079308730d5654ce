import { haiguanApi } from '@portal/api-client';
import type { CartGroup } from './cart';

/** `GET api/shoppingCart/ownList?memberId=` → `{data: CartGroup[]}`, grouped by seller. */
export async function fetchCart(memberId: number): Promise<CartGroup[]> {
  return (await haiguanApi.get<CartGroup[]>('/api/shoppingCart/ownList', { memberId })).data ?? [];
}
