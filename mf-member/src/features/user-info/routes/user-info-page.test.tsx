import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { done, failure, mockApi, ok, type Route } from '@portal/api-client/testing';
import {
  EmailChangeCodeBody,
  EmailChangeConfirmBody,
  MemberInfoUpdateBody,
  MemberPersonalInfo,
  UserInfo,
} from '@portal/contracts/schemas';
import { renderScreen } from '@portal/ui/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import '../../../app/locales';
import { info, user } from '../test-fixtures';
import { UserInfoPage } from './user-info-page';

const api = mockApi();
const MEMBER_INFO = companiesEndpoints.memberInfo;
const UPDATE_INFO = companiesEndpoints.updateMemberInfo;
const USER_INFO = companiesEndpoints.userInfo;
const SEND_CODE = accountsEndpoints.emailChangeSendCode;
const CONFIRM = accountsEndpoints.emailChangeConfirm;
const UPLOAD = 'POST /haiguan/api/upload';

/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

function renderPage() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
  return renderScreen(<UserInfoPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('signed out, the page asks to log in', () => {
  render(<UserInfoPage />);
  expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
    '/login?redirect=%2FuserInfo',
  );
});

test('the name is saved and the session reloads; the e-mail is not part of that form', async () => {
  api.on(MEMBER_INFO, ok(MemberPersonalInfo, info));
  api.on(UPDATE_INFO, done('修改成功'), { body: MemberInfoUpdateBody });
  api.on(USER_INFO, ok(UserInfo, user));
  renderPage();
  expect(screen.getByRole('status')).toBeTruthy();
  expect(await screen.findByText('企业子账号')).toBeTruthy();
  expect(screen.getByTestId('current-email').textContent).toBe('未绑定');
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '陈经理' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(bodiesOf(UPDATE_INFO)).toEqual([{ name: '陈经理' }]));
  await waitFor(() => expect(api.requests(USER_INFO)).toHaveLength(1));
});

test('the e-mail changes with the password, then the code mailed to the new address', async () => {
  api.on(MEMBER_INFO, (_request, call) =>
    ok(MemberPersonalInfo, call === 0 ? info : { ...info, email: 'chen@example.com' }),
  );
  api.on(
    SEND_CODE,
    (_request, call) =>
      call === 0 ? failure({ code: 400, msg: '密码错误' }) : done('验证码已发送，请注意查收'),
    { body: EmailChangeCodeBody },
  );
  api.on(
    CONFIRM,
    (_request, call) =>
      call === 0 ? failure({ code: 400, msg: '验证码错误或已失效' }) : done('邮箱修改成功'),
    { body: EmailChangeConfirmBody },
  );
  api.on(USER_INFO, ok(UserInfo, { ...user, email: 'chen@example.com' }));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱' }));
  fireEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
  expect(await screen.findByText('请输入当前密码')).toBeTruthy();
  expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
  expect(api.requests(SEND_CODE)).toEqual([]);

  fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Demo@2026' } });
  fireEvent.change(screen.getByLabelText('新邮箱'), { target: { value: ' chen@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  expect((await screen.findByTestId('email-change-problem')).textContent).toContain('密码错误');
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  expect((await screen.findByTestId('email-code-sent')).textContent).toContain('chen@example.com');
  expect(bodiesOf(SEND_CODE).at(-1)).toEqual({ email: 'chen@example.com', password: 'Demo@2026' });

  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
  fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
  expect((await screen.findByTestId('email-change-problem')).textContent).toContain(
    '验证码错误或已失效',
  );
  fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
  await waitFor(() =>
    expect(screen.getByTestId('current-email').textContent).toBe('chen@example.com'),
  );
  expect(bodiesOf(CONFIRM).at(-1)).toEqual({ email: 'chen@example.com', code: '654321' });
  expect(api.requests(USER_INFO)).toHaveLength(1);
});

test('an avatar of the wrong type or too large is refused before uploading', async () => {
  api.on(MEMBER_INFO, ok(MemberPersonalInfo, info));
  api.on(UPLOAD, failure({ code: 500, msg: '服务器内部错误' }, 500));
  renderPage();
  const input = await screen.findByLabelText('选择要上传的文件');
  fireEvent.change(input, { target: { files: [new File(['x'], 'avatar.gif')] } });
  expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确');
  const big = new File(['x'], 'avatar.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  fireEvent.change(input, { target: { files: [big] } });
  expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过 5MB');
  expect(api.requests(UPLOAD)).toEqual([]);
});

test('a failed upload says 上传文件失败', async () => {
  api.on(MEMBER_INFO, ok(MemberPersonalInfo, info));
  api.on(UPLOAD, failure({ code: 500, msg: '服务器内部错误' }, 500));
  renderPage();
  const input = await screen.findByLabelText('选择要上传的文件');
  fireEvent.change(input, { target: { files: [new File(['x'], 'avatar.PNG')] } });
  expect((await screen.findByRole('alert')).textContent).toBe('上传文件失败');
});

test('a load failure offers a retry', async () => {
  api.on(MEMBER_INFO, (_request, call) =>
    call === 0 ? failure({ code: 500, msg: '服务器内部错误' }, 500) : ok(MemberPersonalInfo, info),
  );
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('企业子账号')).toBeTruthy();
});
