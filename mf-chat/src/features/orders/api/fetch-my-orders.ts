import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { OrderPayload } from '../../chat/api/chat-payload';

/** Which side of the order the caller's company is on: buying or selling. */
export type OrderSide = 'purchase' | 'sales';

/** An order of the caller's company as the order list gives it. */
export type OrderSummary = EndpointAnswer<typeof orderEndpoints.list>['rows'][number];

export interface PickableOrder extends OrderSummary {
  side: OrderSide;
}

const PICKER_PAGE_SIZE = 50;

function latestOrders(side: OrderSide): Promise<PickableOrder[]> {
  return haiguanApi
    .call(
      orderEndpoints.list,
      { query: { side, pageNum: 1, pageSize: PICKER_PAGE_SIZE } },
      // The picker shows its own failure state; no toast over the chat.
      { silent: true },
    )
    .then((answer) => answer.rows.map((order) => ({ ...order, side })));
}

/**
 * The caller's latest purchase and sales orders, newest first, for the order picker. Each side
 * keeps its own latest ones, so that the picker's side filter is never emptied by the other
 * side. A failure of either list is the picker's failure: it is not shown as "no orders".
 */
export async function fetchMyOrders(): Promise<PickableOrder[]> {
  const [purchases, sales] = await Promise.all([latestOrders('purchase'), latestOrders('sales')]);
  return [...purchases, ...sales].sort(
    (a, b) => Date.parse(b.createTime) - Date.parse(a.createTime),
  );
}

/**
 * The order card a chat message carries (spec §3: id, url, name, price, count), with the lines
 * whose price is still to be agreed, so that the amount is not read as the whole price.
 */
export function orderCardOf(order: OrderSummary): OrderPayload {
  const { products } = order;
  const negotiableLines = products.filter((product) => product.productPrice === null).length;
  return {
    id: order.id,
    url: `/orderSupplement?param=${order.id}`,
    name: products[0]?.productName ?? order.orderNo,
    price: order.amount,
    count: products.reduce((sum, product) => sum + product.productQuantity, 0),
    ...(negotiableLines > 0 && { negotiableLines }),
  };
}
