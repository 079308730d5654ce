import { expect, test } from '@playwright/test';

test('the workbench dashboard renders standalone for the demo user chosen in the URL', async ({
  page,
}) => {
  await page.goto('/workbench?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await expect(page.getByTestId('harness-content')).toContainText('您好');
  await expect(page.getByTestId('harness-content')).toContainText('常用功能');
});
