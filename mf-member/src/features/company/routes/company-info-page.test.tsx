import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, failure, file, mockApi, ok, page } from '@portal/api-client/testing';
import type { Language, UserInfo } from '@portal/contracts';
import {
  CertificationBody,
  CertificationRejectBody,
  CertificationRequest,
  OwnCompany,
  OwnCompanyBody,
  ListingTranslationResult,
  TranslationStatus,
  UserInfo as UserInfoSchema,
} from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import '../../../app/locales';
import { certificationRequest, company, user } from '../test-fixtures';
import { CompanyInfoPage } from './company-info-page';

const api = mockApi();
const OWN_COMPANY = companiesEndpoints.ownCompany;
const UPDATE_COMPANY = companiesEndpoints.updateOwnCompany;
const USER_INFO = companiesEndpoints.userInfo;
const CERTIFY = companiesEndpoints.submitCertification;
const WITHDRAW = companiesEndpoints.withdrawCertification;
const PENDING = companiesEndpoints.certifications;
const APPROVE = companiesEndpoints.approveCertification;
const REJECT = companiesEndpoints.rejectCertification;
const FILE = 'GET /haiguan/api/files/:id';
const TRANSLATION_STATUS = 'GET /haiguan/api/translation/status';
const PREFILL = 'POST /haiguan/api/translation/listing';

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

beforeEach(() => {
  // The platform has no machine translator unless a test says so.
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: false }));
});

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test.each([
  [0, '未认证', '提交认证'],
  [1, '审核中', '撤回认证'],
  [2, '已认证', null],
  [3, '审核未通过', '重新提交认证'],
] as const)('review status %i shows %s and its action', async (reviewStatus, label, action) => {
  api.on(
    OWN_COMPANY,
    ok(OwnCompany, {
      ...company,
      reviewStatus,
      rejectReason: reviewStatus === 3 ? '营业执照不清晰' : null,
    }),
  );
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
  api.on(OWN_COMPANY, (_request, call) =>
    call === 0 ? failure({ code: 500, msg: '服务器内部错误' }, 500) : ok(OwnCompany, company),
  );
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect((await screen.findByTestId('review-status')).textContent).toBe('未认证');
});

test('a company without a country is asked for one rather than put in China', async () => {
  api.on(OWN_COMPANY, ok(OwnCompany, { ...company, country: null }));
  api.on(UPDATE_COMPANY, done('保存成功'), { body: OwnCompanyBody });
  signIn();
  renderPage();
  await screen.findByTestId('review-status');
  expect(screen.queryByText('中国')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('请选择国家/地区')).toBeTruthy();
  expect(api.requests(UPDATE_COMPANY)).toEqual([]);
});

test('a sub-member sees the company read-only, without certification actions', async () => {
  api.on(OWN_COMPANY, ok(OwnCompany, company));
  signIn({ id: 2, mid: 1, username: '13800000002' });
  renderPage();
  expect(await screen.findByTestId('company-read-only')).toBeTruthy();
  expect((screen.getByLabelText('企业名称') as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByLabelText('经营范围') as HTMLTextAreaElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
});

test('a malformed credit code and a missing licence are refused before submitting', async () => {
  api.on(OWN_COMPANY, ok(OwnCompany, company));
  api.on(CERTIFY, done('已提交认证，请等待审核'), { body: CertificationBody });
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
  expect(api.requests(CERTIFY)).toEqual([]);
});

test('a valid certificationRequest is submitted, then the company and the session user reload', async () => {
  api.on(OWN_COMPANY, (_request, call) =>
    ok(OwnCompany, call === 0 ? { ...company, licenceFile: 3 } : { ...company, reviewStatus: 1 }),
  );
  api.on(CERTIFY, done('已提交认证，请等待审核'), { body: CertificationBody });
  api.on(USER_INFO, ok(UserInfoSchema, user));
  // The stored licence, which the form previews.
  api.on(FILE, file('%PDF-1.4', 'application/pdf'));
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '提交认证' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), {
    target: { value: '91350100m000100y43' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '提 交' }));
  await waitFor(() =>
    expect(api.requests(CERTIFY).map((request) => request.body)).toEqual([
      { creditCode: '91350100M000100Y43', legalPerson: '林一', licenceFile: 3 },
    ]),
  );
  await waitFor(() => expect(screen.getByTestId('review-status').textContent).toBe('审核中'));
  expect(api.requests(USER_INFO)).toHaveLength(1);
});

test('withdrawing asks for confirmation first', async () => {
  api.on(OWN_COMPANY, (_request, call) =>
    ok(OwnCompany, call === 0 ? { ...company, reviewStatus: 1 } : company),
  );
  api.on(WITHDRAW, done('操作成功'));
  api.on(USER_INFO, ok(UserInfoSchema, user));
  signIn();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '撤回认证' }));
  expect(api.requests(WITHDRAW)).toEqual([]);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '撤回认证' }));
  await waitFor(() => expect(api.requests(WITHDRAW)).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('review-status').textContent).toBe('未认证'));
});

describe('operator review queue', () => {
  test('shows the empty state when nothing is pending', async () => {
    api.on(PENDING, page(CertificationRequest, []));
    api.on(OWN_COMPANY, ok(OwnCompany, company));
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    expect(await screen.findByText('暂无待审核的申请')).toBeTruthy();
    expect(api.requests(PENDING).map((request) => request.query)).toEqual([
      { status: '1', pageNum: '1', pageSize: '10' },
    ]);
    expect(api.requests(OWN_COMPANY)).toEqual([]);
  });

  test('a rejection needs a reason', async () => {
    api.on(PENDING, page(CertificationRequest, [certificationRequest]));
    api.on(REJECT, done('操作成功'), { body: CertificationRejectBody });
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    expect(await screen.findByText('中国')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拒绝 福建茶叶有限公司' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '拒 绝' }));
    expect(await within(dialog).findByText('拒绝理由不能为空')).toBeTruthy();
    expect(api.requests(REJECT)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('拒绝理由'), {
      target: { value: ' 营业执照不清晰 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒 绝' }));
    await waitFor(() =>
      expect(api.requests(REJECT).map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: '/haiguan/api/operator/certifications/7/reject',
          body: { reason: '营业执照不清晰' },
        },
      ]),
    );
  });

  test('in English the missing reason is asked for in English (issue #14)', async () => {
    api.on(PENDING, page(CertificationRequest, [certificationRequest]));
    api.on(REJECT, done('操作成功'), { body: CertificationRejectBody });
    await changeLanguage('en');
    try {
      signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Reject 福建茶叶有限公司' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
      expect(api.requests(REJECT)).toEqual([]);
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  });

  test('a verified company back for review shows what it changed', async () => {
    api.on(
      PENDING,
      page(CertificationRequest, [
        {
          ...certificationRequest,
          country: 'PT',
          changes: [
            { field: 'name', from: '旧茶叶有限公司', to: '福建茶叶有限公司' },
            { field: 'country', from: 'CN', to: 'PT' },
          ],
        },
      ]),
    );
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
    api.on(
      PENDING,
      page(CertificationRequest, [
        {
          ...certificationRequest,
          changes: [
            { field: 'name', from: '旧茶叶有限公司', to: '福建茶叶有限公司' },
            { field: 'country', from: 'CN', to: 'PT' },
          ],
        },
      ]),
    );
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
    api.on(PENDING, page(CertificationRequest, [certificationRequest]));
    api.on(APPROVE, done('操作成功'));
    signIn({ id: 9, username: 'operator@example.com' }, ['*:*:*']);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '通过 福建茶叶有限公司' }));
    expect(api.requests(APPROVE)).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '通 过' }));
    await waitFor(() =>
      expect(api.requests(APPROVE).map((request) => request.path)).toEqual([
        '/haiguan/api/operator/certifications/7/approve',
      ]),
    );
  });
});

test('a verified company is warned before a change of verified fields sends it back to review', async () => {
  api.on(OWN_COMPANY, ok(OwnCompany, { ...company, reviewStatus: 2 }));
  api.on(UPDATE_COMPANY, done('保存成功'), { body: OwnCompanyBody });
  signIn();
  renderPage();
  expect(await screen.findByTestId('company-verified-note')).toBeTruthy();

  // Other fields save at once.
  fireEvent.change(screen.getByLabelText('经营范围'), { target: { value: '茶叶与茶具进出口' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(api.requests(UPDATE_COMPANY)).toHaveLength(1), { timeout: 10_000 });
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
  expect(api.requests(UPDATE_COMPANY)).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  fireEvent.click(
    await screen.findByRole('button', { name: '保存并重新审核' }, { timeout: 10_000 }),
  );
  await waitFor(() => expect(api.requests(UPDATE_COMPANY)).toHaveLength(2), { timeout: 10_000 });
  expect(api.requests(UPDATE_COMPANY)[1]!.body).toMatchObject({
    name: '别家茶叶有限公司',
  });
});

describe('the company in other languages', () => {
  test('shows the original language, the missing languages and the machine mark, and saves what the author reviewed', async () => {
    api.on(OWN_COMPANY, ok(OwnCompany, company));
    api.on(UPDATE_COMPANY, done('保存成功'), { body: OwnCompanyBody });
    signIn();
    renderPage();
    expect((await screen.findByTestId('missing-languages')).textContent).toBe('还缺 2 种语言');
    // Without a translator there is nothing to pre-fill with.
    expect(screen.queryByRole('button', { name: '机器翻译补全缺少的语言' })).toBeNull();
    const portuguese = screen.getByTestId('language-tab-pt');
    expect(portuguese.textContent).toContain('机器翻译，待审核');
    expect(screen.getByTestId('language-tab-cht').textContent).toContain('缺');

    fireEvent.click(screen.getByRole('tab', { name: /繁體中文/ }));
    fireEvent.change(await screen.findByLabelText('企业名称（繁體中文）'), {
      target: { value: '福建茶葉有限公司' },
    });
    expect(screen.getByTestId('missing-languages').textContent).toBe('还缺 1 种语言');
    fireEvent.click(screen.getByRole('tab', { name: /Português/ }));
    fireEvent.click(await screen.findByRole('button', { name: '标记为已审核' }));
    expect(screen.getByTestId('language-tab-pt').textContent).not.toContain('机器翻译');

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.requests(UPDATE_COMPANY)).toHaveLength(1));
    expect(api.requests(UPDATE_COMPANY)[0]!.body).toMatchObject({
      originalLanguage: 'zh',
      translations: {
        cht: { name: '福建茶葉有限公司' },
        pt: { name: 'Chás de Fujian, Lda.', scope: 'Importação e exportação de chá' },
      },
    });
    expect(
      (api.requests(UPDATE_COMPANY)[0]!.body as { translations: { pt: object } }).translations.pt,
    ).not.toHaveProperty('machine');
  });

  test('pre-fills the missing languages where the platform has a translator, marked for review', async () => {
    api.on(OWN_COMPANY, ok(OwnCompany, company));
    api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: true }));
    api.on(
      PREFILL,
      ok(ListingTranslationResult, {
        translations: {
          cht: { name: '福建茶葉有限公司', scope: '茶葉進出口' },
          en: { name: 'Fujian Tea Co., Ltd.', scope: 'Tea import and export' },
        },
      }),
    );
    signIn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '机器翻译补全缺少的语言' }));
    await waitFor(() =>
      expect(screen.getByTestId('missing-languages').textContent).toBe('四种语言都已填写'),
    );
    expect(api.requests(PREFILL)[0]!.body).toEqual({
      kind: 'company',
      from: 'zh',
      to: ['cht', 'en'],
      texts: { name: '福建茶叶有限公司', scope: '茶叶进出口' },
    });
    expect(screen.getByTestId('language-tab-en').textContent).toContain('机器翻译，待审核');
  });

  test.each([
    ['pt', 'Faltam 2 línguas', 'Língua do original'],
    ['en', '2 languages missing', 'Language of the original'],
    ['cht', '還缺 2 種語言', '原文語言'],
  ] as const)('speaks %s', async (language, missing, original) => {
    await changeLanguage(language as Language);
    api.on(OWN_COMPANY, ok(OwnCompany, company));
    signIn();
    renderPage();
    expect((await screen.findByTestId('missing-languages')).textContent).toBe(missing);
    expect(screen.getByText(original)).toBeTruthy();
    await changeLanguage('zh');
  });
});
