import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signIn, watchBus } from '../../../test/session';
import { fetchOrders } from '../api/fetch-orders';
import { orderRow } from '../test-fixtures';
import { OrderListManagePage, PurchaseOrdersPage } from './order-list-pages';

jest.mock('../api/fetch-orders');

let bus: ReturnType<typeof watchBus>;

beforeEach(() => {
  bus = watchBus();
  jest.mocked(fetchOrders).mockResolvedValue({ rows: [orderRow], total: 1 });
});

afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('purchase orders list the rows; a row opens the order', async () => {
  signIn();
  render(<PurchaseOrdersPage />);
  const row = await screen.findByTestId('order-row-7');
  expect(fetchOrders).toHaveBeenCalledWith({ side: 'purchase', pageNum: 1, pageSize: 10 });
  for (const text of ['HG202611230000007', '云南普洱茶源茶业有限公司', '¥32,160.00', '国际贸易']) {
    expect(within(row).getByText(text)).toBeTruthy();
  }
  expect(within(row).getByTestId('order-stage').textContent).toBe('交易待审核');
  expect(within(row).getByText(/普洱熟茶 × 120 饼/)).toBeTruthy();
  fireEvent.click(row);
  expect(bus.navigations).toEqual(['/orderSupplement?param=7&menu=purchaseOrders']);
});

test('a row of several products names the first and says how many more there are', async () => {
  signIn();
  jest.mocked(fetchOrders).mockResolvedValue({
    rows: [
      {
        ...orderRow,
        products: [
          ...orderRow.products,
          { productName: '滇红茶', productPrice: '19.99', productQuantity: 3, unit: '盒' },
        ],
      },
    ],
    total: 1,
  });
  render(<PurchaseOrdersPage />);
  const row = await screen.findByTestId('order-row-7');
  expect(within(row).getByText(/普洱熟茶 × 120 饼/)).toBeTruthy();
  expect(within(row).getByText('（另有 1 种产品）')).toBeTruthy();
});

test('stage, type and keyword filters go to the server from the first page', async () => {
  signIn();
  render(<PurchaseOrdersPage />);
  await screen.findByTestId('order-row-7');
  fireEvent.click(screen.getByRole('radio', { name: '合同待审核' }));
  await waitFor(() =>
    expect(fetchOrders).toHaveBeenLastCalledWith({
      side: 'purchase',
      stage: 'contractPending',
      pageNum: 1,
      pageSize: 10,
    }),
  );
  fireEvent.click(screen.getByRole('radio', { name: '跨境贸易' }));
  const search = screen.getByLabelText('搜索订单');
  expect(search.getAttribute('maxlength')).toBe('50');
  fireEvent.change(search, { target: { value: ' 普洱 ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(fetchOrders).toHaveBeenLastCalledWith({
      side: 'purchase',
      stage: 'contractPending',
      type: 3,
      keyword: '普洱',
      pageNum: 1,
      pageSize: 10,
    }),
  );
});

test('order management shows the review tab only to reviewers', async () => {
  signIn(['order:order:examine']);
  render(<OrderListManagePage />);
  expect(screen.getByRole('tab', { name: '销售订单' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '采购订单' })).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '审核订单' }));
  await waitFor(() =>
    expect(fetchOrders).toHaveBeenLastCalledWith({ side: 'review', pageNum: 1, pageSize: 10 }),
  );
});
