import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, sessionStore, type Notice } from '@portal/session';
import '../../../app/locales';
import { fetchCaptcha } from '../api/fetch-captcha';
import { loginWithPassword } from '../api/login-with-password';
import { loginWithSmsCode } from '../api/login-with-sms-code';
import { requestEmailCode } from '../api/request-email-code';
import { requestSmsCode } from '../api/request-sms-code';
import { LoginPage } from './login-page';

jest.mock('../api/fetch-captcha');
jest.mock('../api/request-sms-code');
jest.mock('../api/request-email-code');
jest.mock('../api/login-with-sms-code');
jest.mock('../api/login-with-password');

const SENT = '验证码已发送，请注意查收';

let notices: Notice[];
let navigations: string[];
const collectNotice = (notice: Notice) => notices.push(notice);
const collectNavigation = ({ to }: { to: string }) => navigations.push(to);

beforeEach(() => {
  notices = [];
  navigations = [];
  bus.on('notify', collectNotice);
  bus.on('navigate', collectNavigation);
  jest.mocked(fetchCaptcha).mockResolvedValue({ captchaEnabled: false });
});

afterEach(() => {
  bus.off('notify', collectNotice);
  bus.off('navigate', collectNavigation);
  sessionStore.getState().logout('logout');
  jest.useRealTimers();
  jest.resetAllMocks();
});

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

test('the get-code button checks the phone first and sends nothing to a malformed one', async () => {
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = openTab('手机验证码');
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  expect(await within(panel).findByText('手机号格式不正确')).toBeTruthy();
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '12345678901' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(within(panel).getByText('手机号格式不正确')).toBeTruthy());
  expect(requestSmsCode).not.toHaveBeenCalled();
});

test('the e-mail tab checks the address with the spec message', async () => {
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = openTab('邮箱验证码');
  fireEvent.change(within(panel).getByLabelText('邮箱'), { target: { value: 'li@example' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  expect(await within(panel).findByText('邮箱格式不正确')).toBeTruthy();
  expect(requestEmailCode).not.toHaveBeenCalled();
});

test('after a code is sent the button counts down 60 seconds, then offers a new code', async () => {
  jest.useFakeTimers();
  jest.mocked(requestSmsCode).mockResolvedValue(SENT);
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = openTab('手机验证码');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));

  const waiting = await within(panel).findByRole('button', { name: '60 秒后重新获取' });
  expect(requestSmsCode).toHaveBeenCalledWith('13800000001', 'login');
  expect(notices).toContainEqual(expect.objectContaining({ type: 'success', content: SENT }));
  expect(waiting.hasAttribute('disabled')).toBe(true);

  act(() => jest.advanceTimersByTime(1000));
  expect(within(panel).getByRole('button', { name: '59 秒后重新获取' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(59_000));
  const again = within(panel).getByRole('button', { name: '获取验证码' });
  expect(again.hasAttribute('disabled')).toBe(false);
  expect(requestSmsCode).toHaveBeenCalledTimes(1);
});

test('a refused code request does not start the countdown', async () => {
  jest.mocked(requestSmsCode).mockRejectedValue(new Error('发送过于频繁'));
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = openTab('手机验证码');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(requestSmsCode).toHaveBeenCalled());
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(
      false,
    ),
  );
});

test('a failed e-mail code request reads 获取验证码失败', async () => {
  jest.mocked(requestEmailCode).mockRejectedValue(new Error('mail server down'));
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  const panel = openTab('邮箱验证码');
  fireEvent.change(within(panel).getByLabelText('邮箱'), {
    target: { value: 'demo.pt@example.com' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'error', content: '获取验证码失败' }),
    ),
  );
  expect(requestEmailCode).toHaveBeenCalledWith('demo.pt@example.com', 'login');
});

test('the code takes at most 6 characters; an SMS login stores the token and follows a same-site redirect only', async () => {
  jest.mocked(loginWithSmsCode).mockResolvedValue('token-1');
  render(<LoginPage pathname="/login" search="?redirect=//evil.example" routeKey="login" />);
  const panel = openTab('手机验证码');
  expect(within(panel).getByLabelText('验证码').getAttribute('maxlength')).toBe('6');
  fireEvent.change(within(panel).getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
  expect(await within(panel).findByText('验证码不能为空')).toBeTruthy();

  fireEvent.change(within(panel).getByLabelText('验证码'), { target: { value: '123456' } });
  fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('token-1'));
  expect(loginWithSmsCode).toHaveBeenCalledWith('13800000001', '123456');
  expect(navigations).toEqual(['/']);
});

test('the account is prefilled from ?username= and the agreement opens in a new window', async () => {
  render(<LoginPage pathname="/login" search="?username=13800000009" routeKey="login" />);
  expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800000009');
  const agreement = screen.getByRole('link', { name: '《用户协议》' });
  expect(agreement.getAttribute('href')).toBe('/protocol.html');
  expect(agreement.getAttribute('target')).toBe('_blank');
  await waitFor(() => expect(fetchCaptcha).toHaveBeenCalled());
});

test('after a refused login the captcha is asked for that name and shown when the server wants one', async () => {
  jest.mocked(loginWithPassword).mockRejectedValue(new Error('请输入验证码'));
  jest
    .mocked(fetchCaptcha)
    .mockImplementation(async (username) =>
      username === '13800000001'
        ? { captchaEnabled: true, img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u-1' }
        : { captchaEnabled: false },
    );
  render(<LoginPage pathname="/login" search="" routeKey="login" />);
  await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledWith(undefined));
  expect(screen.queryByLabelText('图形验证码')).toBeNull();

  fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' 13800000001 ' } });
  fireEvent.change(screen.getByLabelText('密码', { exact: true }), {
    target: { value: 'Wrong@2026' },
  });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByLabelText('图形验证码')).toBeTruthy();
  expect(fetchCaptcha).toHaveBeenLastCalledWith('13800000001');
  expect(screen.getByLabelText('图形验证码').getAttribute('maxlength')).toBe('6');
});
