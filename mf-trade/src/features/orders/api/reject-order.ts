import { haiguanApi } from '@portal/api-client';

/** `POST api/minor/order/reject {id, rejectReason}` → '订单已拒绝'. */
export async function rejectOrder(id: number, rejectReason: string): Promise<string> {
  return (await haiguanApi.post('/api/minor/order/reject', { id, rejectReason })).msg;
}
