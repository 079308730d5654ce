import { act, fireEvent, screen, within } from '@testing-library/react';
import { failure, list, mockApi, ok } from '@portal/api-client/testing';
import { Pavilion, PavilionSummary, PriceHistory, PriceList } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { pavilionSummaries, teaPavilion, teaPriceHistory, teaPriceList } from '../test-fixtures';
import { PavilionsPage } from './pavilions-page';
import { renderScreen } from '@portal/ui/testing';
import { pavilionEndpoints } from '@portal/contracts/endpoints/pavilions';
import { priceEndpoints } from '@portal/contracts/endpoints/prices';

const api = mockApi();
const PAVILIONS = pavilionEndpoints.list;
const PAVILION = pavilionEndpoints.page;
const PRICES = priceEndpoints.list;
const PRICE_HISTORY = priceEndpoints.history;

function page(search: string) {
  return <PavilionsPage pathname="/pavilions" search={search} routeKey="pavilions" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(PAVILION, ok(Pavilion, teaPavilion));
  api.on(PRICES, ok(PriceList, teaPriceList));
  api.on(PRICE_HISTORY, ok(PriceHistory, teaPriceHistory));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  await act(() => i18n.changeLanguage('zh'));
});

test('the index lists the three pavilions, each opening its own page', async () => {
  api.on(PAVILIONS, list(PavilionSummary, pavilionSummaries));
  renderScreen(page(''));
  expect(await screen.findByRole('heading', { level: 1, name: '特色展馆' })).toBeTruthy();
  const links = screen
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['茶叶馆', '/pavilions?theme=tea'],
    ['澳门馆', '/pavilions?theme=macau'],
    ['山东馆', '/pavilions?theme=shandong'],
  ]);
  expect(screen.getByText('1 家认证企业 · 6 个产品')).toBeTruthy();
});

test.each([
  ['en', '1 verified company · 6 products', '1 published product'],
  ['pt', '1 empresa verificada · 6 produtos', '1 produto publicado'],
])('in %s a count of one is singular', async (language, counts, companyProducts) => {
  await act(() => i18n.changeLanguage(language));
  api.on(PAVILIONS, list(PavilionSummary, pavilionSummaries));
  const { unmount } = renderScreen(page(''));
  expect(await screen.findByText(counts)).toBeTruthy();
  unmount();
  const company = { ...teaPavilion.companies[0]!, productCount: 1 };
  api.on(PAVILION, ok(Pavilion, { ...teaPavilion, companies: [company] }));
  renderScreen(page('?theme=tea'));
  expect(
    await within(await screen.findByTestId('pavilion-companies')).findByText(companyProducts),
  ).toBeTruthy();
});

test('a pavilion page: introduction, companies and products linking to their pages, its prices', async () => {
  renderScreen(page('?theme=tea'));
  expect(await screen.findByRole('heading', { level: 1, name: '茶叶馆' })).toBeTruthy();
  expect(api.requests(PAVILION).map((request) => request.path)).toEqual([
    '/haiguan/api/pavilions/tea',
  ]);
  expect(screen.getByText('茶经澳门传入葡萄牙。')).toBeTruthy();
  expect(screen.getByText('本馆汇集以茶为业的已认证企业。')).toBeTruthy();

  const companies = screen.getByRole('region', { name: '认证企业' });
  expect(
    within(companies)
      .getByRole('link', { name: '青岛海丰食品进出口有限公司' })
      .getAttribute('href'),
  ).toBe('/enterpriseInfo?id=7');
  expect(within(companies).getByText('6 个已发布产品')).toBeTruthy();
  expect(within(companies).getByText('食品')).toBeTruthy();

  const products = screen.getByRole('region', { name: '精选产品' });
  expect(
    within(products)
      .getByRole('link', { name: /崂山绿茶/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=31');
  expect(
    within(products)
      .getByRole('link', { name: /普洱熟茶饼/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=3');
  expect(
    within(products).getByRole('link', { name: '在供需大厅查看更多产品' }).getAttribute('href'),
  ).toBe('/demandHall?tab=supply&hs=0902');

  const prices = screen.getByRole('region', { name: '相关商品价格' });
  expect(await within(prices).findByRole('table', { name: '商品价格一览' })).toBeTruthy();
  expect(api.requests(PRICES).map((request) => request.query)).toEqual([{ pavilion: 'tea' }]);
  expect(within(prices).getByText('最近一次观测：2025/12/31')).toBeTruthy();
  fireEvent.click(within(prices).getByRole('button', { name: '正在显示: 崂山绿茶' }));
  expect(navigations).toEqual(['/pavilions?theme=tea&commodity=tea-laoshan']);
});

test('in English a pavilion names its companies’ industries and its products’ units in English', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderScreen(page('?theme=tea'));
  const companies = await screen.findByTestId('pavilion-companies');
  expect(within(companies).getByText('Food')).toBeTruthy();
  expect(within(companies).queryByText('食品')).toBeNull();
  const products = screen.getByTestId('pavilion-products');
  const prices = [...products.querySelectorAll('.supply-price')].map((price) => price.textContent);
  expect(prices).toEqual(['CN¥360.00 / kg', 'On request / cake']);
});

test('in English, and an unknown pavilion says so with a way back', async () => {
  await act(() => i18n.changeLanguage('en'));
  api.on(PAVILION, failure({ code: 404, msg: 'The pavilion does not exist' }));
  renderScreen(page('?theme=moon'));
  expect(await screen.findByText('There is no such pavilion')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All pavilions' }).getAttribute('href')).toBe(
    '/pavilions',
  );
});

test('a pavilion without matching companies or products says so', async () => {
  api.on(
    PAVILION,
    ok(Pavilion, {
      ...teaPavilion,
      companies: [],
      products: [],
      companyCount: 0,
      productCount: 0,
    }),
  );
  renderScreen(page('?theme=tea'));
  expect(await screen.findByText('目前还没有符合本馆主题的认证企业。')).toBeTruthy();
  expect(screen.getByText('目前还没有符合本馆主题的已发布产品。')).toBeTruthy();
});
