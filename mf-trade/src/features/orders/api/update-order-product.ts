import { haiguanApi } from '@portal/api-client';
import type { OrderProductBody, Static } from '@portal/contracts/schemas';

/** `PUT api/minor/orderProduct {id, productPrice, productQuantity}` (owner, status 1). */
export async function updateOrderProduct(input: Static<typeof OrderProductBody>): Promise<string> {
  return (await haiguanApi.put('/api/minor/orderProduct', input)).msg;
}
