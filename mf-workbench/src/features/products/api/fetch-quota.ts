import { haiguanApi } from '@portal/api-client';

export interface ProductQuota {
  used: number;
  quota: number;
  roleKey: string;
}

/** `GET api/product/quota` → online products x/y of the membership tier. */
export async function fetchProductQuota(): Promise<ProductQuota> {
  const answer = await haiguanApi.get<ProductQuota>('/api/product/quota');
  return answer.data!;
}
