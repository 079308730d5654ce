import { haiguanApi } from '@portal/api-client';
import type { OrderProgressBody, Static } from '@portal/contracts/schemas';

/** `PUT api/minor/order/progress {id, executionStatus?, invoiceStatus?}` → '已更新'. */
export async function updateProgress(input: Static<typeof OrderProgressBody>): Promise<string> {
  return (await haiguanApi.put('/api/minor/order/progress', input)).msg;
}
