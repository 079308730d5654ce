import { render, screen } from '@testing-library/react';
import { fetchOrders } from '../features/orders/api/fetch-orders';
import { App } from './app';
import './locales';

jest.mock('../features/orders/api/fetch-orders');

beforeEach(() => {
  jest.mocked(fetchOrders).mockResolvedValue({ rows: [], total: 0 });
});

test('the cart route shows the cart page (signed out: asks to log in), in Chinese', async () => {
  render(<App routeKey="cart" pathname="/cart" search="" />);
  expect(await screen.findByRole('heading', { name: '购物车' })).toBeTruthy();
  expect(screen.getByText('请先登录')).toBeTruthy();
  expect(screen.queryByText(/即将上线/)).toBeNull();
});

test('the order routes show their pages', async () => {
  const { unmount } = render(
    <App routeKey="orderListManage" pathname="/orderListManage" search="" />,
  );
  expect(await screen.findByRole('heading', { name: '订单管理' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '销售订单' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '采购订单' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '审核订单' })).toBeNull();
  expect(await screen.findAllByText('暂无订单')).toBeTruthy();
  unmount();

  render(<App routeKey="orderSupplement" pathname="/orderSupplement" search="" />);
  expect(await screen.findByText('订单不存在')).toBeTruthy();
});
