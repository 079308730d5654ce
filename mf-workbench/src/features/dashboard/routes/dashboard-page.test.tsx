import { act, screen, within } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { ExchangeRates } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { signIn } from '../../../test/session';
import { usdRate } from '../../exchange-rates/test-fixtures';
import { DashboardPage } from './dashboard-page';

const api = mockApi();
const RATES = 'GET /haiguan/api/exchange/rates';

afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

const dashboard = () => renderScreen(<DashboardPage />);

/** Each figure of the dashboard as its name and its value. */
function figures(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

test('until the profile arrives the dashboard says it is loading', () => {
  dashboard();
  expect(screen.getByRole('status').textContent).toBe('正在加载…');
});

test.each([
  [
    'zh',
    '您好，João Ferreira',
    [
      ['所属企业', 'Lusitânia Vinhos e Azeites, Lda.'],
      ['会员等级', '白银会员'],
      ['未读消息', '5'],
    ],
    '查看消息',
  ],
  [
    'en',
    'Hello, João Ferreira',
    [
      ['Company', 'Lusitânia Vinhos e Azeites, Lda.'],
      ['Membership', 'Silver'],
      ['Unread messages', '5'],
    ],
    'Open messages',
  ],
])(
  'in %s it greets the user and shows the company, membership and unread messages',
  async (language, greeting, expected, openMessages) => {
    await act(() => i18n.changeLanguage(language));
    signIn();
    sessionStore.getState().setProfile({
      user: sessionStore.getState().user!,
      membership: { roleId: 2, roleName: '白银会员', roleKey: 'silver', expireTime: null },
      permissions: [],
    });
    sessionStore.getState().setUnread({ system: 2, chat: 3 });
    dashboard();

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(greeting);
    expect(figures()).toEqual(expected);
    expect(screen.getByRole('link', { name: openMessages }).getAttribute('href')).toBe('/messages');
    expect(screen.queryByRole('table')).toBeNull();
  },
);

test('a user without membership is invited to become a member; each tool has its shortcut', () => {
  signIn();
  dashboard();

  expect(figures()[1]).toEqual(['会员等级', '开通会员，解锁更多权益']);
  const shortcuts = screen.getByRole('heading', { level: 3, name: '常用功能' })
    .nextElementSibling as HTMLElement;
  const links = within(shortcuts).getAllByRole('link');
  expect(links.length).toBeGreaterThan(3);
  expect(links.map((link) => link.getAttribute('href'))).not.toContain('/workbench');
  expect(within(shortcuts).getByRole('link', { name: '产品管理' }).getAttribute('href')).toBe(
    '/productManage',
  );
});

test('a platform operator also gets the exchange-rate form, loaded on first use', async () => {
  signIn(['platform:exchange:manage']);
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
});
