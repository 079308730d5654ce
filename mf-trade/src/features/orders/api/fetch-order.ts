import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { OrderDetail } from './order';

/** One order with the caller's `actions`. */
export async function fetchOrder(id: number): Promise<OrderDetail> {
  return (await haiguanApi.call(orderEndpoints.detail, { params: { id } })).data;
}
