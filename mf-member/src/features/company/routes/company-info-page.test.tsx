import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language, UserInfo } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { reloadUserInfo } from '../../user-info/api/reload-user-info';
import { approveCertification } from '../api/approve-certification';
import { fetchOwnCompany } from '../api/fetch-own-company';
import { fetchPendingCertifications } from '../api/fetch-pending-certifications';
import { rejectCertification } from '../api/reject-certification';
import { submitCertification } from '../api/submit-certification';
import { updateOwnCompany } from '../api/update-own-company';
import { withdrawCertification } from '../api/withdraw-certification';
import { certificationRequest, company, user } from '../test-fixtures';
import { CompanyInfoPage } from './company-info-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
  uploadFile: jest.fn(),
}));
jest.mock('../../user-info/api/reload-user-info');
jest.mock('../api/fetch-own-company');
jest.mock('../api/update-own-company');
jest.mock('../api/submit-certification');
jest.mock('../api/withdraw-certification');
jest.mock('../api/fetch-pending-certifications');
jest.mock('../api/approve-certification');
jest.mock('../api/reject-certification');

function signIn(overrides: Partial<UserInfo> = {}, permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { ...user, ...overrides },
    membership: null,
    permissions,
  });
}

function renderPage() {
  return renderScreen(<CompanyInfoPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test.each([
  [0, '未认证', '提交认证'],
  [1, '审核中', '撤回认证'],
  [2, '已认证', null],
  [3, '审核未通过', '重新提交认证'],
] as const)('review status %i shows %s and its action', async (reviewStatus, label, action) => {
  jest.mocked(fetchOwnCompany).mockResolvedValue({
    ...company,
    reviewStatus,
    rejectReason: reviewStatus === 3 ? '营业执照不清晰' : null,
  });
  signIn();
  renderPage();
  expect((await screen.findByTestId('review-status')).textContent).toBe(label);
  for (const name of ['提交认证', '撤回认证', '重新提交认证']) {
    expect(screen.queryByRole('button', { name }) !== null).toBe(name === action);
  }
  if (reviewStatus === 3) expect(screen.getByText('原因：营业执照不清晰')).toBeTruthy();
  if (reviewStatus === 0) expect(screen.getByRole('button', { name: /保\s*存/ })).toBeTruthy();
  if (reviewStatus === 1) {
    expect(screen.getByText('认证审核中，暂不能修改')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  }
});

test('a load failure offers a retry', async () => {
  jest.mocked(fetchOwnCompany).mockRejectedValueOnce(new Error('down'));
  jest.mocked(fetchOwnCompany).mockResolvedValueOnce(company);
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect((await screen.findByTestId('review-status')).textContent).toBe('未认证');
});

test('a sub-member sees the company read-only, without certification actions', async () => {
  jest.mocked(fetchOwnCompany).mockResolvedValue(company);
  signIn({ id: 2, mid: 1, username: '13800000002' });
  renderPage();
  expect(await screen.findByTestId('company-read-only')).toBeTruthy();
  expect((screen.getByLabelText('企业名称') as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByLabelText('经营范围') as HTMLTextAreaElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
});

test('a malformed credit code and a missing licence are refused before submitting', async () => {
  jest.mocked(fetchOwnCompany).mockResolvedValue(company);
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '提交认证' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), {
    target: { value: '91350100M000100Y44' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '提 交' }));
  expect(await within(dialog).findByText('统一社会信用代码格式不正确')).toBeTruthy();
  expect(within(dialog).getByText('请选择文件')).toBeTruthy();
  expect(submitCertification).not.toHaveBeenCalled();
});

test('a valid certificationRequest is submitted, then the company and the session user reload', async () => {
  jest.mocked(fetchOwnCompany).mockResolvedValueOnce({ ...company, licenceFile: 3 });
  jest.mocked(fetchOwnCompany).mockResolvedValue({ ...company, reviewStatus: 1 });
  jest.mocked(submitCertification).mockResolvedValue('已提交认证，请等待审核');
  jest.mocked(reloadUserInfo).mockResolvedValue();
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '提交认证' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), {
    target: { value: '91350100m000100y43' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '提 交' }));
  await waitFor(() =>
    expect(submitCertification).toHaveBeenCalledWith({
      creditCode: '91350100M000100Y43',
      legalPerson: '林一',
      licenceFile: 3,
    }),
  );
  await waitFor(() => expect(screen.getByTestId('review-status').textContent).toBe('审核中'));
  expect(reloadUserInfo).toHaveBeenCalled();
});

test('withdrawing asks for confirmation first', async () => {
  jest.mocked(fetchOwnCompany).mockResolvedValueOnce({ ...company, reviewStatus: 1 });
  jest.mocked(fetchOwnCompany).mockResolvedValue(company);
  jest.mocked(withdrawCertification).mockResolvedValue('操作成功');
  jest.mocked(reloadUserInfo).mockResolvedValue();
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '撤回认证' }));
  expect(withdrawCertification).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '撤回认证' }));
  await waitFor(() => expect(withdrawCertification).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByTestId('review-status').textContent).toBe('未认证'));
});

describe('operator review queue', () => {
  test('shows the empty state when nothing is pending', async () => {
    jest.mocked(fetchPendingCertifications).mockResolvedValue({ rows: [], total: 0 });
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    expect(await screen.findByText('暂无待审核的申请')).toBeTruthy();
    expect(fetchOwnCompany).not.toHaveBeenCalled();
  });

  test('a rejection needs a reason', async () => {
    jest
      .mocked(fetchPendingCertifications)
      .mockResolvedValue({ rows: [certificationRequest], total: 1 });
    jest.mocked(rejectCertification).mockResolvedValue('操作成功');
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    expect(await screen.findByText('中国')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拒绝 福建茶叶有限公司' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '拒 绝' }));
    expect(await within(dialog).findByText('拒绝理由不能为空')).toBeTruthy();
    expect(rejectCertification).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('拒绝理由'), {
      target: { value: ' 营业执照不清晰 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒 绝' }));
    await waitFor(() => expect(rejectCertification).toHaveBeenCalledWith(7, '营业执照不清晰'));
  });

  test('in English the missing reason is asked for in English (issue #14)', async () => {
    jest
      .mocked(fetchPendingCertifications)
      .mockResolvedValue({ rows: [certificationRequest], total: 1 });
    await changeLanguage('en');
    try {
      signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Reject 福建茶叶有限公司' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
      expect(rejectCertification).not.toHaveBeenCalled();
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  });

  test('a verified company back for review shows what it changed', async () => {
    jest.mocked(fetchPendingCertifications).mockResolvedValue({
      rows: [
        {
          ...certificationRequest,
          country: 'PT',
          changes: [
            { field: 'name', from: '旧茶叶有限公司', to: '福建茶叶有限公司' },
            { field: 'country', from: 'CN', to: 'PT' },
          ],
        },
      ],
      total: 1,
    });
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    const changes = await screen.findByTestId('review-changes');
    expect(changes.textContent).toContain('认证后修改了以下信息');
    expect(changes.textContent).toContain('企业名称：旧茶叶有限公司 → 福建茶叶有限公司');
    expect(changes.textContent).toContain('中国 → 葡萄牙');
  });

  test.each<[Language, string[]]>([
    ['zh', ['企业名称：旧茶叶有限公司 → 福建茶叶有限公司', '国家/地区：中国 → 葡萄牙']],
    ['cht', ['企業名稱：旧茶叶有限公司 → 福建茶叶有限公司', '國家/地區：中國 → 葡萄牙']],
    ['pt', ['Nome da empresa: 旧茶叶有限公司 → 福建茶叶有限公司', 'País/região: China → Portugal']],
    ['en', ['Company name: 旧茶叶有限公司 → 福建茶叶有限公司', 'Country/region: China → Portugal']],
  ])('in %s each change reads with the colon of the language', async (language, lines) => {
    jest.mocked(fetchPendingCertifications).mockResolvedValue({
      rows: [
        {
          ...certificationRequest,
          changes: [
            { field: 'name', from: '旧茶叶有限公司', to: '福建茶叶有限公司' },
            { field: 'country', from: 'CN', to: 'PT' },
          ],
        },
      ],
      total: 1,
    });
    await changeLanguage(language);
    try {
      signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
      renderPage();
      const changes = await screen.findByTestId('review-changes');
      const shown = [...changes.querySelectorAll(':scope > div')].map((line) => line.textContent);
      expect(shown).toEqual(lines);
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  });

  test('approval is confirmed first', async () => {
    jest
      .mocked(fetchPendingCertifications)
      .mockResolvedValue({ rows: [certificationRequest], total: 1 });
    jest.mocked(approveCertification).mockResolvedValue('操作成功');
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '通过 福建茶叶有限公司' }));
    expect(approveCertification).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '通 过' }));
    await waitFor(() => expect(approveCertification).toHaveBeenCalledWith(7));
  });
});

test('a verified company is warned before a change of verified fields sends it back to review', async () => {
  jest.mocked(fetchOwnCompany).mockResolvedValue({ ...company, reviewStatus: 2 });
  jest.mocked(updateOwnCompany).mockResolvedValue('保存成功');
  signIn();
  renderPage();
  expect(await screen.findByTestId('company-verified-note')).toBeTruthy();

  // Other fields save at once.
  fireEvent.change(screen.getByLabelText('经营范围'), { target: { value: '茶叶与茶具进出口' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(updateOwnCompany).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  expect(screen.queryByRole('button', { name: '保存并重新审核' })).toBeNull();

  // A new name asks first; cancelling sends nothing.
  fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '别家茶叶有限公司' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  // The confirmation follows the form's asynchronous validation: slow on a busy machine.
  expect(
    await screen.findByRole('button', { name: '保存并重新审核' }, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(screen.getAllByText('修改认证信息需重新审核').length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  await waitFor(() => expect(screen.queryByRole('button', { name: '保存并重新审核' })).toBeNull(), {
    timeout: 10_000,
  });
  expect(updateOwnCompany).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  fireEvent.click(
    await screen.findByRole('button', { name: '保存并重新审核' }, { timeout: 10_000 }),
  );
  await waitFor(() => expect(updateOwnCompany).toHaveBeenCalledTimes(2), { timeout: 10_000 });
  expect(jest.mocked(updateOwnCompany).mock.calls[1]![0]).toMatchObject({
    name: '别家茶叶有限公司',
  });
});
