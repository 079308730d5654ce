import { haiguanApi } from '@portal/api-client';

/** `POST api/minor/order/approvalDenied {id, deniedReason}` → '审核已驳回'. */
export async function denyOrder(id: number, deniedReason: string): Promise<string> {
  return (await haiguanApi.post('/api/minor/order/approvalDenied', { id, deniedReason })).msg;
}
