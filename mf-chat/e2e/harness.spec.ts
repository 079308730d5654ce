import { expect, test } from '@playwright/test';

test('the message centre route shows its coming-soon page standalone', async ({ page }) => {
  await page.goto('/messages?as=13800000002');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000002');
  await expect(page.getByRole('heading', { name: '消息中心 即将上线' })).toBeVisible();
});
