import { haiguanApi } from '@portal/api-client';
import type { OrderQuery, OrderRow } from './order';

/**
 * `GET api/minor/order/list?side=&stage=&awaiting=&type=&keyword=&pageNum=&pageSize=` →
 * `{rows, total}`.
 */
export async function fetchOrders({
  side,
  stage,
  awaiting,
  type,
  keyword,
  pageNum,
  pageSize,
}: OrderQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const answer = await haiguanApi.page<OrderRow>('/api/minor/order/list', {
    side,
    pageNum,
    pageSize,
    ...(stage ? { stage } : {}),
    ...(awaiting ? { awaiting } : {}),
    ...(type ? { type } : {}),
    ...(keyword ? { keyword } : {}),
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
