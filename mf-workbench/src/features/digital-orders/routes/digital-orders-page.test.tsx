import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { cancelOwnOrder, fetchDigitalOrders, moveOrder } from '../api/digital-orders';
import { digitalOrder as order } from '../test-fixtures';
import { DigitalOrdersPage } from './digital-orders-page';

jest.mock('../api/digital-orders', () => ({
  ...jest.requireActual('../api/digital-orders'),
  fetchDigitalOrders: jest.fn(),
  cancelOwnOrder: jest.fn(),
  moveOrder: jest.fn(),
}));

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('a member sees the company’s orders and cancels one the platform has not accepted', async () => {
  signIn();
  jest
    .mocked(fetchDigitalOrders)
    .mockResolvedValue({ rows: [order(7), order(8, { status: 2 })], total: 2 });
  jest.mocked(cancelOwnOrder).mockResolvedValue('订单已取消');
  renderScreen(<DigitalOrdersPage search="" pathname="/digitalOrders" routeKey="digitalOrders" />);

  await screen.findByText('DP20261124000007');
  const rows = screen.getAllByRole('row');
  const submitted = rows.find((row) => row.textContent?.includes('DP20261124000007'))!;
  const accepted = rows.find((row) => row.textContent?.includes('DP20261124000008'))!;
  expect(within(accepted).queryByRole('button', { name: '取消订单' })).toBeNull();
  // the shared formatting layer's money: the currency's symbol, two decimals
  expect(within(submitted).getByText('¥16,800.00')).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '全部订单（平台）' })).toBeNull();
  expect(fetchDigitalOrders).toHaveBeenCalledWith('own', 0, 1, 10);

  fireEvent.click(within(submitted).getByRole('button', { name: '取消订单' }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(cancelOwnOrder).toHaveBeenCalledWith(7));
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '订单已取消' })),
  );
});

test('the platform moves an order on, and cancels only with a reason', async () => {
  signIn(['*:*:*']);
  jest.mocked(fetchDigitalOrders).mockResolvedValue({ rows: [order(9)], total: 1 });
  jest.mocked(moveOrder).mockResolvedValue('订单状态已更新');
  renderScreen(
    <DigitalOrdersPage search="?id=9" pathname="/digitalOrders" routeKey="digitalOrders" />,
  );

  fireEvent.click(screen.getByRole('tab', { name: '全部订单（平台）' }));
  await waitFor(() => expect(fetchDigitalOrders).toHaveBeenCalledWith('platform', 0, 1, 10));
  fireEvent.click(await screen.findByRole('button', { name: '取消 DP20261124000009' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('取消订单请填写原因')).toBeTruthy();
  expect(moveOrder).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '重复下单' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(moveOrder).toHaveBeenCalledWith(9, 5, '重复下单'));
});
