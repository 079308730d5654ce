import { haiguanApi } from '@portal/api-client';
import type { ProductBatchBody, Static } from '@portal/contracts/schemas';

/**
 * `PUT api/product/batchPublish` `{ids: [id]}`, as the workbench's product list publishes; the
 * client shows the server's refusal (quota, permission). Answers the server's message.
 */
export async function publishProduct(id: number): Promise<string> {
  const body: Static<typeof ProductBatchBody> = { ids: [id] };
  const answer = await haiguanApi.put('/api/product/batchPublish', body);
  return answer.msg;
}
