import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, page } from '@portal/api-client/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { digitalEndpoints } from '@portal/contracts/endpoints/digital';
import { DigitalOrder } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { AntdProviders } from '@portal/ui';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { digitalOrder as order } from '../test-fixtures';
import { DigitalOrdersPage } from './digital-orders-page';

const api = mockApi();
const OWN = digitalEndpoints.ownOrders;
const PLATFORM = digitalEndpoints.allOrders;
const CANCEL = digitalEndpoints.cancel;
const MOVE = digitalEndpoints.moveOrder;

const queriesOf = (route: Endpoint) => api.requests(route).map((request) => request.query);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(() => bus.stop());
afterEach(() => changeLanguage('zh'));

test('a member sees the company’s orders and cancels one the platform has not accepted', async () => {
  signIn();
  api.on(OWN, page(DigitalOrder, [order(7), order(8, { status: 2 })]));
  api.on(CANCEL, ok(DigitalOrder, order(7, { status: 5 }), '订单已取消'));
  renderScreen(<DigitalOrdersPage search="" pathname="/digitalOrders" routeKey="digitalOrders" />);

  await screen.findByText('DP20261124000007');
  const rows = screen.getAllByRole('row');
  const submitted = rows.find((row) => row.textContent?.includes('DP20261124000007'))!;
  const accepted = rows.find((row) => row.textContent?.includes('DP20261124000008'))!;
  expect(within(accepted).queryByRole('button', { name: '取消订单' })).toBeNull();
  // the shared formatting layer's money: the currency's symbol, two decimals
  expect(within(submitted).getByText('¥16,800.00')).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '全部订单（平台）' })).toBeNull();
  expect(queriesOf(OWN)).toEqual([{ pageNum: '1', pageSize: '10' }]);

  fireEvent.click(within(submitted).getByRole('button', { name: '取消订单' }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(api.requests(CANCEL).map((request) => request.path)).toEqual([
      '/haiguan/api/digital/orders/7/cancel',
    ]),
  );
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '订单已取消' })),
  );
});

test('the screen is headed by its name in the page’s language, as the side menu calls it', async () => {
  signIn();
  api.on(OWN, page(DigitalOrder, [order(7)]));
  renderScreen(<DigitalOrdersPage search="" pathname="/digitalOrders" routeKey="digitalOrders" />);
  expect(screen.getByRole('heading', { level: 1, name: '数字化产品订单' })).toBeTruthy();
  await act(() => changeLanguage('pt'));
  expect(screen.getByRole('heading', { level: 1, name: 'Encomendas digitais' })).toBeTruthy();
});

test('the platform moves an order on, and cancels only with a reason', async () => {
  signIn(['*:*:*']);
  api.on(OWN, page(DigitalOrder, [order(9)]));
  api.on(PLATFORM, page(DigitalOrder, [order(9)]));
  api.on(
    MOVE,
    ok(DigitalOrder, order(9, { status: 5, platformRemark: '重复下单' }), '订单状态已更新'),
  );
  renderScreen(
    <DigitalOrdersPage search="?id=9" pathname="/digitalOrders" routeKey="digitalOrders" />,
  );

  fireEvent.click(screen.getByRole('tab', { name: '全部订单（平台）' }));
  await waitFor(() => expect(queriesOf(PLATFORM)).toContainEqual({ pageNum: '1', pageSize: '10' }));
  fireEvent.click(await screen.findByRole('button', { name: '取消 DP20261124000009' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('取消订单请填写原因')).toBeTruthy();
  expect(api.requests(MOVE)).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '重复下单' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(api.requests(MOVE).map((request) => [request.path, request.body])).toEqual([
      ['/haiguan/api/operator/digital/orders/9/status', { status: 5, remark: '重复下单' }],
    ]),
  );
});

test('on a phone each order is a card, and its notes open under it', async () => {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query.includes('max-width') }) as MediaQueryList;
  try {
    signIn();
    api.on(OWN, page(DigitalOrder, [order(7, { note: '请周一联系' }), order(8)]));
    renderScreen(
      <AntdProviders>
        <DigitalOrdersPage search="?id=7" pathname="/digitalOrders" routeKey="digitalOrders" />
      </AntdProviders>,
    );
    const card = (await screen.findByText('DP20261124000007')).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.className).toContain('digital-orders__highlight');
    expect(within(card).getByText('¥16,800.00')).toBeTruthy();
    const other = screen.getByText('DP20261124000008').closest('li')!;
    // Only an order with notes has any to open.
    expect(within(other).queryByRole('button', { name: '展开行' })).toBeNull();
    const expand = within(card).getByRole('button', { name: '展开行' });
    expect(within(card).queryByText('请周一联系')).toBeNull();
    fireEvent.click(expand);
    expect(within(card).getByText('请周一联系')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '关闭行' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  } finally {
    window.matchMedia = desktop;
  }
});
