import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test('a company orders a digital product from the catalogue; the platform accepts it and the member is told', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // A guest browses by dimension; ordering asks to sign in first.
  await page.goto('/digitalProduct');
  await page.getByRole('radiogroup', { name: '按改进维度筛选' }).getByText('人才与文化').click();
  await expect(page).toHaveURL(/dimension=people/);
  const cards = page.getByTestId('digital-cards');
  await expect(cards.getByRole('link', { name: '数字技能培训' })).toBeVisible();
  await expect(cards.getByRole('link', { name: '跨境网店搭建' })).toHaveCount(0);
  await page.goto('/digitalProduct');
  await page.getByRole('link', { name: '跨境网店搭建' }).click();
  await expect(page.getByRole('heading', { name: '跨境网店搭建' })).toBeVisible();
  await page.getByRole('button', { name: '订购此套餐: 专业版' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // Signed in, the member orders the professional plan.
  await logIn(page, 'demo.mo@example.com');
  await page.goto('/digitalProduct');
  await page.getByRole('link', { name: '跨境网店搭建' }).click();
  await page.getByRole('button', { name: '订购此套餐: 专业版' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('联系人').fill('陈小姐');
  await dialog.getByLabel('联系电话').fill('+853 6612 3456');
  await dialog.getByLabel('备注').fill('需要葡文与繁体中文页面');
  await dialog.getByRole('button', { name: /提交订单/ }).click();
  const done = dialog.getByText(/订单 (DP\d+) 已提交/);
  await expect(done).toBeVisible();
  const orderNo = (await done.textContent())!.match(/DP\d+/)![0];
  await dialog.getByRole('link', { name: '查看我的数字化订单' }).click();
  const mine = page.getByRole('row').filter({ hasText: orderNo });
  await expect(mine).toContainText('已提交');
  await expect(mine).toContainText('¥16,800.00');

  // The platform accepts it.
  await signOut(page);
  await logIn(page, 'operator@example.com');
  await page.goto('/digitalOrders');
  await page.getByRole('tab', { name: '全部订单（平台）' }).click();
  await page.getByRole('button', { name: `受理 ${orderNo}` }).click();
  await page.getByRole('dialog').getByLabel('处理说明').fill('顾问将在两个工作日内联系');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(
    page.getByRole('tabpanel').getByRole('row').filter({ hasText: orderNo }),
  ).toContainText('已受理');

  // The member sees the new state and the notice that leads to it.
  await signOut(page);
  await logIn(page, 'demo.mo@example.com');
  await page.goto('/digitalOrders');
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('已受理');
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const notices = await page.request.get('/haiguan/api/message/getMessageListByUser', {
    params: { pageNum: 1, pageSize: 50 },
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (
    (await notices.json()) as { rows: { messageTypesOf: number; messageBrief: string }[] }
  ).rows;
  expect(
    rows.filter((row) => row.messageTypesOf === 11).map((row) => row.messageBrief),
  ).toContainEqual(expect.stringContaining(orderNo));
});
