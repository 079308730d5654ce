import { expect, test } from '@playwright/test';

test('the login page signs a demo user in, standalone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('13800000001');
  await page.getByLabel('密码').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
});

test('a wrong password is refused with the server message and nothing is stored', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('13800000001');
  await page.getByLabel('密码').fill('Wrong@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});

test('empty fields get the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();
});
