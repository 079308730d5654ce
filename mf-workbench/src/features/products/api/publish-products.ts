import { haiguanApi } from '@portal/api-client';
import type { ProductBatchBody, Static } from '@portal/contracts/schemas';

/**
 * `PUT api/product/batchPublish` / `batchUnpublish` `{ids}`: all or none (the quota is checked
 * in the same transaction); the server's message says why not.
 */
export async function setProductsOnline(ids: number[], online: boolean): Promise<string> {
  const body: Static<typeof ProductBatchBody> = { ids };
  const answer = await haiguanApi.put(
    online ? '/api/product/batchPublish' : '/api/product/batchUnpublish',
    body,
  );
  return answer.msg;
}
