import { haiguanApi } from '@portal/api-client';

/** `GET api/product/industries` → industries that have published products (filter choices). */
export async function getIndustries(): Promise<string[]> {
  const answer = await haiguanApi.get<string[]>('/api/product/industries', undefined, {
    silent: true,
  });
  return answer.data ?? [];
}
