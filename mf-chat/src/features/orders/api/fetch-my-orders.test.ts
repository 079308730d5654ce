import { haiguanApi } from '@portal/api-client';
import { fetchMyOrders, orderCardOf } from './fetch-my-orders';

jest.mock('@portal/api-client', () => ({ haiguanApi: { page: jest.fn() } }));

const row = (id: number, createTime: string) => ({
  id,
  orderNo: `HG${id}`,
  amount: '10.00',
  createTime,
  products: [{ productName: `P${id}`, productPrice: '5.00', productQuantity: 2 }],
});

test('both sides are asked for and merged newest first, each marked with its side', async () => {
  jest.mocked(haiguanApi.page).mockImplementation(async (_url, query) => {
    const side = (query as { side: string }).side;
    return side === 'purchase'
      ? {
          code: 200,
          msg: '',
          rows: [row(1, '2026-11-20T00:00:00Z'), row(3, '2026-11-24T00:00:00Z')],
          total: 2,
        }
      : { code: 200, msg: '', rows: [row(2, '2026-11-22T00:00:00Z')], total: 1 };
  });
  const orders = await fetchMyOrders();
  expect(haiguanApi.page).toHaveBeenCalledWith(
    '/api/minor/order/list',
    expect.objectContaining({ side: 'purchase' }),
    { silent: true },
  );
  expect(haiguanApi.page).toHaveBeenCalledWith(
    '/api/minor/order/list',
    expect.objectContaining({ side: 'sales' }),
    { silent: true },
  );
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
    ...row(4, '2026-11-25T00:00:00Z'),
    products: [
      { productName: 'Vinho', productPrice: '5.00', productQuantity: 2 },
      { productName: 'Azeite', productPrice: null, productQuantity: 3 },
    ],
  };
  expect(orderCardOf(order)).toMatchObject({ price: '10.00', count: 5, negotiableLines: 1 });
  expect(orderCardOf(row(5, '2026-11-25T00:00:00Z'))).not.toHaveProperty('negotiableLines');
});

test('a failure of either list is a failure, not an empty list', async () => {
  jest.mocked(haiguanApi.page).mockImplementation(async (_url, query) => {
    if ((query as { side: string }).side === 'sales') throw new Error('503');
    return { code: 200, msg: '', rows: [], total: 0 };
  });
  await expect(fetchMyOrders()).rejects.toThrow('503');
});
