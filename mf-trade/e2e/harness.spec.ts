import { expect, test } from '@playwright/test';

test('the cart page runs standalone in the harness', async ({ page }) => {
  await page.goto('/cart?as=demo.pt@example.com');
  await expect(page.getByTestId('harness-user')).toHaveText('demo.pt@example.com');
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  await expect(page.getByText(/即将上线/)).toHaveCount(0);
});

test('the order list runs standalone in the harness', async ({ page }) => {
  await page.goto('/orderListManage?as=demo.pt@example.com');
  await expect(page.getByRole('heading', { name: '订单管理' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '销售订单' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '采购订单' })).toBeVisible();
});
