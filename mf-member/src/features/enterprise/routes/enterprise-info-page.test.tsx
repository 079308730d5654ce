import { act, fireEvent, screen, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { Enterprise } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus, sessionStore } from '@portal/session';
import { useRecordView } from '@portal/ui';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { company } from '../test-fixtures';
import { EnterpriseInfoPage } from './enterprise-info-page';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';

jest.mock('@portal/ui', () => ({
  ...jest.requireActual('@portal/ui'),
  // The favourite button and the view recorder have their own tests in @portal/ui.
  FavouriteButton: ({ entityId }: { entityId: number }) => (
    <button type="button">favourite {entityId}</button>
  ),
  useRecordView: jest.fn(),
}));

const api = mockApi();
const ENTERPRISE = enterpriseEndpoints.page;

function renderPage(search: string) {
  return renderScreen(
    <EnterpriseInfoPage pathname="/enterpriseInfo" search={search} routeKey="enterpriseInfo" />,
  );
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('a guest sees the company, its membership and its products', async () => {
  api.on(ENTERPRISE, ok(Enterprise, company));
  renderPage('?id=3');
  // Its name as its author wrote it, in Portuguese, said to be so to a Chinese reader.
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Lusitânia Vinhos e Azeites, Lda. 原文：Português');
  expect(heading.querySelector('[lang="pt"]')?.textContent).toBe(
    'Lusitânia Vinhos e Azeites, Lda.',
  );
  expect(screen.getByText('Lusitânia')).toBeTruthy();
  expect(screen.getByTestId('enterprise-verification').textContent).toBe('认证企业');
  expect(screen.getByText('葡萄牙')).toBeTruthy();
  expect(screen.getByText('黄金会员')).toBeTruthy();
  expect(screen.queryByText('统一社会信用代码')).toBeNull();
  // The supply hall's cards: the tiers' range, the trade terms, the origin; not the company again.
  const port = screen.getByTestId('product-card-7');
  const corks = screen.getByTestId('product-card-8');
  expect(port.querySelector('.supply-price')?.textContent).toBe('€16.90 – €18.50 / 瓶');
  expect(within(port).getAllByRole('link')[0]!.textContent).toBe(
    'Vinho do Porto Tawny 10 Anos 原文：Português',
  );
  expect(
    within(within(port).getByTestId('card-terms'))
      .getAllByRole('listitem')
      .map((term) => term.textContent),
  ).toEqual(['起订 120 瓶', '10 天发货', 'FOB Leixões', '可提供样品']);
  expect(port.textContent).toContain('葡萄牙 · Douro');
  expect(within(port).queryByRole('link', { name: 'Lusitânia Vinhos e Azeites, Lda.' })).toBeNull();
  expect(corks.querySelector('.supply-price')?.textContent).toBe('面议 / 个');
  expect(within(corks).queryByTestId('card-terms')).toBeNull();
  expect(screen.getByRole('button', { name: 'favourite 3' })).toBeTruthy();
  expect(useRecordView).toHaveBeenCalledWith('company', 3);
  expect(api.requests(ENTERPRISE).map((request) => request.path)).toEqual([
    '/haiguan/api/enterprise/3',
  ]);
});

test('an unverified company says so and shows its credit code when it has one', async () => {
  api.on(
    ENTERPRISE,
    ok(Enterprise, { ...company, verified: false, creditCode: '91350100M000100Y43' }),
  );
  renderPage('?id=3');
  expect((await screen.findByTestId('enterprise-verification')).textContent).toBe('未认证');
  expect(screen.getByText('91350100M000100Y43')).toBeTruthy();
});

test('a missing company shows the not-found page with a way home', async () => {
  api.on(ENTERPRISE, failure({ code: 404, msg: '企业不存在' }));
  renderPage('?id=999');
  expect(await screen.findByText('企业不存在')).toBeTruthy();
  expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
});

test('a malformed id is not requested', () => {
  api.on(ENTERPRISE, ok(Enterprise, company));
  renderPage('?id=1x');
  expect(screen.getByText('企业不存在')).toBeTruthy();
  expect(api.requests(ENTERPRISE)).toEqual([]);
  expect(useRecordView).toHaveBeenCalledWith('company', null);
});

test('"contact this company" opens the chat with its main account; a guest signs in first', async () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  api.on(ENTERPRISE, ok(Enterprise, company));
  const { unmount } = renderPage('?id=3');
  fireEvent.click(await screen.findByRole('button', { name: '联系企业' }));
  unmount();
  sessionStore.getState().login('token-of-a-member');
  sessionStore.getState().setProfile({
    user: {
      id: 7,
      mid: 0,
      username: '13800000001',
      status: 2,
      corporateLabel: 2,
      comName: '茶',
      touxiang: null,
      logo: null,
      email: null,
      name: null,
      phone: null,
    },
    membership: null,
    permissions: [],
  });
  renderPage('?id=3');
  fireEvent.click(await screen.findByRole('button', { name: '联系企业' }));
  bus.off('navigate', onNavigate);
  expect(targets).toEqual([`/login?redirect=${encodeURIComponent('/')}`, '/messages?to=41']);
});

test('a member is not offered a chat with themselves', async () => {
  sessionStore.getState().login('token-of-the-main-account');
  sessionStore.getState().setProfile({
    user: {
      id: 41,
      mid: 0,
      username: 'demo.pt@example.com',
      status: 2,
      corporateLabel: 2,
      comName: 'Lusitânia',
      touxiang: null,
      logo: null,
      email: null,
      name: null,
      phone: null,
    },
    membership: null,
    permissions: [],
  });
  api.on(ENTERPRISE, ok(Enterprise, company));
  renderPage('?id=3');
  // Its name as its author wrote it, in Portuguese, said to be so to a Chinese reader.
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Lusitânia Vinhos e Azeites, Lda. 原文：Português');
  expect(heading.querySelector('[lang="pt"]')?.textContent).toBe(
    'Lusitânia Vinhos e Azeites, Lda.',
  );
  expect(screen.queryByRole('button', { name: '联系企业' })).toBeNull();
});

test('visitors can put products into their cart; the company itself cannot buy from itself', async () => {
  api.on(ENTERPRISE, ok(Enterprise, company));
  const { unmount } = renderPage('?id=3');
  expect(
    await screen.findByRole('button', { name: '加入购物车 · Rolhas de cortiça natural' }),
  ).toBeTruthy();
  unmount();

  sessionStore.getState().login('token-of-a-sub-member');
  sessionStore.getState().setProfile({
    user: {
      id: 42,
      mid: 41,
      username: 'ana.pt@example.com',
      status: 2,
      corporateLabel: 2,
      comName: 'Lusitânia',
      touxiang: null,
      logo: null,
      email: null,
      name: null,
      phone: null,
    },
    membership: null,
    permissions: [],
  });
  renderPage('?id=3');
  expect(await screen.findByText('Vinho do Porto Tawny 10 Anos')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
});

test('the logo names the company; without one, its initial stands in', async () => {
  api.on(ENTERPRISE, ok(Enterprise, { ...company, logo: '/haiguan/api/enterprise/3/logo?v=12' }));
  const { unmount } = renderPage('?id=3');
  const logo = await screen.findByRole('img', { name: 'Lusitânia Vinhos e Azeites, Lda. 的标志' });
  expect(logo.getAttribute('src')).toBe('/haiguan/api/enterprise/3/logo?v=12');
  unmount();

  api.on(ENTERPRISE, ok(Enterprise, company));
  renderPage('?id=3');
  const fallback = await screen.findByTestId('enterprise-logo');
  expect(fallback.querySelector('img')).toBeNull();
  expect(fallback.textContent).toBe('L');
  expect(fallback.getAttribute('aria-hidden')).toBe('true');
});

test('each product shows its picture and opens its page', async () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  api.on(ENTERPRISE, ok(Enterprise, company));
  renderPage('?id=3');

  const link = await screen.findByRole('link', { name: /^Vinho do Porto Tawny 10 Anos/ });
  expect(link.getAttribute('href')).toBe('/productDetail?id=7');
  expect(link.querySelector('img')?.getAttribute('src')).toBe(
    '/haiguan/api/product/public/7/media/70',
  );
  // The name is the link's text, so the picture itself is not announced twice.
  expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  const withoutPicture = screen.getByRole('link', { name: /^Rolhas de cortiça natural/ });
  expect(withoutPicture.querySelector('img')).toBeNull();
  fireEvent.click(link);
  bus.off('navigate', onNavigate);
  expect(targets).toEqual(['/productDetail?id=7']);
});

test('prices, units, industry and dates read in the page language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(ENTERPRISE, ok(Enterprise, { ...company, industry: '茶叶' }));
  renderPage('?id=3');
  try {
    const port = await screen.findByTestId('product-card-7');
    expect(port.querySelector('.supply-price')?.textContent).toMatch(
      /^€\s16,90 – €\s18,50 \/ garrafa$/,
    );
    expect(within(port).getByText('Mín. 120 garrafas')).toBeTruthy();
    expect(within(port).getByText('Envio em 10 dias')).toBeTruthy();
    expect(within(port).getByText('Amostras disponíveis')).toBeTruthy();
    expect(within(port).getByText(/^Portugal · Douro$/)).toBeTruthy();
    const corks = screen.getByTestId('product-card-8');
    expect(corks.querySelector('.supply-price')?.textContent).toBe('Sob consulta / unidade');
    expect(screen.getByText('Chá')).toBeTruthy();
    expect(screen.getByText('10/01/2026')).toBeTruthy();
  } finally {
    await act(() => i18n.changeLanguage('zh'));
  }
});

test('a company without published products says so', async () => {
  api.on(ENTERPRISE, ok(Enterprise, { ...company, products: [] }));
  renderPage('?id=3');
  expect(await screen.findByText('暂无在售产品')).toBeTruthy();
});
