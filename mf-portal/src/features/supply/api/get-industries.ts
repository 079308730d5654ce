import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';

/** `GET api/product/industries` → industries that have published products (filter choices). */
export async function getIndustries(): Promise<string[]> {
  const answer = await haiguanApi.call(productEndpoints.industries, {}, { silent: true });
  return answer.data ?? [];
}
