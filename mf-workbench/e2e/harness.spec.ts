import { expect, test } from '@playwright/test';

test('the workbench dashboard renders standalone for the demo user chosen in the URL', async ({
  page,
}) => {
  await page.goto('/workbench?as=13800000001');
  await expect(page.getByTestId('harness-user')).toHaveText('13800000001');
  await expect(page.getByTestId('harness-content')).toContainText('您好');
  // The tea company is not verified yet: its home opens on the first steps, then what waits.
  await expect(page.getByRole('region', { name: '开始使用' })).toContainText('完成企业认证');
  await expect(page.getByTestId('harness-content')).toContainText('待我处理');
});
