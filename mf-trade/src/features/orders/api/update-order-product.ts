import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/orderProduct {id, productPrice, productQuantity}` (owner, status 1). */
export async function updateOrderProduct(input: {
  id: number;
  productPrice: string;
  productQuantity: number;
}): Promise<string> {
  return (await haiguanApi.put('/api/minor/orderProduct', input)).msg;
}
