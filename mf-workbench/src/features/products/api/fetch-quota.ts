import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { EndpointAnswer } from '@portal/contracts/endpoints';

export type ProductQuota = EndpointAnswer<typeof productEndpoints.quota>['data'];

/** `GET api/product/quota` → online products x/y of the membership tier. */
export async function fetchProductQuota(): Promise<ProductQuota> {
  const answer = await haiguanApi.call(productEndpoints.quota);
  return answer.data;
}
