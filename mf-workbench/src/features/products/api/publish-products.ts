import { haiguanApi } from '@portal/api-client';

/**
 * `PUT api/product/batchPublish` / `batchUnpublish` `{ids}`: all or none (the quota is checked
 * in the same transaction); the server's message says why not.
 */
export async function setProductsOnline(ids: number[], online: boolean): Promise<string> {
  const answer = await haiguanApi.put(
    online ? '/api/product/batchPublish' : '/api/product/batchUnpublish',
    { ids },
  );
  return answer.msg;
}
