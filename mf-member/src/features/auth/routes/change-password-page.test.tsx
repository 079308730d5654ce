import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { done, mockApi, type Route } from '@portal/api-client/testing';
import {
  ChangePasswordBody,
  EmailCodeRequestBody,
  SmsCodeRequestBody,
} from '@portal/contracts/schemas';
import { bus, sessionStore, type Notice } from '@portal/session';
import type { Endpoint } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import '../../../app/locales';
import { user } from '../test-fixtures';
import { ChangePasswordPage } from './change-password-page';

const api = mockApi();
const SMS_CODE = accountsEndpoints.sendSmsCode;
const EMAIL_CODE = accountsEndpoints.sendEmailCode;
const UPDATE_PASSWORD = accountsEndpoints.updatePassword;

/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

const PASSWORD = 'Macau#Tea2024';
const CHANGED = '修改密码成功，请重新登录！';

let notices: Notice[];
let navigations: string[];
const collectNotice = (notice: Notice) => notices.push(notice);
const collectNavigation = ({ to }: { to: string }) => navigations.push(to);

function signIn(username = user.username) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { ...user, username },
    membership: null,
    permissions: [],
  });
}

beforeEach(() => {
  notices = [];
  navigations = [];
  bus.on('notify', collectNotice);
  bus.on('navigate', collectNavigation);
});

afterEach(() => {
  bus.off('notify', collectNotice);
  bus.off('navigate', collectNavigation);
  sessionStore.getState().logout('logout');
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
}

test('signed out, the page asks to log in; while the profile loads it says so', () => {
  const { rerender } = render(<ChangePasswordPage />);
  expect(screen.getByText('请先登录后再修改密码')).toBeTruthy();
  expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
    '/login?redirect=%2FchangePassword',
  );
  act(() => sessionStore.getState().login('token-1'));
  rerender(<ChangePasswordPage />);
  expect(screen.getByRole('status').textContent).toContain('正在加载账号信息');
});

test('an empty form shows every spec message and the 请检查填写内容 notice', async () => {
  api.on(UPDATE_PASSWORD, done(CHANGED), { body: ChangePasswordBody });
  signIn();
  render(<ChangePasswordPage />);
  submit();
  expect(await screen.findByText('请输入账号')).toBeTruthy();
  expect(screen.getByText('验证码不能为空')).toBeTruthy();
  expect(screen.getByText('密码不能为空')).toBeTruthy();
  expect(screen.getByText('请再次输入密码')).toBeTruthy();
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'error', content: '请检查填写内容' }),
    ),
  );
  expect(api.requests(UPDATE_PASSWORD)).toEqual([]);
});

test('a malformed account, another account and a different confirmation are refused', async () => {
  api.on(SMS_CODE, done('验证码已发送，请注意查收'), { body: SmsCodeRequestBody });
  signIn();
  render(<ChangePasswordPage />);
  fill('账号', 'li');
  fill('新密码', PASSWORD);
  fill('确认密码', `${PASSWORD}x`);
  submit();
  expect(await screen.findByText('账号格式不正确')).toBeTruthy();
  expect(screen.getByText('两次输入密码不一致')).toBeTruthy();

  fill('账号', '13800000002');
  expect(await screen.findByText('内容与用户绑定账号不一致')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(screen.getByText('内容与用户绑定账号不一致')).toBeTruthy());
  expect(api.requests(SMS_CODE)).toEqual([]);
});

test('the code goes to the bound e-mail with scene changePassword', async () => {
  api.on(EMAIL_CODE, done('验证码已发送，请注意查收'), { body: EmailCodeRequestBody });
  signIn('demo.pt@example.com');
  render(<ChangePasswordPage />);
  fill('账号', 'demo.pt@example.com');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeTruthy();
  expect(bodiesOf(EMAIL_CODE)).toEqual([{ email: 'demo.pt@example.com', scene: 'changePassword' }]);
});

test('a successful change says so, logs out and leads to the login page', async () => {
  api.on(UPDATE_PASSWORD, done(CHANGED), { body: ChangePasswordBody });
  signIn();
  render(<ChangePasswordPage />);
  fill('账号', '13800000001');
  fill('验证码', '123456');
  fill('新密码', PASSWORD);
  fill('确认密码', PASSWORD);
  submit();
  await waitFor(() => expect(navigations).toEqual(['/login']));
  expect(bodiesOf(UPDATE_PASSWORD)).toEqual([
    { account: '13800000001', code: '123456', password: PASSWORD, confirmPassword: PASSWORD },
  ]);
  expect(notices).toContainEqual(expect.objectContaining({ type: 'success', content: CHANGED }));
  expect(sessionStore.getState().token).toBeNull();
});
