import { expect, test } from '@playwright/test';

test('the portal remote renders home in its standalone harness, against the real API', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('mf_portal · standalone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '连接中国与葡语国家的外贸服务平台',
  );
  await expect(page.getByTestId('trade-figures')).toContainText('UN Comtrade');
});

test('a link to another app is reported by the harness instead of leaving it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '免费注册企业' }).click();
  await expect(page.getByText('/register belongs to another app')).toBeVisible();
});
