import { haiguanApi } from '@portal/api-client';
import type { ProductCreated, Static } from '@portal/contracts/schemas';
import type { ProductInput } from './product';

/**
 * `POST api/product` (new, pending publish) or `PUT api/product/:id` (edit, status kept); returns
 * the product's id. Refusals (same model, unknown HS code …) reject with the server's message.
 */
export async function saveProduct(id: number | null, input: ProductInput): Promise<number> {
  if (id === null) {
    const answer = await haiguanApi.post<Static<typeof ProductCreated>>('/api/product', input, {
      silent: true,
    });
    return answer.data!.id;
  }
  await haiguanApi.put(`/api/product/${id}`, input, { silent: true });
  return id;
}
