import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, failure, mockApi, ok, page, type Route } from '@portal/api-client/testing';
import type { UserInfo } from '@portal/contracts';
import {
  MembershipOverview as MembershipOverviewSchema,
  StaffMember,
  StaffStatusBody,
  StaffSupplyPublishBody,
  StaffVerifyBody,
} from '@portal/contracts/schemas';
import { bus, sessionStore, type Notice } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';
import '../../../app/locales';
import type { MembershipOverview } from '../../membership/api/fetch-membership-overview';
import { ana, lucas, mainAccount } from '../test-fixtures';
import { StaffListPage } from './staff-list-page';

const api = mockApi();
const OVERVIEW = membershipEndpoints.overview;
const STAFF_LIST = staffEndpoints.list;
const STATUS = staffEndpoints.setStatus;
const VERIFY = staffEndpoints.setVerified;
const SUPPLY_PUBLISH = staffEndpoints.setSupplyPublish;

/** The query strings the server received for the list, in order. */
const listQueries = () => api.requests(STAFF_LIST).map((request) => request.query);
/** The paths and JSON bodies the server received on `route`, in order. */
const sentTo = (route: Route | Endpoint) =>
  api.requests(route).map(({ path, body }) => ({ path, body }));

function overview(used: number, quota: number): MembershipOverview {
  const tier = {
    id: 1,
    roleKey: 'start' as const,
    roleName: '启航版',
    rank: 1,
    productQuota: 20,
    subAccountQuota: quota,
    exhibitionQuota: 1,
    exhibitQuota: 5,
    storageQuota: 200 * 1024 * 1024,
    feeDiscount: 100,
    freeListing: false,
    durationDays: 90,
    price: '0.00',
  };
  return {
    tier,
    startTime: '2026-11-01T00:00:00Z',
    expireTime: '2027-01-30T00:00:00Z',
    trial: true,
    usage: {
      products: { used: 2, quota: 20 },
      subAccounts: { used, quota },
      exhibitions: { used: 0, quota: 1 },
      exhibits: { used: 0, quota: 5 },
      storage: { used: 0, quota: 200 * 1024 * 1024 },
    },
    pendingApplication: null,
  };
}

let notices: Notice[];
let navigations: string[];
const collectNotice = (notice: Notice) => notices.push(notice);
const collectNavigation = ({ to }: { to: string }) => navigations.push(to);

function signIn(overrides: Partial<UserInfo> = {}) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { ...mainAccount, ...overrides },
    membership: null,
    permissions: [],
  });
}

function renderPage() {
  return renderScreen(<StaffListPage />);
}

beforeEach(() => {
  notices = [];
  navigations = [];
  bus.on('notify', collectNotice);
  bus.on('navigate', collectNavigation);
  api.on(OVERVIEW, ok(MembershipOverviewSchema, overview(2, 5)));
});

afterEach(() => {
  bus.off('notify', collectNotice);
  bus.off('navigate', collectNavigation);
  sessionStore.getState().logout('logout');
});

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

test('the list shows each employee, the quota, and pages through the server', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas, ana], 25));
  signIn();
  renderPage();
  expect(await screen.findByText('Lucas Almeida')).toBeTruthy();
  const row = rowOf('Lucas Almeida');
  for (const text of ['Lucas', 'lucas.br@example.com', 'Comprador', '未认证', '正常']) {
    expect(within(row).getByText(text)).toBeTruthy();
  }
  expect(within(rowOf('Ana Souza')).getByText('已认证')).toBeTruthy();
  expect((await screen.findByTestId('staff-quota')).textContent).toBe('子账号 2/5');
  expect(screen.queryByTestId('staff-quota-full')).toBeNull();
  expect(listQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10' });

  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNum: '3', pageSize: '10' }));
});

test('the search box and the status filter go to the server, from the first page', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas]));
  signIn();
  renderPage();
  const search = await screen.findByLabelText('搜索员工');
  expect(search.getAttribute('maxlength')).toBe('50');
  fireEvent.change(search, { target: { value: '  Lucas ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', keyword: 'Lucas' }),
  );
  fireEvent.mouseDown(screen.getByLabelText('按状态筛选'));
  fireEvent.click(await screen.findByTitle('已停用'));
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({
      pageNum: '1',
      pageSize: '10',
      keyword: 'Lucas',
      status: 'disabled',
    }),
  );
});

test('disabling asks for confirmation first, then calls the server and reloads', async () => {
  api.on(STAFF_LIST, (_request, call) =>
    page(StaffMember, [call === 0 ? lucas : { ...lucas, disabled: true }]),
  );
  api.on(STATUS, done('操作成功'), { body: StaffStatusBody });
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '停用 Lucas Almeida' }));
  expect(await screen.findByText('确定停用 Lucas Almeida？停用后该员工将无法登录。')).toBeTruthy();
  expect(api.requests(STATUS)).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '确认停用' }));
  await waitFor(() =>
    expect(sentTo(STATUS)).toEqual([
      { path: '/haiguan/api/staff/11/status', body: { disabled: true } },
    ]),
  );
  expect(await screen.findByRole('button', { name: '启用 Lucas Almeida' })).toBeTruthy();
  expect(within(rowOf('Lucas Almeida')).getByText('已停用')).toBeTruthy();
  expect(notices).toContainEqual(expect.objectContaining({ type: 'success', content: '操作成功' }));
});

test('the supply-publishing switch grants and revokes', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas, ana]));
  api.on(SUPPLY_PUBLISH, done('操作成功'), { body: StaffSupplyPublishBody });
  signIn();
  renderPage();
  const lucasSwitch = await screen.findByRole('switch', { name: '允许 Lucas Almeida 发布供应' });
  expect(lucasSwitch.getAttribute('aria-checked')).toBe('false');
  fireEvent.click(lucasSwitch);
  await waitFor(() =>
    expect(sentTo(SUPPLY_PUBLISH)).toContainEqual({
      path: '/haiguan/api/staff/11/supplyPublish',
      body: { granted: true },
    }),
  );
  fireEvent.click(screen.getByRole('switch', { name: '允许 Ana Souza 发布供应' }));
  await waitFor(() =>
    expect(sentTo(SUPPLY_PUBLISH)).toContainEqual({
      path: '/haiguan/api/staff/12/supplyPublish',
      body: { granted: false },
    }),
  );
});

test('verifying needs a business card; with one the server is asked', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas, { ...ana, verified: false }]));
  api.on(VERIFY, done('操作成功'), { body: StaffVerifyBody });
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '认证 Lucas Almeida' }));
  expect(notices).toContainEqual(expect.objectContaining({ content: '请先上传员工名片' }));
  expect(api.requests(VERIFY)).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '认证 Ana Souza' }));
  await waitFor(() =>
    expect(sentTo(VERIFY)).toEqual([
      { path: '/haiguan/api/staff/12/verify', body: { verified: true } },
    ]),
  );
});

test('edit and add lead to the staff form', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas]));
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('link', { name: '编辑 Lucas Almeida' }));
  fireEvent.click(screen.getByRole('button', { name: '添加员工' }));
  expect(navigations).toEqual(['/staffUpdate?id=11', '/staffUpdate']);
});

test('a used-up quota is announced with a way to upgrade, and adding stays possible', async () => {
  api.on(OVERVIEW, ok(MembershipOverviewSchema, overview(2, 2)));
  api.on(STAFF_LIST, page(StaffMember, [lucas, ana]));
  signIn();
  renderPage();
  expect((await screen.findByTestId('staff-quota')).textContent).toBe('子账号 2/2');
  const full = screen.getByTestId('staff-quota-full');
  expect(within(full).getByRole('link', { name: '升级会员' }).getAttribute('href')).toBe(
    '/memberCenter',
  );
  expect((screen.getByRole('button', { name: '添加员工' }) as HTMLButtonElement).disabled).toBe(
    false,
  );
});

test('an empty list says so; a load failure offers a retry', async () => {
  api.on(STAFF_LIST, (_request, call) =>
    call === 0 ? failure({ code: 500, msg: '服务器内部错误' }, 500) : page(StaffMember, []),
  );
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('暂无员工')).toBeTruthy();
});

test('a sub-member is told that only the main account manages staff', async () => {
  api.on(STAFF_LIST, page(StaffMember, [lucas]));
  signIn({ id: 11, mid: 10, username: 'lucas.br@example.com' });
  renderPage();
  expect(await screen.findByText('仅企业主账号可管理员工')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(api.requests(STAFF_LIST)).toEqual([]);
});
