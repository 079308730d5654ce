import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { haiguanApi } from '@portal/api-client';
import { changeLanguage } from '@portal/i18n';
import '../../../app/locales';
import { OrderPicker } from './order-picker';

jest.mock('@portal/api-client', () => ({ haiguanApi: { page: jest.fn() } }));

const order = (id: number, name: string, createTime: string) => ({
  id,
  orderNo: `HG${id}`,
  amount: '100.00',
  createTime,
  products: [{ productName: name, productPrice: '10.00', productQuantity: 10 }],
});

const PURCHASES = [order(7, '普洱熟茶', '2026-11-24T02:00:00Z')];
const SALES = [
  order(8, '葡萄酒', '2026-11-25T02:00:00Z'),
  order(5, '咖啡豆', '2026-11-20T02:00:00Z'),
];

/** Answers `GET api/minor/order/list` per side; `failing` sides reject once. */
function serveOrders(rows: { purchase: unknown[]; sales: unknown[] }, failing: string[] = []) {
  const failed = new Set<string>();
  jest.mocked(haiguanApi.page).mockImplementation(async (_url, query) => {
    const side = (query as { side: 'purchase' | 'sales' }).side;
    if (failing.includes(side) && !failed.has(side)) {
      failed.add(side);
      throw new Error('503');
    }
    return { code: 200, msg: '', rows: rows[side], total: rows[side].length };
  });
}

function renderPicker(onPick = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderPicker open onClose={jest.fn()} onPick={onPick} />
    </SWRConfig>,
  );
  return onPick;
}

const shownOrders = () =>
  [...document.querySelectorAll('.order-picker__item')].map(
    (item) => item.querySelector('strong')?.textContent,
  );

afterEach(() => jest.mocked(haiguanApi.page).mockReset());

test('purchase and sales orders are both listed, newest first, and can be told apart', async () => {
  serveOrders({ purchase: PURCHASES, sales: SALES });
  const onPick = renderPicker();
  expect(screen.getByRole('status').textContent).toBe('正在加载订单…');
  await screen.findByText('葡萄酒');
  expect(shownOrders()).toEqual(['葡萄酒', '普洱熟茶', '咖啡豆']);
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

  const filter = screen.getByTestId('order-picker-side');
  fireEvent.click(within(filter).getByText('采购'));
  await waitFor(() => expect(shownOrders()).toEqual(['普洱熟茶']));
  fireEvent.click(within(filter).getByText('销售'));
  await waitFor(() => expect(shownOrders()).toEqual(['葡萄酒', '咖啡豆']));

  const wine = screen.getByText('葡萄酒').closest('li')!;
  fireEvent.click(within(wine).getByRole('button', { name: /^发\s?送$/ }));
  expect(onPick).toHaveBeenCalledWith({
    id: 8,
    url: '/orderSupplement?param=8',
    name: '葡萄酒',
    price: '100.00',
    count: 10,
  });
});

test('a failed load is an alert with a retry, not an empty list; the retry lists both kinds', async () => {
  serveOrders({ purchase: PURCHASES, sales: SALES }, ['sales']);
  renderPicker();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('订单加载失败')).toBeTruthy();
  expect(screen.queryByText('暂无可发送的订单')).toBeNull();
  expect(screen.queryByText('普洱熟茶')).toBeNull();

  fireEvent.click(within(alert).getByTestId('order-picker-retry'));
  await screen.findByText('葡萄酒');
  expect(shownOrders()).toEqual(['葡萄酒', '普洱熟茶', '咖啡豆']);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('without orders, or without orders of the chosen kind, the picker says so', async () => {
  serveOrders({ purchase: [], sales: SALES });
  renderPicker();
  await screen.findByText('葡萄酒');
  fireEvent.click(within(screen.getByTestId('order-picker-side')).getByText('采购'));
  expect(await screen.findByText('暂无可发送的采购订单')).toBeTruthy();
});

test('the empty state, in another language', async () => {
  await changeLanguage('en');
  try {
    serveOrders({ purchase: [], sales: [] });
    renderPicker();
    expect(await screen.findByText('No orders to send')).toBeTruthy();
    expect(within(screen.getByTestId('order-picker-side')).getByText('Purchase')).toBeTruthy();
  } finally {
    await changeLanguage('zh');
  }
});
