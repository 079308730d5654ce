import { expect, test } from '@playwright/test';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4DwABAQEABRjYTgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member edits name, e-mail and avatar; the values stay after a reload', async ({ page }) => {
  await page.goto('/userInfo?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await expect(page.getByText('企业主账号')).toBeVisible();

  const fileInput = page.getByLabel('选择要上传的文件');
  await fileInput.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByRole('alert')).toHaveText('文件格式不正确');
  await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'avatar.png' })).toBeVisible();

  await page.getByLabel('邮箱').fill('chen@');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  await page.getByLabel('邮箱').fill('chen.zy@example.com');
  await page.getByLabel('姓名').fill('陈经理');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('陈经理');
  await expect(page.getByLabel('邮箱')).toHaveValue('chen.zy@example.com');
  // The choose button is labelled by its field; with a stored avatar it offers a replacement.
  await expect(page.getByRole('button', { name: '头像' })).toHaveText('重新上传');
});
