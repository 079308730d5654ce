import { haiguanApi } from '@portal/api-client';
import type { OrderDetail } from './order';

/** `GET api/minor/order/{id}` → the order with the caller's `actions`. */
export async function fetchOrder(id: number): Promise<OrderDetail> {
  const answer = await haiguanApi.get<OrderDetail>(`/api/minor/order/${id}`);
  if (!answer.data) throw new Error('order answered without data');
  return answer.data;
}
