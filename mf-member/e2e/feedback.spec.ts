import { expect, test, type Page } from '@playwright/test';

// The Macau company's main account: the other specs of the run use the tea, PT, AO and BR ones.
const MEMBER = 'demo.mo@example.com';
const OPERATOR = 'operator@example.com';

/** A 1×1 PNG, the smallest image the server's signature check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4DwABAQEABRjYTgAAAABJRU5ErkJggg==',
  'base64',
);

async function openAs(page: Page, login: string, path: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
}

test('a member sends feedback with a screenshot and reads the operator’s reply', async ({
  page,
}) => {
  const title = `导出订单没有反应 ${Date.now()}`;
  const reply = '已修复导出问题，请刷新页面后重试。';

  await openAs(page, MEMBER, '/feedbackForm');
  const submit = page.getByRole('button', { name: /^提\s*交$/ });
  await submit.click();
  await expect(page.getByText('请选择反馈类型')).toBeVisible();
  await expect(page.getByText('请输入反馈标题')).toBeVisible();
  await expect(page.getByText('请输入反馈内容')).toBeVisible();

  await page.getByText('问题反馈', { exact: true }).click();
  await page.getByLabel('反馈标题').fill(title);
  await page.getByLabel('反馈内容').fill('在订单列表点击“导出”后页面没有任何反应。');
  await page
    .getByLabel('选择要上传的文件')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('已上传')).toBeVisible();
  await submit.click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/feedbackInfo\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  await expect(page.getByTestId('feedback-status')).toHaveText('待处理');
  await expect(page.getByText(title)).toBeVisible();
  // The preview (fetched with the token) and the download link of the attachment.
  await expect(page.getByRole('img', { name: 'screen.png' })).toBeVisible();
  await expect(page.locator('button', { hasText: 'screen.png' })).toBeVisible();
  await expect(page.getByText('平台尚未回复，请耐心等待')).toBeVisible();

  await page.goto('/feedbackIndex');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByTestId('feedback-status')).toHaveText('待处理');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/feedbackInfo?id=${id}`,
  );

  await openAs(page, OPERATOR, `/feedbackInfo?id=${id}&review=1`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('澳门中葡商贸服务有限公司')).toBeVisible();
  await page.getByRole('button', { name: '标记为处理中' }).click();
  await expect(page.getByTestId('feedback-status')).toHaveText('处理中');
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('请输入回复内容')).toBeVisible();
  await page.getByLabel('回复内容').fill(reply);
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByTestId('feedback-status')).toHaveText('已回复');
  await expect(page.getByTestId('feedback-reply')).toHaveText(reply);

  await openAs(page, MEMBER, '/feedbackIndex');
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByTestId('feedback-status'),
  ).toHaveText('已回复');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('feedback-status')).toHaveText('已回复');
  await expect(page.getByTestId('feedback-reply')).toHaveText(reply);
});
