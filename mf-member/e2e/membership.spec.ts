import { expect, test, type Page } from '@playwright/test';

/** The Brazilian demo company (start edition); the other demo companies belong to other specs. */
const MAIN = 'demo.br@example.com';
const COMPANY = 'Café Serra Verde Exportação Ltda.';

async function openAs(page: Page, login: string, path: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${path}?as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
}

test('a main account applies for silver and an operator activates it', async ({ page }) => {
  await openAs(page, MAIN, '/memberCenter');
  await expect(page.getByTestId('current-tier')).toContainText('启航版');
  await expect(page.getByTestId('usage-products')).toHaveText(/^在线产品 \d+\/\d+$/);
  await expect(page.getByTestId('usage-subAccounts')).toHaveText(/^子账号 \d+\/\d+$/);
  // Upload storage follows the tier: 200 MB on the start edition, 1 GB once silver.
  await expect(page.getByTestId('usage-storage')).toHaveText(/^存储空间 [\d.]+ MB \/ 200 MB$/);
  await expect(page.getByRole('button', { name: '申请开通 启航版（限时免费）' })).toHaveCount(0);

  await page.getByRole('button', { name: '申请开通 白银会员' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认申请' }).click();
  await expect(page.getByTestId('membership-pending')).toContainText('白银会员');
  await expect(page.getByRole('button', { name: '申请开通 白银会员' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '申请开通 黄金会员' })).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('membership-pending')).toContainText('白银会员');

  await openAs(page, 'operator@example.com', '/memberCenter');
  const activate = page.getByRole('button', { name: `开通 ${COMPANY}` });
  await activate.click();
  const dialog = page.getByRole('dialog').filter({ hasText: '白银会员' });
  // The dialog zooms in from the clicked row button; its first frames are already in place but
  // not yet moving, so a point taken then (before the zoom starts) can miss 开通. A person clicks
  // what they see; the test waits, as they do, until it has settled.
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: /开\s*通/ }).click();
  await expect(activate).toHaveCount(0);

  await openAs(page, MAIN, '/memberCenter');
  await expect(page.getByTestId('current-tier')).toHaveText('白银会员');
  await expect(page.getByTestId('usage-storage')).toHaveText(/^存储空间 [\d.]+ MB \/ 1 GB$/);
  await expect(page.getByTestId('membership-expiry')).toHaveText(/\d{4}/);
  await expect(page.getByTestId('membership-pending')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '申请开通 黄金会员' })).toBeEnabled();
});

test('a sub-member sees the membership read-only', async ({ page }) => {
  await openAs(page, 'lucas.br@example.com', '/memberCenter');
  await expect(page.getByTestId('membership-read-only')).toBeVisible();
  await expect(page.getByTestId('usage-subAccounts')).toHaveText(/^子账号 \d+\/\d+$/);
  await expect(page.getByRole('button', { name: /申请开通/ })).toHaveCount(0);
});
