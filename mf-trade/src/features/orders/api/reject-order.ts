import { haiguanApi } from '@portal/api-client';
import type { OrderRejectBody, Static } from '@portal/contracts/schemas';

/** `POST api/minor/order/reject {id, rejectReason}` → '订单已拒绝'. */
export async function rejectOrder(id: number, rejectReason: string): Promise<string> {
  const body: Static<typeof OrderRejectBody> = { id, rejectReason };
  return (await haiguanApi.post('/api/minor/order/reject', body)).msg;
}
