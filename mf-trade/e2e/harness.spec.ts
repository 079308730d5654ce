import { expect, test } from '@playwright/test';

test('trade routes show their coming-soon page standalone', async ({ page }) => {
  await page.goto('/cart?as=demo.pt@example.com');
  await expect(page.getByTestId('harness-user')).toHaveText('demo.pt@example.com');
  await expect(page.getByRole('heading', { name: '购物车 即将上线' })).toBeVisible();
});
