import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, page } from '@portal/api-client/testing';
import { OrderListRow, type Static } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { bus, type Notice } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { listedOrder } from '../test-fixtures';
import { OrderPicker } from './order-picker';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const ORDER_LIST = orderEndpoints.list;

const order = (id: number, name: string, createTime: string) =>
  listedOrder({
    id,
    createTime,
    amount: '100.00',
    products: [{ productName: name, productPrice: '10.00', productQuantity: 10, unit: '件' }],
  });

const PURCHASES = [order(7, '普洱熟茶', '2026-11-24T02:00:00.000Z')];
const SALES = [
  order(8, '葡萄酒', '2026-11-25T02:00:00.000Z'),
  order(5, '咖啡豆', '2026-11-20T02:00:00.000Z'),
];

type Side = 'purchase' | 'sales';

/** Answers `GET api/minor/order/list` per side; `failing` sides fail (HTTP 503) once. */
function serveOrders(rows: Record<Side, Static<typeof OrderListRow>[]>, failing: Side[] = []) {
  const failed = new Set<Side>();
  api.on(ORDER_LIST, ({ query }) => {
    const side = query.side as Side;
    if (failing.includes(side) && !failed.has(side)) {
      failed.add(side);
      return failure({ code: 503, msg: '服务暂时不可用，请稍后重试' }, 503);
    }
    return page(OrderListRow, rows[side]);
  });
}

/** The picker shows its own failure state: the client must not toast over the chat. */
const notices: Notice[] = [];
const hear = (notice: Notice) => notices.push(notice);
beforeEach(() => bus.on('notify', hear));
afterEach(() => {
  bus.off('notify', hear);
  notices.length = 0;
});

function renderPicker(onPick = jest.fn()) {
  renderScreen(<OrderPicker open onClose={jest.fn()} onPick={onPick} />);
  return onPick;
}

const shownOrders = () =>
  [...document.querySelectorAll('.order-picker__item')].map(
    (item) => item.querySelector('strong')?.textContent,
  );

test('purchase and sales orders are both listed, newest first, and can be told apart', async () => {
  serveOrders({ purchase: PURCHASES, sales: SALES });
  const onPick = renderPicker();
  expect(screen.getByRole('status').textContent).toBe('正在加载订单…');
  await screen.findByText('葡萄酒');
  expect(shownOrders()).toEqual(['葡萄酒', '普洱熟茶', '咖啡豆']);
  expect(api.requests(ORDER_LIST).map((request) => request.query.side)).toEqual(
    expect.arrayContaining(['purchase', 'sales']),
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
  expect(notices).toEqual([]);

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
