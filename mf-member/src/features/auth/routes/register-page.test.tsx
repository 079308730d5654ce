import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { done, mockApi, raw } from '@portal/api-client/testing';
import { CodeChannelsAnswer, PhoneRegisterBody } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { bus } from '@portal/session';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import { SWRConfig } from 'swr';
import '../../../app/locales';
import { RegisterPage } from './register-page';

const api = mockApi();
const REGISTER = accountsEndpoints.registerByPhone;

const PASSWORD = 'Macau#Tea2024';

beforeEach(() => {
  api.on(
    accountsEndpoints.codeChannels,
    raw(CodeChannelsAnswer, { code: 200, msg: '操作成功', data: { sms: true, email: true } }),
  );
});

/** The JSON bodies the server received for registrations, in order. */
const registrations = () => api.requests(REGISTER).map((request) => request.body);

/** The phone tab's panel, once the server has said which channels it sends codes on. */
async function phonePanel() {
  render(<RegisterPage />);
  await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
  return screen.getByRole('tabpanel');
}

function fill(panel: HTMLElement, label: string, value: string) {
  fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
}

function submit(panel: HTMLElement) {
  fireEvent.click(within(panel).getByRole('button', { name: /注\s*册/ }));
}

test('an empty form shows the spec messages, and the agreement must be accepted', async () => {
  api.on(REGISTER, done('注册成功'), { body: PhoneRegisterBody });
  const panel = await phonePanel();
  submit(panel);
  expect(await within(panel).findByText('手机号格式不正确')).toBeTruthy();
  expect(within(panel).getByText('验证码不能为空')).toBeTruthy();
  expect(within(panel).getByText('密码不能为空')).toBeTruthy();
  expect(within(panel).getByText('请再次输入密码')).toBeTruthy();
  expect(within(panel).getByText('请阅读并同意用户协议')).toBeTruthy();
  expect(within(panel).getByText('企业名称不能为空')).toBeTruthy();
  expect(registrations()).toEqual([]);
});

test('a weak password gets the password rule and a different confirmation the mismatch message', async () => {
  const panel = await phonePanel();
  fill(panel, '设置密码', 'short');
  fill(panel, '确认密码', 'other');
  submit(panel);
  expect(await within(panel).findByText('两次输入密码不一致')).toBeTruthy();
  const password = within(panel).getByLabelText('设置密码');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  expect(within(panel).getByText('8-18个字符，含字母大、小写+符号(@-#._*%$)+数字')).toBeTruthy();
});

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

test.each<[Language, string, string]>([
  ['zh', '设置密码', '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字'],
  ['cht', '設定密碼', '8-18個字元，含字母大、小寫+符號(@-#._*%$)+數字'],
  [
    'pt',
    'Palavra-passe',
    '8-18 caracteres, com maiúsculas, minúsculas, um símbolo (@-#._*%$) e um algarismo',
  ],
  [
    'en',
    'Password',
    '8-18 characters with upper- and lower-case letters, a symbol (@-#._*%$) and a digit',
  ],
])(
  'in %s the password rule is written under the field and read with it, once even when broken',
  async (language, label, rule) => {
    await changeLanguage(language);
    try {
      const panel = await phonePanel();
      const password = within(panel).getByLabelText(label);
      expect(within(panel).getByText(rule)).toBeTruthy();
      expect(description(password)).toBe(rule);

      fill(panel, label, 'short');
      await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
      // The error message is the rule itself: it is shown and read once, not twice.
      await waitFor(() => expect(description(password)).toBe(rule));
      expect(within(panel).getAllByText(rule)).toHaveLength(1);

      fill(panel, label, PASSWORD);
      await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
      await waitFor(() => expect(within(panel).getAllByText(rule)).toHaveLength(1));
      expect(description(password)).toBe(rule);
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  },
);

test('an empty password is refused with its own message, and the rule steps aside', async () => {
  const panel = await phonePanel();
  submit(panel);
  expect(await within(panel).findByText('密码不能为空')).toBeTruthy();
  const password = within(panel).getByLabelText('设置密码');
  expect(description(password)).toBe('密码不能为空');
  expect(within(panel).queryByText('8-18个字符，含字母大、小写+符号(@-#._*%$)+数字')).toBeNull();
});

test('nothing is sent until the agreement is ticked; then the phone registration leads to login', async () => {
  const navigations: string[] = [];
  const onNavigate = ({ to }: { to: string }) => navigations.push(to);
  bus.on('navigate', onNavigate);
  api.on(REGISTER, done('注册成功'), { body: PhoneRegisterBody });
  const panel = await phonePanel();
  fill(panel, '手机号', '13900000077');
  fill(panel, '验证码', '654321');
  fill(panel, '设置密码', PASSWORD);
  fill(panel, '确认密码', PASSWORD);
  fill(panel, '企业名称', ' 澳门茶行 ');
  submit(panel);
  expect(await within(panel).findByText('请阅读并同意用户协议')).toBeTruthy();
  expect(registrations()).toEqual([]);

  fireEvent.click(within(panel).getByRole('checkbox'));
  submit(panel);
  await waitFor(() => expect(navigations).toEqual(['/login?username=13900000077']));
  bus.off('navigate', onNavigate);
  expect(registrations()).toEqual([
    {
      type: 1,
      phone: '13900000077',
      code: '654321',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: '澳门茶行',
    },
  ]);
  const agreement = within(panel).getByRole('link', { name: '《用户协议》' });
  expect(agreement.getAttribute('target')).toBe('_blank');
});

test('a Portuguese mobile number is registered with its calling code', async () => {
  api.on(REGISTER, done('注册成功'), { body: PhoneRegisterBody });
  const panel = await phonePanel();
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '国家或地区区号' }));
  fireEvent.click(await screen.findByText('+351 葡萄牙'));
  fill(panel, '手机号', '212345678');
  fill(panel, '验证码', '654321');
  fill(panel, '设置密码', PASSWORD);
  fill(panel, '确认密码', PASSWORD);
  fill(panel, '企业名称', 'Chá do Porto, Lda.');
  fireEvent.click(within(panel).getByRole('checkbox'));
  submit(panel);
  // A Lisbon landline receives no SMS.
  expect(await within(panel).findByText('手机号格式不正确')).toBeTruthy();
  fill(panel, '手机号', '912 345 678');
  submit(panel);
  await waitFor(() =>
    expect(registrations()).toEqual([
      {
        type: 1,
        phone: '+351912345678',
        code: '654321',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        companyName: 'Chá do Porto, Lda.',
      },
    ]),
  );
});

test('a server that cannot text codes offers registration by e-mail only', async () => {
  api.on(
    accountsEndpoints.codeChannels,
    raw(CodeChannelsAnswer, { code: 200, msg: '操作成功', data: { sms: false, email: true } }),
  );
  // A cache of its own: the other tests' answer (both channels) must not stand in for this one.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RegisterPage />
    </SWRConfig>,
  );
  const emailTab = await screen.findByRole('tab', { name: '邮箱验证码' });
  expect(screen.getAllByRole('tab')).toEqual([emailTab]);
  expect(emailTab.getAttribute('aria-selected')).toBe('true');
  expect(within(screen.getByRole('tabpanel')).getByLabelText('邮箱')).toBeTruthy();
});
