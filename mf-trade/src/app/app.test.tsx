import { render, screen } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import { OrderListRow } from '@portal/contracts/schemas';
import { App } from './app';
import './locales';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const ORDER_LIST = orderEndpoints.list;

beforeEach(() => {
  api.on(ORDER_LIST, page(OrderListRow, []));
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
  expect(api.requests(ORDER_LIST).map((request) => request.query.side)).toContain('sales');
  unmount();

  render(<App routeKey="orderSupplement" pathname="/orderSupplement" search="" />);
  expect(await screen.findByText('订单不存在')).toBeTruthy();
});
