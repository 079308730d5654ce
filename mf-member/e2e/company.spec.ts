import { expect, test, type Page } from '@playwright/test';

/** A 1×1 PNG, the smallest licence the server's signature check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4DwABAQEABRjYTgAAAABJRU5ErkJggg==',
  'base64',
);
const COMPANY = '云南普洱茶源茶业有限公司';

async function openAs(page: Page, login: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/companyInfo?as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
}

test('a main account submits its certification and an operator approves it', async ({ page }) => {
  await openAs(page, '13800000001');
  const status = page.getByTestId('review-status');
  await expect(status).toHaveText('未认证');

  await page.getByLabel('企业简称').fill('普洱茶源二号');
  await page.getByLabel('成立日期').fill('2015-03-02');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('企业简称')).toHaveValue('普洱茶源二号');
  await expect(page.getByLabel('成立日期')).toHaveValue('2015-03-02');

  await page.getByRole('button', { name: '提交认证' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('统一社会信用代码').fill('913501');
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(dialog.getByText('统一社会信用代码格式不正确')).toBeVisible();
  await expect(dialog.getByText('请选择文件')).toBeVisible();

  await dialog.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await dialog.getByLabel('法定代表人').fill('陈志远');
  await dialog
    .getByLabel('选择要上传的文件')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('button', { name: 'licence.png' })).toBeVisible();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('已提交认证，请等待审核')).toBeVisible();
  await expect(status).toHaveText('审核中');
  await expect(page.getByRole('button', { name: '撤回认证' })).toBeVisible();

  await openAs(page, 'operator@example.com');
  await page.getByRole('button', { name: `通过 ${COMPANY}` }).click();
  const approval = page.waitForResponse((response) =>
    /\/operator\/certifications\/\d+\/approve$/.test(response.url()),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /通\s*过/ })
    .click();
  expect(await (await approval).json()).toMatchObject({ code: 200 });
  await expect(page.getByText('已通过认证')).toBeVisible();
  await expect(page.getByRole('button', { name: `通过 ${COMPANY}` })).toHaveCount(0);

  await openAs(page, '13800000001');
  await expect(status).toHaveText('已认证');
});
