import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';
import { act, screen, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { ExchangeRates, WorkbenchSummary, type Static } from '@portal/contracts/schemas';
import { workbenchEndpoints } from '@portal/contracts/endpoints/workbench';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { signIn } from '../../../test/session';
import { usdRate } from '../../exchange-rates/test-fixtures';
import { DashboardPage } from './dashboard-page';

const api = mockApi();
const RATES = exchangeRateEndpoints.rates;
const SUMMARY = workbenchEndpoints.summary;

const busy: Static<typeof WorkbenchSummary> = {
  verification: 2,
  membership: {
    roleKey: 'silver',
    expiresAt: '2027-03-31T16:00:00.000Z',
    applicationPending: false,
  },
  orders: { salesAwaiting: 3, purchasesAwaiting: 1 },
  messages: { unreadChat: 4, unreadInquiries: 2 },
  demands: { quotesReceived: 5, expiringSoon: 1, openToQuote: 12 },
  exhibitions: { openToRegister: 0 },
  firstSteps: { products: 8, demands: 2, staff: 1 },
};
const fresh: Static<typeof WorkbenchSummary> = {
  ...busy,
  verification: 1,
  membership: { roleKey: 'start', expiresAt: null, applicationPending: false },
  orders: { salesAwaiting: 0, purchasesAwaiting: 0 },
  messages: { unreadChat: 0, unreadInquiries: 0 },
  demands: { quotesReceived: 0, expiringSoon: 0, openToQuote: 3 },
  firstSteps: { products: 0, demands: 0, staff: 1 },
};

afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

const dashboard = () => renderScreen(<DashboardPage />);

/** A count's link, as its number and its words, and where it leads. */
async function count(key: string) {
  const link = within(await screen.findByTestId(`count-${key}`)).getByRole('link');
  return [link.textContent, link.getAttribute('href')];
}

test('until the profile arrives the dashboard says it is loading', () => {
  dashboard();
  expect(screen.getByRole('status').textContent).toBe('正在加载…');
});

test.each([
  [
    'zh',
    '您好，João Ferreira',
    ['3 销售订单待我处理', '/salesOrders?awaiting=1'],
    ['5 收到报价的需求', '/demandRelease?quotesReceived=1'],
    '白银会员',
  ],
  [
    'cht',
    '您好，João Ferreira',
    ['3 銷售訂單待我處理', '/salesOrders?awaiting=1'],
    ['5 收到報價的需求', '/demandRelease?quotesReceived=1'],
    '白銀會員',
  ],
  [
    'pt',
    'Olá, João Ferreira',
    ['3 Encomendas de venda à sua espera', '/salesOrders?awaiting=1'],
    ['5 Procuras com cotações recebidas', '/demandRelease?quotesReceived=1'],
    'Plano Prata',
  ],
  [
    'en',
    'Hello, João Ferreira',
    ['3 Sales orders waiting for you', '/salesOrders?awaiting=1'],
    ['5 Demands with quotes received', '/demandRelease?quotesReceived=1'],
    'Silver',
  ],
])(
  'in %s it greets by name and counts what waits, each count opening its list',
  async (language, greeting, sales, quotes, tier) => {
    await act(() => i18n.changeLanguage(language));
    api.on(SUMMARY, ok(WorkbenchSummary, busy));
    signIn(['member:staff:edit']);
    dashboard();

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(greeting);
    expect(await count('salesAwaiting')).toEqual(sales);
    expect(await count('quotesReceived')).toEqual(quotes);
    expect((await count('purchasesAwaiting'))[1]).toBe('/purchaseOrders?awaiting=1');
    expect((await count('expiringSoon'))[1]).toBe('/demandRelease?expiringSoon=1');
    expect((await count('openToQuote'))[1]).toBe('/demandHall?tab=demand');
    expect(screen.getByRole('link', { name: tier }).getAttribute('href')).toBe('/memberCenter');
    // Everything is set up: no first steps, and never the catalogue's shortcuts.
    expect(
      screen.queryByRole('region', { name: /开始使用|Primeiros passos|First steps|開始使用/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /产业城市|Industry cities/ })).toBeNull();
  },
);

test('a new company opens on its first steps, each marked done or not', async () => {
  api.on(SUMMARY, ok(WorkbenchSummary, fresh));
  signIn(['member:staff:edit']);
  dashboard();

  const steps = await screen.findByRole('region', { name: '开始使用' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual([
    '未完成企业认证审核中',
    '未完成发布产品或采购需求 发布产品 · 发布需求',
    '✓ 已完成邀请员工',
  ]);
  expect(within(steps).getByRole('link', { name: '发布产品' }).getAttribute('href')).toBe(
    '/saveProduct',
  );
  expect(within(steps).getByRole('link', { name: '企业认证审核中' }).getAttribute('href')).toBe(
    '/companyInfo',
  );
});

test('a failed summary says so and offers a retry', async () => {
  api.on(SUMMARY, failure({ code: 500, msg: '服务器错误' }));
  signIn();
  dashboard();
  expect((await screen.findByRole('alert')).textContent).toContain('待办事项加载失败');
  expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
});

test('a platform operator gets no company counts, and the exchange-rate form loaded on first use', async () => {
  signIn(['*:*:*']);
  api.on(
    RATES,
    ok(ExchangeRates, {
      date: usdRate.rateDate,
      perCny: { [usdRate.currency]: usdRate.perCny },
      rates: [usdRate],
    }),
  );
  dashboard();

  const table = await screen.findByRole('table');
  expect(within(table).getByRole('textbox', { name: '1 CNY 兑换 EUR' })).toBeTruthy();
  // No route answers SUMMARY here: asking for it would fail the test.
  expect(screen.queryByText('待我处理')).toBeNull();
});
