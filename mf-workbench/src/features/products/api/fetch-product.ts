import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { OwnProduct } from './product';

/** `GET api/product/:id` → one of the company's products, every field. */
export async function fetchProduct(id: number): Promise<OwnProduct> {
  const answer = await haiguanApi.call(productEndpoints.own, { params: { id } });
  if (!answer.data) throw new Error('product answered without data');
  return answer.data;
}
