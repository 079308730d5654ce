import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, list, mockApi, ok, page, type Route } from '@portal/api-client/testing';
import type { UserInfo } from '@portal/contracts';
import {
  MembershipApplication,
  MembershipApplied,
  MembershipApplyBody,
  MembershipDeclineBody,
  MembershipOverview,
  MembershipTier,
} from '@portal/contracts/schemas';
import { changeLanguage, formatDate } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';
import '../../../app/locales';
import { mainAccount, startOverview, tiers } from '../test-fixtures';
import { MemberCenterPage } from './member-center-page';

const api = mockApi();
const TIERS = membershipEndpoints.tiers;
const OVERVIEW = membershipEndpoints.overview;
const APPLY = membershipEndpoints.apply;
const PENDING = membershipEndpoints.applications;
const ACTIVATE = membershipEndpoints.activate;
const DECLINE = membershipEndpoints.decline;

/** The paths and JSON bodies the server received on `route`, in order. */
const sentTo = (route: Route | Endpoint) =>
  api.requests(route).map(({ path, body }) => ({ path, body }));

function signIn(overrides: Partial<UserInfo> = {}, permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { ...mainAccount, ...overrides },
    membership: null,
    permissions,
  });
}

function renderPage() {
  return renderScreen(<MemberCenterPage />);
}

beforeEach(() => {
  api.on(TIERS, list(MembershipTier, tiers));
});

afterEach(() => {
  sessionStore.getState().logout('logout');
});

function cellOf(benefit: string, column: number) {
  const row = screen.getByText(benefit).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[column]!.textContent;
}

test('the current tier, its term and the usage of every quota are shown', async () => {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  signIn();
  renderPage();
  expect((await screen.findByTestId('current-tier')).textContent).toBe('启航版（限时免费）');
  expect(screen.getByText('试用')).toBeTruthy();
  // the shared layer's day (2027/01/30 where the reader is at UTC or east of it)
  expect(screen.getByTestId('membership-expiry').textContent).toBe(
    formatDate('2027-01-30T00:00:00Z', 'zh'),
  );
  for (const usage of [
    '在线产品 2/20',
    '子账号 1/2',
    '展会 0/1',
    '展品 3/5',
    '存储空间 50.3 MB / 200 MB',
  ]) {
    expect(screen.getByText(usage)).toBeTruthy();
  }
  expect(screen.getByRole('progressbar', { name: '展品 3/5' }).getAttribute('aria-valuenow')).toBe(
    '60',
  );
  expect(
    screen
      .getByRole('progressbar', { name: '存储空间 50.3 MB / 200 MB' })
      .getAttribute('aria-valuenow'),
  ).toBe('25');
});

test("storage used and each tier's storage are shown in every language", async () => {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  signIn();
  const expected = [
    ['cht', '儲存空間 50.3 MB / 200 MB', '儲存空間', '1 GB'],
    ['pt', 'Armazenamento 50,3 MB / 200 MB', 'Armazenamento de ficheiros', '1 GB'],
    ['en', 'File storage 50.3 MB / 200 MB', 'File storage', '1 GB'],
    ['zh', '存储空间 50.3 MB / 200 MB', '存储空间', '1 GB'],
  ] as const;
  for (const [language, usage, benefit, silver] of expected) {
    await changeLanguage(language);
    const { unmount } = renderPage();
    expect(await screen.findByTestId('usage-storage')).toBeTruthy();
    expect(screen.getByTestId('usage-storage').textContent).toBe(usage);
    // the comparison table: the benefit's row, silver's column (1: start, 2: silver)
    await screen.findByText(benefit);
    expect(cellOf(benefit, 2)).toBe(silver);
    unmount();
  }
});

test('without an expiry the membership is long-term', async () => {
  api.on(OVERVIEW, ok(MembershipOverview, { ...startOverview, expireTime: null }));
  signIn();
  renderPage();
  expect((await screen.findByTestId('membership-expiry')).textContent).toBe('长期有效');
});

test('the comparison lists quotas, discount, free listing, duration and price per tier', async () => {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  signIn();
  renderPage();
  await screen.findByText('会员权益对比');
  expect(await screen.findByText('手续费折扣')).toBeTruthy();
  // Column 0 names the benefit; then start, silver, gold, diamond.
  expect(cellOf('子账号数量', 2)).toBe('5');
  expect(cellOf('手续费折扣', 1)).toBe('无折扣');
  expect(cellOf('手续费折扣', 2)).toBe('九五折');
  expect(cellOf('手续费折扣', 3)).toBe('九折');
  expect(cellOf('免费上架', 1)).toBe('否');
  expect(cellOf('免费上架', 3)).toBe('是');
  expect(cellOf('会员期限', 2)).toBe('365 天');
  expect(cellOf('会员期限', 4)).toBe('长期有效');
  expect(cellOf('价格', 1)).toBe('¥0.00');
  expect(cellOf('价格', 4)).toBe('¥29,999.50');
});

test.each([
  ['pt', 'Plano Prata', '5% de desconto', 'CN¥ 2.999,00', 'Subcontas 1/2'],
  ['en', 'Silver', '5% off', 'CN¥2,999.00', 'Sub-accounts 1/2'],
  ['cht', '白銀會員', '九五折', 'CN¥2,999.00', '子帳號 1/2'],
])(
  'in %s the tiers, discounts, prices and usage read naturally',
  async (language, silver, discount, price, usage) => {
    api.on(OVERVIEW, ok(MembershipOverview, startOverview));
    await changeLanguage(language as 'pt' | 'en' | 'cht');
    try {
      signIn();
      renderPage();
      expect(await screen.findByText(usage)).toBeTruthy();
      for (const text of [silver, discount, price]) {
        expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      }
    } finally {
      await changeLanguage('zh');
    }
  },
);

test.each([
  ['pt', 'Duração', '1 dia', '365 dias'],
  ['en', 'Duration', '1 day', '365 days'],
  ['cht', '會員期限', '1 天', '365 天'],
] as const)('in %s a duration of one day is singular', async (language, row, one, many) => {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  api.on(
    TIERS,
    list(
      MembershipTier,
      tiers.map((tier, index) => (index === 0 ? { ...tier, durationDays: 1 } : tier)),
    ),
  );
  await changeLanguage(language);
  try {
    signIn();
    renderPage();
    await screen.findByText(row);
    expect(cellOf(row, 1)).toBe(one);
    expect(cellOf(row, 2)).toBe(many);
  } finally {
    await changeLanguage('zh');
  }
});

test('the main account applies for a higher tier after confirming; then it is pending', async () => {
  api.on(OVERVIEW, (_request, call) =>
    ok(
      MembershipOverview,
      call === 0
        ? startOverview
        : {
            ...startOverview,
            pendingApplication: { id: 3, roleKey: 'silver', createTime: '2026-11-22T08:00:00Z' },
          },
    ),
  );
  api.on(APPLY, ok(MembershipApplied, { id: 3 }, '申请已提交，请等待审核'), {
    body: MembershipApplyBody,
  });
  signIn();
  renderPage();
  await screen.findByTestId('current-tier');
  expect(await screen.findByRole('button', { name: '申请开通 白银会员' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '申请开通 启航版（限时免费）' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '申请开通 白银会员' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('确认申请开通白银会员？提交后请等待平台审核开通。')).toBeTruthy();
  expect(api.requests(APPLY)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: '确认申请' }));
  await waitFor(() =>
    expect(sentTo(APPLY)).toEqual([
      { path: '/haiguan/api/memberRole/apply', body: { roleKey: 'silver' } },
    ]),
  );

  expect(await screen.findByTestId('membership-pending')).toBeTruthy();
  expect(screen.getByText('待审核')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '申请开通 白银会员' })).toBeNull();
  for (const tier of ['黄金会员', '钻石之路']) {
    const button = screen.getByRole('button', { name: `申请开通 ${tier}` }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  }
});

test('a sub-member sees the comparison read-only', async () => {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  api.on(PENDING, page(MembershipApplication, []));
  signIn({ id: 11, mid: 10, username: 'lucas.br@example.com' });
  renderPage();
  expect(await screen.findByTestId('membership-read-only')).toBeTruthy();
  expect(await screen.findByText('在线产品 2/20')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /申请开通/ })).toBeNull();
  expect(api.requests(PENDING)).toEqual([]);
});

const COMPANY = 'Café Serra Verde Exportação Ltda.';

function operatorWithOneApplication() {
  api.on(OVERVIEW, ok(MembershipOverview, startOverview));
  api.on(
    PENDING,
    page(MembershipApplication, [
      {
        id: 3,
        companyId: 4,
        companyName: COMPANY,
        roleKey: 'silver',
        roleName: '白银会员',
        applicantName: 'Carlos Oliveira',
        createTime: '2026-11-22T08:00:00Z',
        status: 0,
      },
    ]),
  );
  signIn({ id: 1, username: 'operator@example.com' }, ['*:*:*']);
  renderPage();
}

test('an operator activates an application after confirming', async () => {
  api.on(ACTIVATE, done('开通成功'));
  operatorWithOneApplication();
  fireEvent.click(await screen.findByLabelText(`开通 ${COMPANY}`));
  const question = await screen.findByText(`确认为“${COMPANY}”开通白银会员？`);
  const dialog = question.closest('.ant-modal') as HTMLElement;
  expect(api.requests(ACTIVATE)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: /开\s*通/ }));
  await waitFor(() =>
    expect(api.requests(ACTIVATE).map((request) => request.path)).toEqual([
      '/haiguan/api/operator/membershipApplications/3/activate',
    ]),
  );
  expect(api.requests(PENDING).map((request) => request.query)).toContainEqual({
    status: '0',
    pageNum: '1',
    pageSize: '10',
  });
});

test('an operator declines an application only with a reason', async () => {
  api.on(DECLINE, done('已拒绝'), { body: MembershipDeclineBody });
  operatorWithOneApplication();
  fireEvent.click(await screen.findByLabelText(`拒绝 ${COMPANY}`));
  const dialog = (await screen.findByLabelText('拒绝理由')).closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
  expect(await within(dialog).findByText('拒绝理由不能为空')).toBeTruthy();
  expect(api.requests(DECLINE)).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('拒绝理由'), { target: { value: ' 资料不全 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
  await waitFor(() =>
    expect(sentTo(DECLINE)).toEqual([
      {
        path: '/haiguan/api/operator/membershipApplications/3/decline',
        body: { reason: '资料不全' },
      },
    ]),
  );
});
