import { expect, test } from '@playwright/test';
import { codeSentBy } from './outbox';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4DwABAQEABRjYTgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member edits name and avatar; the values stay after a reload', async ({ page }) => {
  await page.goto('/userInfo?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await expect(page.getByText('企业主账号')).toBeVisible();

  const fileInput = page.getByLabel('选择要上传的文件');
  await fileInput.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByRole('alert')).toHaveText('文件格式不正确');
  await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'avatar.png' })).toBeVisible();

  await page.getByLabel('姓名').fill('陈经理');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('陈经理');
  // The choose button is labelled by its field; with a stored avatar it offers a replacement.
  await expect(page.getByRole('button', { name: '头像' })).toHaveText('重新上传');
});

test('the e-mail changes only with the password and the code mailed to the new address', async ({
  page,
}) => {
  const email = `chen.${Date.now()}@example.com`;
  await page.goto('/userInfo?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await page.getByRole('button', { name: /绑定邮箱|修改邮箱/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('当前密码').fill('Wrong@2026');
  await dialog.getByLabel('新邮箱').fill(email);
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog.getByTestId('email-change-problem')).toContainText('密码错误');

  await dialog.getByLabel('当前密码').fill('Demo@2026');
  const code = await codeSentBy(page.request, email, () =>
    dialog.getByRole('button', { name: '发送验证码' }).click(),
  );
  await expect(dialog.getByTestId('email-code-sent')).toContainText(email);
  await dialog.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await expect(dialog.getByTestId('email-change-problem')).toContainText('验证码错误或已失效');
  // Still the old value until the right code is entered.
  await expect(page.getByTestId('current-email')).not.toHaveText(email);

  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await expect(page.getByTestId('current-email')).toHaveText(email);
  await page.reload();
  await expect(page.getByTestId('current-email')).toHaveText(email);
});
