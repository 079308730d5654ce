import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { done, failure, mockApi, raw, type Route } from '@portal/api-client/testing';
import {
  CaptchaAnswer,
  CodeChannelsAnswer,
  EmailCodeRequestBody,
  LoginTokenAnswer,
  PasswordLoginBody,
  SmsCodeLoginBody,
  SmsCodeRequestBody,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus, sessionStore, type Notice } from '@portal/session';
import type { Endpoint } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import '../../../app/locales';
import { LoginPage } from './login-page';

const api = mockApi();
const CAPTCHA = accountsEndpoints.captcha;
const SMS_CODE = accountsEndpoints.sendSmsCode;
const EMAIL_CODE = accountsEndpoints.sendEmailCode;
const SMS_LOGIN = accountsEndpoints.smsCodeLogin;
const PASSWORD_LOGIN = accountsEndpoints.passwordLogin;
const CODE_CHANNELS = accountsEndpoints.codeChannels;

const SENT = '验证码已发送，请注意查收';

// The login calls answer bare: their fields sit beside `code` and `msg`, without an envelope.
const noCaptcha = raw(CaptchaAnswer, {
  code: 200,
  msg: '操作成功',
  captchaEnabled: false,
});

/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

let notices: Notice[];
let navigations: string[];
const collectNotice = (notice: Notice) => notices.push(notice);
const collectNavigation = ({ to }: { to: string }) => navigations.push(to);

beforeEach(() => {
  notices = [];
  navigations = [];
  bus.on('notify', collectNotice);
  bus.on('navigate', collectNavigation);
  api.on(CAPTCHA, noCaptcha);
  api.on(
    CODE_CHANNELS,
    raw(CodeChannelsAnswer, { code: 200, msg: '操作成功', data: { sms: true, email: true } }),
  );
});

afterEach(() => {
  bus.off('notify', collectNotice);
  bus.off('navigate', collectNavigation);
  sessionStore.getState().logout('logout');
  jest.useRealTimers();
});

/** Opens a code tab and waits for its form, which is fetched when the tab is first opened. */
async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  const panel = screen.getByRole('tabpanel');
  await within(panel).findByRole('button', { name: '获取验证码' });
  return panel;
}

test('the get-code button checks the phone first and sends nothing to a malformed one', async () => {
  api.on(SMS_CODE, done(SENT), { body: SmsCodeRequestBody });
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = await openTab('手机验证码');
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  expect(await within(panel).findByText('手机号格式不正确')).toBeTruthy();
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '12345678901' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(within(panel).getByText('手机号格式不正确')).toBeTruthy());
  expect(api.requests(SMS_CODE)).toEqual([]);
});

test('the e-mail tab checks the address with the spec message', async () => {
  api.on(EMAIL_CODE, done(SENT), { body: EmailCodeRequestBody });
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = await openTab('邮箱验证码');
  fireEvent.change(within(panel).getByLabelText('邮箱'), { target: { value: 'li@example' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  expect(await within(panel).findByText('邮箱格式不正确')).toBeTruthy();
  expect(api.requests(EMAIL_CODE)).toEqual([]);
});

test('after a code is sent the button counts down 60 seconds, then offers a new code', async () => {
  jest.useFakeTimers();
  api.on(SMS_CODE, done(SENT), { body: SmsCodeRequestBody });
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = await openTab('手机验证码');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));

  const waiting = await within(panel).findByRole('button', { name: '60 秒后重新获取' });
  expect(bodiesOf(SMS_CODE)).toEqual([{ phone: '13800000001', scene: 'login' }]);
  expect(notices).toContainEqual(expect.objectContaining({ type: 'success', content: SENT }));
  expect(waiting.hasAttribute('disabled')).toBe(true);

  act(() => jest.advanceTimersByTime(1000));
  expect(within(panel).getByRole('button', { name: '59 秒后重新获取' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(59_000));
  const again = within(panel).getByRole('button', { name: '获取验证码' });
  expect(again.hasAttribute('disabled')).toBe(false);
  expect(api.requests(SMS_CODE)).toHaveLength(1);
});

test('a refused code request does not start the countdown', async () => {
  api.on(SMS_CODE, failure({ code: 400, msg: '验证码发送过于频繁，请60秒后再试' }), {
    body: SmsCodeRequestBody,
  });
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = await openTab('手机验证码');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(api.requests(SMS_CODE)).toHaveLength(1));
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(
      false,
    ),
  );
});

test('a failed e-mail code request reads 获取验证码失败', async () => {
  api.on(EMAIL_CODE, failure({ code: 500, msg: '邮件发送失败' }, 500), {
    body: EmailCodeRequestBody,
  });
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = await openTab('邮箱验证码');
  fireEvent.change(within(panel).getByLabelText('邮箱'), {
    target: { value: 'demo.pt@example.com' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'error', content: '获取验证码失败' }),
    ),
  );
  expect(bodiesOf(EMAIL_CODE)).toEqual([{ email: 'demo.pt@example.com', scene: 'login' }]);
});

test('the code takes at most 6 characters; an SMS login stores the token and follows a same-site redirect only', async () => {
  api.on(SMS_LOGIN, raw(LoginTokenAnswer, { code: 200, msg: '登录成功', token: 'token-1' }), {
    body: SmsCodeLoginBody,
  });
  render(<LoginPage pathname="/login" search="?redirect=//evil.example" routeKey="login" />);
  const panel = await openTab('手机验证码');
  expect(within(panel).getByLabelText('验证码').getAttribute('maxlength')).toBe('6');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
  expect(await within(panel).findByText('验证码不能为空')).toBeTruthy();

  fireEvent.change(within(panel).getByLabelText('验证码'), { target: { value: '123456' } });
  fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('token-1'));
  expect(bodiesOf(SMS_LOGIN)).toEqual([{ phone: '13800000001', code: '123456' }]);
  expect(navigations).toEqual(['/workbench']);
});

test('the account is prefilled from ?username= and the agreement opens in a new window', async () => {
  render(<LoginPage pathname="/login" search="?username=13800000009" routeKey="login" />);
  expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800000009');
  const agreement = screen.getByRole('link', { name: '《用户协议》' });
  expect(agreement.getAttribute('href')).toBe('/protocol.html');
  expect(agreement.getAttribute('target')).toBe('_blank');
  await waitFor(() => expect(api.requests(CAPTCHA)).not.toHaveLength(0));
});

test('after a refused login the captcha is asked for that name and shown when the server wants one', async () => {
  api.on(PASSWORD_LOGIN, failure({ code: 400, msg: '请输入验证码' }), { body: PasswordLoginBody });
  api.on(CAPTCHA, ({ query }) =>
    query.username === '13800000001'
      ? raw(CaptchaAnswer, {
          code: 200,
          msg: '操作成功',
          captchaEnabled: true,
          img: 'data:image/svg+xml;base64,PHN2Zy8+',
          uuid: '5b0c2a3e-8d1f-4c6a-9e2b-7f4d3c1a0b9e',
        })
      : noCaptcha,
  );
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  await waitFor(() =>
    expect(api.requests(CAPTCHA).map((request) => request.query)).toContainEqual({}),
  );
  expect(screen.queryByLabelText('图形验证码')).toBeNull();

  fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' 13800000001 ' } });
  fireEvent.change(screen.getByLabelText('密码', { exact: true }), {
    target: { value: 'Wrong@2026' },
  });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByLabelText('图形验证码')).toBeTruthy();
  expect(api.requests(CAPTCHA).at(-1)?.query).toEqual({ username: '13800000001' });
  expect(screen.getByLabelText('图形验证码').getAttribute('maxlength')).toBe('6');
});

test('a login without account or password names what is missing, sends nothing, and the message goes once it is typed', async () => {
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  const account = screen.getByLabelText('账号');
  expect(await screen.findByText('请输入账号')).toBeTruthy();
  expect(screen.getByText('密码不能为空')).toBeTruthy();
  expect(account.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(account);
  expect(api.requests(PASSWORD_LOGIN)).toEqual([]);

  fireEvent.change(account, { target: { value: '13800000001' } });
  expect(screen.queryByText('请输入账号')).toBeNull();
  expect(account.getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText('密码不能为空')).toBeTruthy();
});

test('the password can be shown and hidden again; a password login stores the token', async () => {
  api.on(PASSWORD_LOGIN, raw(LoginTokenAnswer, { code: 200, msg: '登录成功', token: 'token-2' }), {
    body: PasswordLoginBody,
  });
  render(<LoginPage pathname="/login" search="?redirect=/cart" routeKey="login" />);
  const password = screen.getByLabelText('密码', { exact: true });
  expect(password.getAttribute('type')).toBe('password');
  fireEvent.click(screen.getByRole('button', { name: '显示' }));
  expect(password.getAttribute('type')).toBe('text');
  fireEvent.click(screen.getByRole('button', { name: '隐藏' }));
  expect(password.getAttribute('type')).toBe('password');

  fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' 13800000001 ' } });
  fireEvent.change(password, { target: { value: 'Demo@2026' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('token-2'));
  expect(bodiesOf(PASSWORD_LOGIN)).toEqual([
    { username: '13800000001', password: 'Demo@2026', code: '' },
  ]);
  expect(navigations).toEqual(['/cart']);
});

test('the form speaks the page language, its messages too', async () => {
  await act(() => i18n.changeLanguage('pt'));
  try {
    render(<LoginPage pathname="/login" search="" routeKey="login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Introduza a conta')).toBeTruthy();
    expect(screen.getByText('Introduza a palavra-passe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeTruthy();
  } finally {
    await act(() => i18n.changeLanguage('zh'));
  }
});
