import { fireEvent, screen, waitFor } from '@testing-library/react';
import { done, failure, mockApi, ok, type Route } from '@portal/api-client/testing';
import type { UserInfo } from '@portal/contracts';
import {
  StaffCodeRequestBody,
  StaffCreateBody,
  StaffCreated,
  StaffMember,
  StaffUpdateBody,
} from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';
import '../../../app/locales';
import { disabledLucas, mainAccount } from '../test-fixtures';
import { StaffUpdatePage } from './staff-update-page';

const api = mockApi();
const STAFF = staffEndpoints.one;
const SEND_CODE = staffEndpoints.sendCode;
const CREATE = staffEndpoints.create;
const UPDATE = staffEndpoints.update;

/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

const QUOTA_REFUSAL = '子账号数量已达会员上限（2/2），请升级会员';

let navigations: string[];
const collectNavigation = ({ to }: { to: string }) => navigations.push(to);

function signIn(overrides: Partial<UserInfo> = {}) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { ...mainAccount, ...overrides },
    membership: null,
    permissions: [],
  });
}

function renderPage(search = '') {
  return renderScreen(
    <StaffUpdatePage pathname="/staffUpdate" search={search} routeKey="staffUpdate" />,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
}

function fillValidNewStaff() {
  fill('登录账号', ' staff.1@example.com ');
  fill('验证码', '123456');
  fill('初始密码', 'Demo@2026');
  fill('确认密码', 'Demo@2026');
  fill('姓名', '王芳');
  fill('职位', '销售经理');
}

beforeEach(() => {
  navigations = [];
  bus.on('navigate', collectNavigation);
});

afterEach(() => {
  bus.off('navigate', collectNavigation);
  sessionStore.getState().logout('logout');
});

test('the add form checks its fields with the server messages before sending', async () => {
  api.on(CREATE, ok(StaffCreated, { id: 12 }), { body: StaffCreateBody });
  signIn();
  renderPage();
  expect((screen.getByLabelText('所属企业') as HTMLInputElement).value).toBe(
    'Café Serra Verde Exportação Ltda.',
  );
  save();
  for (const message of [
    '请输入员工姓名',
    '请输入账号',
    '验证码不能为空',
    '密码不能为空',
    '请再次输入密码',
  ]) {
    expect(await screen.findByText(message)).toBeTruthy();
  }
  fill('登录账号', 'wang');
  fill('初始密码', 'short');
  fill('确认密码', 'other');
  fill('工作邮箱', 'wang@');
  save();
  for (const message of [
    '账号格式不正确',
    '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字',
    '两次输入密码不一致',
    '邮箱格式不正确',
  ]) {
    expect(await screen.findByText(message)).toBeTruthy();
  }
  expect(api.requests(CREATE)).toEqual([]);
});

test('the code goes to the account typed in, once it is well-formed', async () => {
  api.on(SEND_CODE, done('验证码已发送，请注意查收'), { body: StaffCodeRequestBody });
  signIn();
  renderPage();
  fill('登录账号', 'wang');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('账号格式不正确')).toBeTruthy();
  expect(api.requests(SEND_CODE)).toEqual([]);
  fill('登录账号', ' 13911110001 ');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(bodiesOf(SEND_CODE)).toEqual([{ account: '13911110001' }]));
  expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
});

test('a new employee is sent with only the filled-in fields, then the list opens', async () => {
  api.on(CREATE, ok(StaffCreated, { id: 12 }), { body: StaffCreateBody });
  signIn();
  renderPage();
  fillValidNewStaff();
  fireEvent.click(screen.getByRole('checkbox', { name: '允许该员工发布供应' }));
  save();
  await waitFor(() => expect(navigations).toEqual(['/staffList']));
  expect(bodiesOf(CREATE)).toEqual([
    {
      account: 'staff.1@example.com',
      code: '123456',
      password: 'Demo@2026',
      name: '王芳',
      position: '销售经理',
      supplyPublish: true,
    },
  ]);
});

test('a refusal by the server is shown and keeps everything typed', async () => {
  api.on(CREATE, failure({ code: 403, msg: QUOTA_REFUSAL }), { body: StaffCreateBody });
  signIn();
  renderPage();
  fillValidNewStaff();
  save();
  expect((await screen.findByTestId('staff-refusal')).textContent).toContain(QUOTA_REFUSAL);
  expect((screen.getByLabelText('登录账号') as HTMLInputElement).value).toBe('staff.1@example.com');
  expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王芳');
  expect((screen.getByLabelText('初始密码') as HTMLInputElement).value).toBe('Demo@2026');
  expect(navigations).toEqual([]);
});

test('cancel goes back to the list without sending', async () => {
  api.on(CREATE, ok(StaffCreated, { id: 12 }), { body: StaffCreateBody });
  signIn();
  renderPage();
  fill('姓名', '王芳');
  fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(navigations).toEqual(['/staffList']);
  expect(api.requests(CREATE)).toEqual([]);
});

test('editing loads the employee; blank fields are sent as cleared', async () => {
  api.on(STAFF, ok(StaffMember, disabledLucas));
  api.on(UPDATE, done('修改成功'), { body: StaffUpdateBody });
  signIn();
  renderPage('?id=11');
  expect(await screen.findByDisplayValue('Lucas Almeida')).toBeTruthy();
  expect(api.requests(STAFF).map((request) => request.path)).toEqual(['/haiguan/api/staff/11']);
  expect((screen.getByLabelText('登录账号') as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByTestId('staff-status').textContent).toBe('已停用');
  expect(screen.queryByLabelText('初始密码')).toBeNull();
  fill('职位', '采购总监');
  fill('微信号', '');
  save();
  await waitFor(() => expect(navigations).toEqual(['/staffList']));
  expect(bodiesOf(UPDATE)).toEqual([
    {
      id: 11,
      name: 'Lucas Almeida',
      englishName: 'Lucas',
      position: '采购总监',
      workEmail: 'lucas@serraverde.com.br',
      wechat: '',
      touxiang: null,
      businessCard: null,
    },
  ]);
});

test('an id that is not an employee of the company shows not found', async () => {
  api.on(STAFF, failure({ code: 404, msg: '员工不存在' }));
  signIn();
  renderPage('?id=999');
  expect(await screen.findByText('员工不存在')).toBeTruthy();
  expect(screen.getByRole('link', { name: '返回员工列表' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
});

test('a malformed id is not sent to the server', () => {
  api.on(STAFF, ok(StaffMember, disabledLucas));
  signIn();
  renderPage('?id=abc');
  expect(screen.getByText('员工不存在')).toBeTruthy();
  expect(api.requests(STAFF)).toEqual([]);
});

test('a sub-member cannot add employees', () => {
  signIn({ id: 11, mid: 10, username: 'lucas.br@example.com' });
  renderPage();
  expect(screen.getByText('仅企业主账号可管理员工')).toBeTruthy();
  expect(screen.queryByLabelText('姓名')).toBeNull();
});
