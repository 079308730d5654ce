import { haiguanApi } from '@portal/api-client';
import type { OwnProduct } from './product';

/** `GET api/product/:id` → one of the company's products, every field. */
export async function fetchProduct(id: number): Promise<OwnProduct> {
  const answer = await haiguanApi.get<OwnProduct>(`/api/product/${id}`);
  if (!answer.data) throw new Error('product answered without data');
  return answer.data;
}
