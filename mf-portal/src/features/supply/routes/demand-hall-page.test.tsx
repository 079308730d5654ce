import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { getIndustries } from '../api/get-industries';
import { searchProducts } from '../api/search-products';
import { productCard } from '../test-fixtures';
import { DemandHallPage } from './demand-hall-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/search-products', () => ({
  ...jest.requireActual('../api/search-products'),
  searchProducts: jest.fn(),
}));
jest.mock('../api/get-industries');

function page(search: string) {
  return <DemandHallPage pathname="/demandHall" search={search} routeKey="demandHall" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  jest.mocked(getIndustries).mockResolvedValue(['茶叶', 'Cacau']);
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the cards of the URL’s query: price or 面议, origin, verified company and tier', async () => {
  jest.mocked(searchProducts).mockResolvedValue({
    rows: [
      productCard(1),
      productCard(2, {
        price: null,
        originCountry: 'PT',
        origin: 'Douro',
        company: { id: 4, name: 'Lusitânia', country: 'PT', verified: false, roleKey: 'silver' },
      }),
    ],
    total: 2,
    totalEstimated: false,
  });
  renderScreen(page('?tab=supply&q=普洱&hs=0902&country=CN&sort=priceAsc&page=2'));
  const first = await screen.findByTestId('product-card-1');
  expect(searchProducts).toHaveBeenCalledWith(
    expect.objectContaining({ q: '普洱', hs: '0902', country: 'CN', sort: 'priceAsc', page: 2 }),
  );
  expect(first.querySelector('.supply-price')?.textContent).toBe('¥1,268.50 / 饼');
  expect(within(first).getByText('已认证')).toBeTruthy();
  expect(within(first).getByText('黄金会员')).toBeTruthy();
  expect(
    within(first)
      .getByRole('link', { name: /普洱熟茶饼 1/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=1');
  const second = screen.getByTestId('product-card-2');
  expect(within(second).getByText(/面议/)).toBeTruthy();
  expect(within(second).getByText(/葡萄牙 · Douro/)).toBeTruthy();
  expect(screen.getByTestId('supply-total').textContent).toBe('共 2 件产品');
  expect((screen.getByLabelText('搜索产品（中文、葡文或英文）') as HTMLInputElement).value).toBe(
    '普洱',
  );
});

test('in English a card names its unit and writes its price the English way', async () => {
  await act(() => i18n.changeLanguage('en'));
  jest.mocked(searchProducts).mockResolvedValue({
    rows: [
      productCard(1, { unit: '千克', price: '1268.5', currency: 'USD' }),
      productCard(2, { unit: '盒', price: '36', currency: 'CNY' }),
      productCard(3, { price: null, unit: '篓' }),
    ],
    total: 3,
    totalEstimated: false,
  });
  renderScreen(page('?tab=supply'));
  const price = async (id: number) =>
    (await screen.findByTestId(`product-card-${id}`)).querySelector('.supply-price')?.textContent;
  expect(await price(1)).toBe('$1,268.50 / kg');
  expect(await price(2)).toBe('CN¥36.00 / box');
  // a unit nobody named stays as its author wrote it
  expect(await price(3)).toBe('On request / 篓');
});

test('an estimated total says “about”, and the pages reach the newest 1,000 matches', async () => {
  jest.mocked(searchProducts).mockResolvedValue({
    rows: [productCard(1)],
    total: 7700,
    totalEstimated: true,
  });
  renderScreen(page('?tab=supply&q=茶'));
  expect((await screen.findByTestId('supply-total')).textContent).toBe('约 7,700 件产品');
  // 1,000 matches at 12 a page
  expect(screen.getByTitle('84')).toBeTruthy();
  expect(screen.queryByTitle('85')).toBeNull();
  await act(() => i18n.changeLanguage('pt'));
  expect(screen.getByTestId('supply-total').textContent).toBe('Cerca de 7.700 produtos');
});

test('the industry filter names each industry in the reader’s language, keeping its value', async () => {
  await act(() => i18n.changeLanguage('pt'));
  jest
    .mocked(searchProducts)
    .mockResolvedValue({ rows: [productCard(1)], total: 1, totalEstimated: false });
  renderScreen(page('?tab=supply'));
  await screen.findByTestId('product-card-1');
  await waitFor(() => expect(getIndustries).toHaveBeenCalled());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Setor' }));
  let options: string[] = [];
  await waitFor(() => {
    options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent ?? '',
    );
    expect(options).toContain('Chá');
  });
  expect(options).toEqual(['Todos os setores', 'Chá', 'Cacau']);
  fireEvent.click(
    [...document.querySelectorAll('.ant-select-item-option')].find(
      (option) => option.textContent === 'Chá',
    )!,
  );
  expect(navigations).toEqual([`/demandHall?tab=supply&industry=${encodeURIComponent('茶叶')}`]);
});

test('a search goes into the URL from the first page', async () => {
  jest
    .mocked(searchProducts)
    .mockResolvedValue({ rows: [productCard(1)], total: 1, totalEstimated: false });
  renderScreen(page('?tab=supply&country=CN&page=3'));
  await screen.findByTestId('product-card-1');
  const box = screen.getByLabelText('搜索产品（中文、葡文或英文）');
  fireEvent.change(box, { target: { value: ' azeite ' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(screen.getByLabelText('HS 编码前缀'), { target: { value: '15a09' } });
  fireEvent.keyDown(screen.getByLabelText('HS 编码前缀'), {
    key: 'Enter',
    code: 'Enter',
    keyCode: 13,
  });
  await waitFor(() =>
    expect(navigations).toEqual([
      '/demandHall?tab=supply&q=azeite&country=CN',
      '/demandHall?tab=supply&q=azeite&hs=1509&country=CN',
    ]),
  );
});

test('says what to try when nothing matches, and when nothing is published', async () => {
  jest.mocked(searchProducts).mockResolvedValue({ rows: [], total: 0, totalEstimated: false });
  const { unmount } = renderScreen(page('?tab=supply&q=zzz'));
  expect(await screen.findByText(/没有找到匹配的产品/)).toBeTruthy();
  fireEvent.click(screen.getAllByRole('button', { name: /清空条件/ }).at(-1)!);
  expect(navigations).toEqual(['/demandHall?tab=supply']);
  unmount();
  renderScreen(page(''));
  expect(await screen.findByText('还没有企业发布产品，稍后再来看看')).toBeTruthy();
});
