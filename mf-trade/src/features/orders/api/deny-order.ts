import { haiguanApi } from '@portal/api-client';
import type { OrderDenyBody, Static } from '@portal/contracts/schemas';

/** `POST api/minor/order/approvalDenied {id, deniedReason}` → '审核已驳回'. */
export async function denyOrder(id: number, deniedReason: string): Promise<string> {
  const body: Static<typeof OrderDenyBody> = { id, deniedReason };
  return (await haiguanApi.post('/api/minor/order/approvalDenied', body)).msg;
}
