import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { ProductPreview } from './product';

/**
 * `GET api/product/preview/:id` → one of the company's products in any state, as buyers will see
 * it (404 `产品不存在` for another company's or a missing one).
 */
export async function getProductPreview(id: number): Promise<ProductPreview> {
  const answer = await haiguanApi.call(
    productEndpoints.preview,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}
