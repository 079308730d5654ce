import { expect, test, type Page } from '@playwright/test';
import { codeSentBy, requestCodeInPage, unusedPhone } from './outbox';

const NEW_PASSWORD = 'Macau#Tea2026';

async function logInWithPassword(page: Page, username: string, password: string) {
  await page.goto(`/login?username=${encodeURIComponent(username)}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('账号', { exact: true })).toHaveValue(username);
  await panel.getByLabel('密码', { exact: true }).fill(password);
  await panel.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('harness-user')).toHaveText(username);
}

test('register by phone with the texted code, then log in with the new password', async ({
  page,
}) => {
  const phone = unusedPhone();
  await page.goto('/register');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('手机号').fill(phone);
  const code = await requestCodeInPage(page, phone);
  await panel.getByLabel('验证码', { exact: true }).fill(code);
  await panel.getByLabel('设置密码').fill(NEW_PASSWORD);
  await panel.getByLabel('确认密码').fill(NEW_PASSWORD);
  await panel.getByLabel('企业名称').fill('澳门茶行');
  await panel.getByRole('button', { name: /注\s*册/ }).click();
  await expect(panel.getByText('请阅读并同意用户协议')).toBeVisible();
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: /注\s*册/ }).click();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?username=${phone}$`));
  await logInWithPassword(page, phone, NEW_PASSWORD);
});

test('register a Brazilian mobile number picked with its calling code, then log in with it', async ({
  page,
}) => {
  const national = `119${String(Date.now()).slice(-8)}`;
  const stored = `+55${national}`;
  await page.goto('/register');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('combobox', { name: '国家或地区区号' }).click();
  await page.getByText('+55 巴西').click();
  await panel
    .getByLabel('手机号')
    .fill(`${national.slice(0, 2)} ${national.slice(2, 7)}-${national.slice(7)}`);
  const code = await requestCodeInPage(page, stored);
  await panel.getByLabel('验证码', { exact: true }).fill(code);
  await panel.getByLabel('设置密码').fill(NEW_PASSWORD);
  await panel.getByLabel('确认密码').fill(NEW_PASSWORD);
  await panel.getByLabel('企业名称').fill('Comércio Paulista Ltda.');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  await logInWithPassword(page, stored, NEW_PASSWORD);
});

test('reset a forgotten password with the mailed code, then log in with the new one', async ({
  page,
}) => {
  // A demo account no other story signs in with, since its password changes here.
  const account = 'demo.cv@example.com';
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await page.getByRole('tab', { name: '邮箱验证码' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('邮箱').fill(account);
  const code = await requestCodeInPage(page, account);
  await panel.getByLabel('验证码', { exact: true }).fill(code);
  await panel.getByLabel('新密码').fill(NEW_PASSWORD);
  await panel.getByLabel('确认密码').fill(NEW_PASSWORD);
  await panel.getByRole('button', { name: '重设密码' }).click();

  await expect(page.getByText('密码重置成功，请重新登录')).toBeVisible();
  await logInWithPassword(page, account, NEW_PASSWORD);
});

test('log in with a code sent by SMS', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机验证码' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('手机号').fill('13800000001');
  const code = await requestCodeInPage(page, '13800000001');
  await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
  await panel.getByLabel('验证码', { exact: true }).fill(code);
  await panel.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
});

test('log in with a code sent by e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '邮箱验证码' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('邮箱').fill('demo.pt@example.com');
  const code = await requestCodeInPage(page, 'demo.pt@example.com');
  await panel.getByLabel('验证码', { exact: true }).fill(code);
  await panel.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('harness-user')).toHaveText('demo.pt@example.com');
});

test('change the password: the user is told, logged out, and the new password works', async ({
  page,
}) => {
  // A demo account no other test signs in with, since its password changes here.
  const account = '13800000003';
  await logInWithPassword(page, account, 'Demo@2026');

  await page.goto('/changePassword');
  await page.getByLabel('账号', { exact: true }).fill('13800000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('内容与用户绑定账号不一致')).toBeVisible();

  await page.getByLabel('账号', { exact: true }).fill(account);
  const code = await codeSentBy(page.request, account, async () => {
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  });
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByLabel('确认密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();

  await expect(page.getByText('修改密码成功，请重新登录！')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('harness-user')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
  await logInWithPassword(page, account, NEW_PASSWORD);
});
