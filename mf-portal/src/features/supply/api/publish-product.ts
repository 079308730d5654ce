import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';

/**
 * `PUT api/product/batchPublish` `{ids: [id]}`, as the workbench's product list publishes; the
 * client shows the server's refusal (quota, permission). Answers the server's message.
 */
export async function publishProduct(id: number): Promise<string> {
  const answer = await haiguanApi.call(productEndpoints.batchPublish, { body: { ids: [id] } });
  return answer.msg;
}
