import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { list, mockApi, ok, page } from '@portal/api-client/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import {
  CatalogueNode,
  HsCodeEntry,
  OwnProductRow,
  ProductBatchBody,
  ProductBatchResult,
  ProductQuota,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { oliveOilCategory } from '../../catalogue/test-fixtures';
import { fatsChapter, fullProductQuota, ownProductRow, productQuota } from '../test-fixtures';
import { ProductManagePage } from './product-manage-page';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const OWN_PRODUCTS = productEndpoints.ownList;
const QUOTA = productEndpoints.quota;
const HS_CODES = productEndpoints.hsCodes;
const CATALOGUE = catalogueEndpoints.tree;
const PUBLISH = productEndpoints.batchPublish;
const UNPUBLISH = productEndpoints.batchUnpublish;

const queriesOf = (route: Endpoint) => api.requests(route).map((request) => request.query);
const bodiesOf = (route: Endpoint) => api.requests(route).map((request) => request.body);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  api.on(
    OWN_PRODUCTS,
    page(OwnProductRow, [
      ownProductRow(1, 0, 'Azeite Virgem Extra'),
      ownProductRow(2, 1, 'Rolhas de cortiça'),
    ]),
  );
  api.on(QUOTA, ok(ProductQuota, productQuota));
  api.on(HS_CODES, list(HsCodeEntry, [fatsChapter]));
  api.on(CATALOGUE, list(CatalogueNode, [oliveOilCategory]));
  api.on(PUBLISH, ok(ProductBatchResult, { count: 1 }, '已发布'), { body: ProductBatchBody });
  api.on(UNPUBLISH, ok(ProductBatchResult, { count: 2 }, '已下架'), { body: ProductBatchBody });
});
afterEach(async () => {
  bus.stop();
  await act(() => i18n.changeLanguage('zh'));
});

const ALL = ['product:product:edit', 'product:supply:publish'];

test('lists the products with their state, price or 面议, and online x/y', async () => {
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  const first = await screen.findByTestId('product-row-1');
  expect(within(first).getByText('Azeite Virgem Extra')).toBeTruthy();
  expect(within(first).getByTestId('product-status').textContent).toBe('待发布');
  // 'lata' is a can: named in the reader's language.
  expect(within(first).getByText('€32.00 / 罐')).toBeTruthy();
  const second = screen.getByTestId('product-row-2');
  expect(within(second).getByText('面议')).toBeTruthy();
  expect(within(second).getByTestId('product-status').textContent).toBe('已发布');
  expect((await screen.findByTestId('product-quota')).textContent).toBe('在线产品 3/100');
  expect(queriesOf(OWN_PRODUCTS)).toEqual([{ pageNum: '1', pageSize: '10' }]);
  expect(api.requests(CATALOGUE).map((request) => request.params)).toEqual([
    { kind: 'productType' },
  ]);
});

test.each([
  ['en', '€32.00 / can'],
  ['pt', '€ 32,00 / lata'], // testing-library reads the no-break space as a space
])(
  'in %s the price is written the reader’s way, per unit in their words',
  async (language, price) => {
    await act(() => i18n.changeLanguage(language));
    signIn(ALL);
    renderScreen(<ProductManagePage />);
    const first = await screen.findByTestId('product-row-1');
    expect(within(first).getByText(price)).toBeTruthy();
  },
);

test('publishes one row, and the selected rows in bulk', async () => {
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  fireEvent.click(await screen.findByTestId('publish-1'));
  await waitFor(() => expect(bodiesOf(PUBLISH)).toEqual([{ ids: [1] }]));
  await waitFor(() => expect(bus.notices.map((notice) => notice.content)).toContain('已发布'));
  const boxes = screen.getAllByRole('checkbox');
  fireEvent.click(boxes[1]!);
  fireEvent.click(boxes[2]!);
  fireEvent.click(await screen.findByRole('button', { name: '批量下架' }));
  await waitFor(() => expect(bodiesOf(UNPUBLISH)).toEqual([{ ids: [1, 2] }]));
});

test('filters go to the server from the first page; keyword on Enter', async () => {
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  await screen.findByTestId('product-row-1');
  const search = screen.getByLabelText('搜索名称、规格、品牌或编码');
  fireEvent.change(search, { target: { value: ' azeite ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(queriesOf(OWN_PRODUCTS).at(-1)).toEqual({
      pageNum: '1',
      pageSize: '10',
      keyword: 'azeite',
    }),
  );
});

test('a full quota offers the upgrade; without the grant there is no publishing', async () => {
  api.on(QUOTA, ok(ProductQuota, fullProductQuota));
  signIn(['product:product:list']);
  renderScreen(<ProductManagePage />);
  fireEvent.click(await screen.findByRole('button', { name: '升级会员' }));
  expect(bus.navigations).toEqual(['/memberCenter']);
  expect(screen.queryByTestId('publish-1')).toBeNull();
  expect(screen.queryByRole('button', { name: '发布产品' })).toBeNull();
});

test('an empty list says how to start', async () => {
  api.on(OWN_PRODUCTS, page(OwnProductRow, []));
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  expect(await screen.findByText('还没有产品，点击“发布产品”添加第一个')).toBeTruthy();
});

test('on a phone each product is a card with its own check box, and the bulk actions work from the cards', async () => {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query.includes('max-width') }) as MediaQueryList;
  try {
    signIn(ALL);
    renderScreen(<ProductManagePage />);
    const oil = await screen.findByRole('checkbox', { name: 'Azeite Virgem Extra' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(oil.closest('li')!.textContent).toContain('€32.00 / 罐');
    fireEvent.click(oil);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rolhas de cortiça' }));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量下架' }));
    await waitFor(() => expect(bodiesOf(UNPUBLISH)).toEqual([{ ids: [1, 2] }]));
  } finally {
    window.matchMedia = desktop;
  }
});
