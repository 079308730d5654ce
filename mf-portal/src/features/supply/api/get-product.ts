import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { ProductDetail } from './product';

/** `GET api/product/public/:id` → a published product (404 `产品不存在` otherwise). */
export async function getProduct(id: number): Promise<ProductDetail> {
  const answer = await haiguanApi.call(productEndpoints.page, { params: { id } }, { silent: true });
  return answer.data;
}
