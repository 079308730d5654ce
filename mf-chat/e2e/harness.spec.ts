import { expect, test } from '@playwright/test';

test('the message centre runs standalone in its harness', async ({ page }) => {
  await page.goto('/messages?as=13800000002');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000002');
  await expect(page.getByTestId('system-entry')).toBeVisible();
  await expect(page.getByText('选择一个会话开始聊天')).toBeVisible();
});

test('the system notifications open from their fixed entry', async ({ page }) => {
  await page.goto('/messages?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await page.getByTestId('system-entry').click();
  await expect(page.getByTestId('notification').first()).toBeVisible();
});
