import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, type Reply } from '@portal/api-client/testing';
import { ProductSearchPage, SupplyIndustries, schemaErrors } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import type { ProductCard } from '../api/product';
import { productCard } from '../test-fixtures';
import { DemandHallPage } from './demand-hall-page';
import { renderScreen } from '@portal/ui/testing';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const SEARCH = 'GET /haiguan/api/product/search';
const INDUSTRIES = productEndpoints.industries;

/**
 * A page of the search as the server sends it: a page envelope with `totalEstimated` besides,
 * which `page()` does not build; held to its schema all the same.
 */
function searchPage(rows: ProductCard[], total = rows.length, totalEstimated = false): Reply {
  const body = { code: 200, msg: '操作成功', rows, total, totalEstimated };
  expect(schemaErrors(ProductSearchPage, body)).toEqual([]);
  return { status: 200, body };
}

function page(search: string) {
  return <DemandHallPage pathname="/demandHall" search={search} routeKey="demandHall" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(INDUSTRIES, ok(SupplyIndustries, ['茶叶', 'Cacau']));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the cards of the URL’s query: price or 面议, origin, verified company and tier', async () => {
  api.on(
    SEARCH,
    searchPage([
      productCard(1),
      productCard(2, {
        price: null,
        originCountry: 'PT',
        origin: 'Douro',
        company: { id: 4, name: 'Lusitânia', country: 'PT', verified: false, roleKey: 'silver' },
      }),
    ]),
  );
  renderScreen(page('?tab=supply&q=普洱&hs=0902&country=CN&sort=priceAsc&page=2'));
  const first = await screen.findByTestId('product-card-1');
  expect(api.requests(SEARCH).map((request) => request.query)).toEqual([
    {
      pageNum: '2',
      pageSize: '12',
      keyword: '普洱',
      hsCode: '0902',
      originCountry: 'CN',
      sort: 'priceAsc',
    },
  ]);
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
  api.on(
    SEARCH,
    searchPage([
      productCard(1, { unit: '千克', price: '1268.5', currency: 'USD' }),
      productCard(2, { unit: '盒', price: '36', currency: 'CNY' }),
      productCard(3, { price: null, unit: '篓' }),
    ]),
  );
  renderScreen(page('?tab=supply'));
  const price = async (id: number) =>
    (await screen.findByTestId(`product-card-${id}`)).querySelector('.supply-price')?.textContent;
  expect(await price(1)).toBe('$1,268.50 / kg');
  expect(await price(2)).toBe('CN¥36.00 / box');
  // a unit nobody named stays as its author wrote it
  expect(await price(3)).toBe('On request / 篓');
});

test('an estimated total says “about”, and the pages reach the newest 1,000 matches', async () => {
  api.on(SEARCH, searchPage([productCard(1)], 7700, true));
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
  api.on(SEARCH, searchPage([productCard(1)]));
  renderScreen(page('?tab=supply'));
  await screen.findByTestId('product-card-1');
  await waitFor(() => expect(api.requests(INDUSTRIES)).not.toHaveLength(0));
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
  api.on(SEARCH, searchPage([productCard(1)]));
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
  api.on(SEARCH, searchPage([]));
  const { unmount } = renderScreen(page('?tab=supply&q=zzz'));
  expect(await screen.findByText(/没有找到匹配的产品/)).toBeTruthy();
  fireEvent.click(screen.getAllByRole('button', { name: /清空条件/ }).at(-1)!);
  expect(navigations).toEqual(['/demandHall?tab=supply']);
  unmount();
  renderScreen(page(''));
  expect(await screen.findByText('还没有企业发布产品，稍后再来看看')).toBeTruthy();
});

test('the trade-term filters come from the URL, malformed ones left out, and go to the search', async () => {
  api.on(SEARCH, searchPage([productCard(1)]));
  const { unmount } = renderScreen(
    page('?tab=supply&incoterm=fob&sampleAvailable=1&moqMax=500&leadTimeMax=15'),
  );
  await screen.findByTestId('product-card-1');
  expect(api.requests(SEARCH).map((request) => request.query)).toEqual([
    {
      pageNum: '1',
      pageSize: '12',
      incoterm: 'FOB',
      sampleAvailable: 'true',
      moqMax: '500',
      leadTimeMax: '15',
    },
  ]);
  expect((screen.getByRole('checkbox', { name: '可提供样品' }) as HTMLInputElement).checked).toBe(
    true,
  );
  unmount();
  renderScreen(page('?tab=supply&incoterm=XYZ&sampleAvailable=yes&moqMax=-1&leadTimeMax=400'));
  await waitFor(() =>
    expect(api.requests(SEARCH).at(-1)?.query).toEqual({ pageNum: '1', pageSize: '12' }),
  );
});

test('on a wide screen samples, an Incoterm and a typed minimum order each go into the address', async () => {
  api.on(SEARCH, searchPage([productCard(1)]));
  renderScreen(page('?tab=supply&country=PT'));
  await screen.findByTestId('product-card-1');
  fireEvent.click(screen.getByRole('checkbox', { name: '可提供样品' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '贸易术语' }));
  fireEvent.click(await screen.findByTitle('CIF'));
  fireEvent.change(screen.getByLabelText('起订量不超过'), { target: { value: ' 200 ' } });
  fireEvent.keyDown(screen.getByLabelText('起订量不超过'), {
    key: 'Enter',
    code: 'Enter',
    keyCode: 13,
  });
  expect(navigations).toEqual([
    '/demandHall?tab=supply&country=PT&sampleAvailable=1',
    '/demandHall?tab=supply&country=PT&incoterm=CIF',
    '/demandHall?tab=supply&country=PT&moqMax=200',
  ]);
});

test('on a phone the filters wait in a sheet behind a button that counts them', async () => {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query.includes('max-width') }) as MediaQueryList;
  try {
    await act(() => i18n.changeLanguage('pt'));
    api.on(SEARCH, searchPage([productCard(1)]));
    renderScreen(page('?tab=supply&q=chá&country=PT&incoterm=FOB'));
    await screen.findByTestId('product-card-1');
    // Only the words and the button before the first product.
    expect(screen.queryByRole('combobox', { name: 'Incoterm' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Filtros')).toBeTruthy();
    // A choice in the sheet waits for "show results".
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Com amostras' }));
    expect(navigations).toEqual([]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Ver resultados' }));
    expect(navigations).toEqual([
      `/demandHall?tab=supply&q=${encodeURIComponent('chá')}&country=PT&incoterm=FOB&sampleAvailable=1`,
    ]);
  } finally {
    window.matchMedia = desktop;
  }
});

test('a lead time from a shared address that is none of the choices is offered as one', async () => {
  await act(() => i18n.changeLanguage('en'));
  api.on(SEARCH, searchPage([productCard(1)]));
  renderScreen(page('?tab=supply&leadTimeMax=1'));
  await screen.findByTestId('product-card-1');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Lead time' }));
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
    ).toEqual([
      'Any lead time',
      'Within 1 day',
      'Within 7 days',
      'Within 15 days',
      'Within 30 days',
      'Within 60 days',
    ]),
  );
});
