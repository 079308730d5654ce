import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import type { Language } from '@portal/contracts';
import { OrderListRow } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { setViewportWidth } from '../../../test/viewport';
import type { OrderRow, OrderRowProduct } from '../api/order';
import { orderRow } from '../test-fixtures';
import { OrderListManagePage, PurchaseOrdersPage, SalesOrdersPage } from './order-list-pages';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const ORDER_LIST = orderEndpoints.list;
/** The order list's query strings, as the server received them, in order. */
const listQueries = () => api.requests(ORDER_LIST).map((request) => request.query);

let bus: ReturnType<typeof watchBus>;

const purchaseOrders = (search = '') => (
  <PurchaseOrdersPage pathname="/purchaseOrders" search={search} routeKey="purchaseOrders" />
);

beforeEach(() => {
  bus = watchBus();
  setViewportWidth(1440);
  api.on(ORDER_LIST, page(OrderListRow, [orderRow]));
});

afterEach(() => bus.stop());

test('purchase orders list the rows; a row opens the order', async () => {
  signIn();
  renderScreen(purchaseOrders());
  const row = await screen.findByTestId('order-row-7');
  expect(listQueries()).toContainEqual({ side: 'purchase', pageNum: '1', pageSize: '10' });
  for (const text of ['HG202611230000007', '云南普洱茶源茶业有限公司', '¥32,160.00', '国际贸易']) {
    expect(within(row).getByText(text)).toBeTruthy();
  }
  expect(within(row).getByTestId('order-stage').textContent).toBe('交易待审核');
  expect(within(row).getByText(/普洱熟茶 × 120 饼/)).toBeTruthy();
  fireEvent.click(row);
  expect(bus.navigations).toEqual(['/orderSupplement?param=7&menu=purchaseOrders']);
});

test('on a phone each order is a card, not a table scrolling sideways (issue #33)', async () => {
  setViewportWidth(390);
  signIn();
  renderScreen(purchaseOrders());
  const card = await screen.findByTestId('order-row-7');
  expect(screen.queryByRole('table')).toBeNull();
  for (const [label, value] of [
    ['卖方', '云南普洱茶源茶业有限公司'],
    ['订单金额', '¥32,160.00'],
    ['订单类型', '国际贸易'],
  ] as const) {
    expect(within(card).getByText(label).nextElementSibling?.textContent).toBe(value);
  }
  expect(within(card).getByTestId('order-stage').textContent).toBe('交易待审核');
  fireEvent.click(card);
  expect(bus.navigations).toEqual(['/orderSupplement?param=7&menu=purchaseOrders']);
});

test('a row of several products names the first and says how many more there are', async () => {
  signIn();
  api.on(
    ORDER_LIST,
    page(OrderListRow, [
      {
        ...orderRow,
        products: [
          ...orderRow.products,
          { productName: '滇红茶', productPrice: '19.99', productQuantity: 3, unit: '盒' },
        ],
      },
    ]),
  );
  renderScreen(purchaseOrders());
  const row = await screen.findByTestId('order-row-7');
  expect(within(row).getByText(/普洱熟茶 × 120 饼/)).toBeTruthy();
  expect(within(row).getByText('（另有 1 种产品）')).toBeTruthy();
});

const greenTea: OrderRowProduct = {
  productName: '滇红茶',
  productPrice: '19.99',
  productQuantity: 3,
  unit: '盒',
};
const onRequest = (productName: string): OrderRowProduct => ({
  productName,
  productPrice: null,
  productQuantity: 10,
  unit: '盒',
});

describe.each<[Language, Record<'one' | 'two' | 'partial' | 'nonePriced', string>]>([
  [
    'zh',
    {
      one: '（另有 1 种产品）',
      two: '（另有 2 种产品）',
      partial: '¥32,160.00 （另有 2 件面议）',
      nonePriced: '面议',
    },
  ],
  [
    'cht',
    {
      one: '（另有 1 種產品）',
      two: '（另有 2 種產品）',
      partial: 'CN¥32,160.00 （另有 2 件面議）',
      nonePriced: '面議',
    },
  ],
  [
    'pt',
    {
      one: '(+ 1 outro produto)',
      two: '(+ 2 outros produtos)',
      partial: 'CN¥\u00a032.160,00 (mais 2 com preço a combinar)',
      nonePriced: 'Preço a combinar',
    },
  ],
  [
    'en',
    {
      one: '(+ 1 more product)',
      two: '(+ 2 more products)',
      partial: 'CN¥32,160.00 (plus 2 on request)',
      nonePriced: 'Price on request',
    },
  ],
])('in %s (issue #14)', (language, texts) => {
  beforeEach(() => changeLanguage(language));
  afterEach(async () => {
    cleanup();
    await changeLanguage('zh');
  });

  const rowsOf = async (rows: OrderRow[]) => {
    api.on(ORDER_LIST, page(OrderListRow, rows));
    signIn();
    renderScreen(purchaseOrders());
    return Promise.all(rows.map((row) => screen.findByTestId(`order-row-${row.id}`)));
  };
  /** The text of a row's amount cell (the fourth column: number, products, seller, amount). */
  const amountOf = (row: HTMLElement) => row.querySelectorAll('td')[3]!.textContent;

  test('the further products are counted with the language’s plural', async () => {
    const [one, two] = await rowsOf([
      { ...orderRow, id: 1, products: [...orderRow.products, greenTea] },
      { ...orderRow, id: 2, products: [...orderRow.products, greenTea, onRequest('普洱生茶')] },
    ]);
    expect(within(one!).getByText(texts.one)).toBeTruthy();
    expect(within(two!).getByText(texts.two)).toBeTruthy();
  });

  test('an amount without its unpriced lines says how many there are; none priced reads 面议', async () => {
    const [partial, nonePriced] = await rowsOf([
      {
        ...orderRow,
        id: 1,
        unpricedLines: 2,
        products: [...orderRow.products, onRequest('普洱生茶'), onRequest('白茶')],
      },
      {
        ...orderRow,
        id: 2,
        amount: '0.00',
        unpricedLines: 2,
        products: [onRequest('普洱生茶'), onRequest('白茶')],
      },
    ]);
    expect(amountOf(partial!)).toBe(texts.partial);
    expect(amountOf(nonePriced!)).toBe(texts.nonePriced);
  });
});

test('stage, type and keyword filters go to the server from the first page', async () => {
  signIn();
  renderScreen(purchaseOrders());
  await screen.findByTestId('order-row-7');
  fireEvent.click(screen.getByRole('radio', { name: '合同待审核' }));
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({
      side: 'purchase',
      stage: 'contractPending',
      pageNum: '1',
      pageSize: '10',
    }),
  );
  fireEvent.click(screen.getByRole('radio', { name: '跨境贸易' }));
  const search = screen.getByLabelText('搜索订单');
  expect(search.getAttribute('maxlength')).toBe('50');
  fireEvent.change(search, { target: { value: ' 普洱 ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({
      side: 'purchase',
      stage: 'contractPending',
      type: '3',
      keyword: '普洱',
      pageNum: '1',
      pageSize: '10',
    }),
  );
});

test('opened from the workbench home (?awaiting=1) it lists the orders waiting for me, and the switch takes that off', async () => {
  signIn();
  renderScreen(
    <SalesOrdersPage pathname="/salesOrders" search="?awaiting=1" routeKey="salesOrders" />,
  );
  await screen.findByTestId('order-row-7');
  expect(listQueries()).toEqual([
    { side: 'sales', awaiting: 'true', pageNum: '1', pageSize: '10' },
  ]);
  const awaiting = screen.getByRole<HTMLInputElement>('checkbox', { name: '只看待我处理的订单' });
  expect(awaiting.checked).toBe(true);
  fireEvent.click(awaiting);
  expect(bus.navigations).toEqual(['/salesOrders']);
});

test('without the filter in the URL the switch is off, and turning it on puts it there', async () => {
  signIn();
  renderScreen(purchaseOrders());
  await screen.findByTestId('order-row-7');
  const awaiting = screen.getByRole<HTMLInputElement>('checkbox', { name: '只看待我处理的订单' });
  expect(awaiting.checked).toBe(false);
  fireEvent.click(awaiting);
  expect(bus.navigations).toEqual(['/purchaseOrders?awaiting=1']);
});

test('order management shows the review tab only to reviewers', async () => {
  signIn(['order:order:examine']);
  renderScreen(
    <OrderListManagePage pathname="/orderListManage" search="" routeKey="orderListManage" />,
  );
  expect(screen.getByRole('tab', { name: '销售订单' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '采购订单' })).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '审核订单' }));
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({ side: 'review', pageNum: '1', pageSize: '10' }),
  );
});

test("a reviewer's landing opens the review queue (?tab=review)", async () => {
  signIn(['order:order:examine']);
  renderScreen(
    <OrderListManagePage
      pathname="/orderListManage"
      search="?tab=review"
      routeKey="orderListManage"
    />,
  );
  expect(screen.getByRole('tab', { name: '审核订单' }).getAttribute('aria-selected')).toBe('true');
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({ side: 'review', pageNum: '1', pageSize: '10' }),
  );
});
