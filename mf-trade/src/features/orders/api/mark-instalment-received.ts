import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/instalment/{instalmentId}/received` → '已确认收款' or '订单已完成'. */
export async function markInstalmentReceived(instalmentId: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/instalment/${instalmentId}/received`)).msg;
}
