import { haiguanApi } from '@portal/api-client';
import type { ProductQuota as ProductQuotaSchema, Static } from '@portal/contracts/schemas';

export type ProductQuota = Static<typeof ProductQuotaSchema>;

/** `GET api/product/quota` → online products x/y of the membership tier. */
export async function fetchProductQuota(): Promise<ProductQuota> {
  const answer = await haiguanApi.get<ProductQuota>('/api/product/quota');
  return answer.data!;
}
