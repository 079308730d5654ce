import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { ProductInput } from './product';

/**
 * `POST api/product` (new, pending publish) or `PUT api/product/:id` (edit, status kept); returns
 * the product's id. Refusals (same model, unknown HS code …) reject with the server's message.
 */
export async function saveProduct(id: number | null, input: ProductInput): Promise<number> {
  if (id === null) {
    const answer = await haiguanApi.call(
      productEndpoints.create,
      { body: input },
      { silent: true },
    );
    return answer.data.id;
  }
  await haiguanApi.call(productEndpoints.update, { params: { id }, body: input }, { silent: true });
  return id;
}
