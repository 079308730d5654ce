import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { ApiError, uploadFile } from '@portal/api-client';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { confirmEmailChange, sendEmailChangeCode } from '../api/change-email';
import { fetchMemberInfo } from '../api/fetch-member-info';
import { reloadUserInfo } from '../api/reload-user-info';
import { updateMemberInfo } from '../api/update-member-info';
import { info, user } from '../test-fixtures';
import { UserInfoPage } from './user-info-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
  uploadFile: jest.fn(),
}));
jest.mock('../api/change-email');
jest.mock('../api/fetch-member-info');
jest.mock('../api/update-member-info');
jest.mock('../api/reload-user-info');

function renderPage() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
  return renderScreen(<UserInfoPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('signed out, the page asks to log in', () => {
  render(<UserInfoPage />);
  expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
    '/login?redirect=%2FuserInfo',
  );
});

test('the name is saved and the session reloads; the e-mail is not part of that form', async () => {
  jest.mocked(fetchMemberInfo).mockResolvedValue(info);
  jest.mocked(updateMemberInfo).mockResolvedValue('修改成功');
  jest.mocked(reloadUserInfo).mockResolvedValue();
  renderPage();
  expect(screen.getByRole('status')).toBeTruthy();
  expect(await screen.findByText('企业子账号')).toBeTruthy();
  expect(screen.getByTestId('current-email').textContent).toBe('未绑定');
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '陈经理' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(updateMemberInfo).toHaveBeenCalledWith({ name: '陈经理' }));
  await waitFor(() => expect(reloadUserInfo).toHaveBeenCalled());
});

test('the e-mail changes with the password, then the code mailed to the new address', async () => {
  jest
    .mocked(fetchMemberInfo)
    .mockResolvedValueOnce(info)
    .mockResolvedValue({ ...info, email: 'chen@example.com' });
  jest
    .mocked(sendEmailChangeCode)
    .mockRejectedValueOnce(new ApiError({ kind: 'business', code: 400, msg: '密码错误' }));
  jest.mocked(sendEmailChangeCode).mockResolvedValue('验证码已发送，请注意查收');
  jest
    .mocked(confirmEmailChange)
    .mockRejectedValueOnce(
      new ApiError({ kind: 'business', code: 400, msg: '验证码错误或已失效' }),
    );
  jest.mocked(confirmEmailChange).mockResolvedValue('邮箱修改成功');
  jest.mocked(reloadUserInfo).mockResolvedValue();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱' }));
  fireEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
  expect(await screen.findByText('请输入当前密码')).toBeTruthy();
  expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
  expect(sendEmailChangeCode).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Demo@2026' } });
  fireEvent.change(screen.getByLabelText('新邮箱'), { target: { value: ' chen@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  expect((await screen.findByTestId('email-change-problem')).textContent).toContain('密码错误');
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  expect((await screen.findByTestId('email-code-sent')).textContent).toContain('chen@example.com');
  expect(sendEmailChangeCode).toHaveBeenLastCalledWith('chen@example.com', 'Demo@2026');

  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
  fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
  expect((await screen.findByTestId('email-change-problem')).textContent).toContain(
    '验证码错误或已失效',
  );
  fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
  await waitFor(() =>
    expect(screen.getByTestId('current-email').textContent).toBe('chen@example.com'),
  );
  expect(confirmEmailChange).toHaveBeenLastCalledWith('chen@example.com', '654321');
  expect(reloadUserInfo).toHaveBeenCalled();
});

test('an avatar of the wrong type or too large is refused before uploading', async () => {
  jest.mocked(fetchMemberInfo).mockResolvedValue(info);
  renderPage();
  const input = await screen.findByLabelText('选择要上传的文件');
  fireEvent.change(input, { target: { files: [new File(['x'], 'avatar.gif')] } });
  expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确');
  const big = new File(['x'], 'avatar.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  fireEvent.change(input, { target: { files: [big] } });
  expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过 5MB');
  expect(uploadFile).not.toHaveBeenCalled();
});

test('a failed upload says 上传文件失败', async () => {
  jest.mocked(fetchMemberInfo).mockResolvedValue(info);
  jest.mocked(uploadFile).mockRejectedValue(new Error('down'));
  renderPage();
  const input = await screen.findByLabelText('选择要上传的文件');
  fireEvent.change(input, { target: { files: [new File(['x'], 'avatar.PNG')] } });
  expect((await screen.findByRole('alert')).textContent).toBe('上传文件失败');
});

test('a load failure offers a retry', async () => {
  jest.mocked(fetchMemberInfo).mockRejectedValueOnce(new Error('down'));
  jest.mocked(fetchMemberInfo).mockResolvedValueOnce(info);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('企业子账号')).toBeTruthy();
});
