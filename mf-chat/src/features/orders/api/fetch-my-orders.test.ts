import { failure, mockApi, page } from '@portal/api-client/testing';
import { OrderListRow } from '@portal/contracts/schemas';
import { bus, type Notice } from '@portal/session';
import { listedOrder } from '../test-fixtures';
import { fetchMyOrders, orderCardOf } from './fetch-my-orders';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const ORDER_LIST = orderEndpoints.list;

const row = (id: number, createTime: string) =>
  listedOrder({
    id,
    createTime,
    amount: '10.00',
    products: [{ productName: `P${id}`, productPrice: '5.00', productQuantity: 2, unit: '件' }],
  });

test('both sides are asked for and merged newest first, each marked with its side', async () => {
  api.on(ORDER_LIST, ({ query }) =>
    query.side === 'purchase'
      ? page(OrderListRow, [row(1, '2026-11-20T00:00:00.000Z'), row(3, '2026-11-24T00:00:00.000Z')])
      : page(OrderListRow, [row(2, '2026-11-22T00:00:00.000Z')]),
  );
  const orders = await fetchMyOrders();
  expect(api.requests(ORDER_LIST).map((request) => request.query)).toEqual(
    expect.arrayContaining([
      { side: 'purchase', pageNum: '1', pageSize: '50' },
      { side: 'sales', pageNum: '1', pageSize: '50' },
    ]),
  );
  expect(api.requests(ORDER_LIST)).toHaveLength(2);
  expect(orders.map((order) => [order.id, order.side])).toEqual([
    [3, 'purchase'],
    [2, 'sales'],
    [1, 'purchase'],
  ]);
  expect(orderCardOf(orders[0]!)).toEqual({
    id: 3,
    url: '/orderSupplement?param=3',
    name: 'P3',
    price: '10.00',
    count: 2,
  });
});

test('an order card counts the lines whose price is still to be agreed', () => {
  const order = {
    ...row(4, '2026-11-25T00:00:00.000Z'),
    products: [
      { productName: 'Vinho', productPrice: '5.00', productQuantity: 2, unit: '瓶' },
      { productName: 'Azeite', productPrice: null, productQuantity: 3, unit: '瓶' },
    ],
  };
  expect(orderCardOf(order)).toMatchObject({ price: '10.00', count: 5, negotiableLines: 1 });
  expect(orderCardOf(row(5, '2026-11-25T00:00:00.000Z'))).not.toHaveProperty('negotiableLines');
});

test('a failure of either list is a failure, not an empty list, and no toast over the chat', async () => {
  const notices: Notice[] = [];
  const listener = (notice: Notice) => notices.push(notice);
  bus.on('notify', listener);
  try {
    api.on(ORDER_LIST, ({ query }) =>
      query.side === 'sales'
        ? failure({ code: 503, msg: '服务暂时不可用，请稍后重试' }, 503)
        : page(OrderListRow, []),
    );
    await expect(fetchMyOrders()).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(notices).toEqual([]);
  } finally {
    bus.off('notify', listener);
  }
});
