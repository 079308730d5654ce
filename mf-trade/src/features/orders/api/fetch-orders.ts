import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { OrderQuery, OrderRow } from './order';

/** A page of the caller's orders on one side, by stage, type and keyword; newest first. */
export async function fetchOrders({
  side,
  stage,
  awaiting,
  type,
  keyword,
  pageNum,
  pageSize,
}: OrderQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const answer = await haiguanApi.call(orderEndpoints.list, {
    query: {
      side,
      pageNum,
      pageSize,
      ...(stage ? { stage } : {}),
      ...(awaiting ? { awaiting } : {}),
      ...(type ? { type } : {}),
      ...(keyword ? { keyword } : {}),
    },
  });
  return { rows: answer.rows, total: answer.total };
}
