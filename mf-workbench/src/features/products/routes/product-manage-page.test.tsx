import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { fetchCatalogue } from '../../catalogue/api/fetch-catalogue';
import { oliveOilCategory } from '../../catalogue/test-fixtures';
import { fetchHsCodes } from '../api/fetch-hs-codes';
import { fetchOwnProducts } from '../api/fetch-own-products';
import { fetchProductQuota } from '../api/fetch-quota';
import { setProductsOnline } from '../api/publish-products';
import { fatsChapter, fullProductQuota, ownProductRow, productQuota } from '../test-fixtures';
import { ProductManagePage } from './product-manage-page';

jest.mock('../api/fetch-own-products');
jest.mock('../api/fetch-quota');
jest.mock('../api/fetch-hs-codes');
jest.mock('../api/publish-products');
jest.mock('../../catalogue/api/fetch-catalogue');

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  jest.mocked(fetchOwnProducts).mockResolvedValue({
    rows: [ownProductRow(1, 0, 'Azeite Virgem Extra'), ownProductRow(2, 1, 'Rolhas de cortiça')],
    total: 2,
  });
  jest.mocked(fetchProductQuota).mockResolvedValue(productQuota);
  jest.mocked(fetchHsCodes).mockResolvedValue([fatsChapter]);
  jest.mocked(fetchCatalogue).mockResolvedValue([oliveOilCategory]);
  jest.mocked(setProductsOnline).mockResolvedValue('已发布');
});
afterEach(async () => {
  bus.stop();
  jest.resetAllMocks();
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
  expect(fetchOwnProducts).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 });
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
  await waitFor(() => expect(setProductsOnline).toHaveBeenCalledWith([1], true));
  await waitFor(() => expect(bus.notices.map((notice) => notice.content)).toContain('已发布'));
  const boxes = screen.getAllByRole('checkbox');
  fireEvent.click(boxes[1]!);
  fireEvent.click(boxes[2]!);
  fireEvent.click(await screen.findByRole('button', { name: '批量下架' }));
  await waitFor(() => expect(setProductsOnline).toHaveBeenLastCalledWith([1, 2], false));
});

test('filters go to the server from the first page; keyword on Enter', async () => {
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  await screen.findByTestId('product-row-1');
  const search = screen.getByLabelText('搜索名称、规格、品牌或编码');
  fireEvent.change(search, { target: { value: ' azeite ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(fetchOwnProducts).toHaveBeenLastCalledWith({
      pageNum: 1,
      pageSize: 10,
      keyword: 'azeite',
    }),
  );
});

test('a full quota offers the upgrade; without the grant there is no publishing', async () => {
  jest.mocked(fetchProductQuota).mockResolvedValue(fullProductQuota);
  signIn(['product:product:list']);
  renderScreen(<ProductManagePage />);
  fireEvent.click(await screen.findByRole('button', { name: '升级会员' }));
  expect(bus.navigations).toEqual(['/memberCenter']);
  expect(screen.queryByTestId('publish-1')).toBeNull();
  expect(screen.queryByRole('button', { name: '发布产品' })).toBeNull();
});

test('an empty list says how to start', async () => {
  jest.mocked(fetchOwnProducts).mockResolvedValue({ rows: [], total: 0 });
  signIn(ALL);
  renderScreen(<ProductManagePage />);
  expect(await screen.findByText('还没有产品，点击“发布产品”添加第一个')).toBeTruthy();
});
