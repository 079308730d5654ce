import { haiguanApi } from '@portal/api-client';
import type { OrderPayload } from '../../chat/api/chat-payload';

interface OrderProduct {
  productName: string;
  productPrice: string | number | null;
  productQuantity?: number;
}

/** An order of the caller's company as `GET api/minor/order/list` lists it (spec §3 labels). */
export interface OrderSummary {
  id: number;
  orderNo: string;
  amount: string | number;
  products?: OrderProduct[];
}

const PICKER_PAGE_SIZE = 50;

/**
 * The caller's latest orders, for the order picker. Silent: until the order routes exist on the
 * server the picker simply shows that there is nothing to pick.
 */
export async function fetchMyOrders(): Promise<OrderSummary[]> {
  const answer = await haiguanApi.page<OrderSummary>(
    '/api/minor/order/list',
    { pageNum: 1, pageSize: PICKER_PAGE_SIZE },
    { silent: true },
  );
  return answer.rows ?? [];
}

/** The order card a chat message carries (spec §3: id, url, name, price, count). */
export function orderCardOf(order: OrderSummary): OrderPayload {
  const products = order.products ?? [];
  return {
    id: order.id,
    url: `/orderSupplement?param=${order.id}`,
    name: products[0]?.productName ?? order.orderNo,
    price: order.amount,
    count: products.reduce((sum, product) => sum + (product.productQuantity ?? 0), 0),
  };
}
