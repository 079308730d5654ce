import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/progress {id, executionStatus?, invoiceStatus?}` → '已更新'. */
export async function updateProgress(input: {
  id: number;
  executionStatus?: number;
  invoiceStatus?: number;
}): Promise<string> {
  return (await haiguanApi.put('/api/minor/order/progress', input)).msg;
}
