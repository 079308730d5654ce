import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';

/**
 * `PUT api/product/batchPublish` / `batchUnpublish` `{ids}`: all or none (the quota is checked
 * in the same transaction); the server's message says why not.
 */
export async function setProductsOnline(ids: number[], online: boolean): Promise<string> {
  const endpoint = online ? productEndpoints.batchPublish : productEndpoints.batchUnpublish;
  const answer = await haiguanApi.call(endpoint, { body: { ids } });
  return answer.msg;
}
