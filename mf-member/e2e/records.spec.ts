import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The Macau company's main account: the other specs of the run use the tea, PT, AO and BR ones.
const LOGIN = 'demo.mo@example.com';
const PT_COMPANY = 'Lusitânia Vinhos e Azeites, Lda.';

/**
 * The PT company's id and the name its page shows a Chinese reader (the demo company names itself
 * in Chinese too), found through the public company page's API: ids are not fixed, and the page
 * names a company in its reader's language.
 */
async function companyNamed(
  request: APIRequestContext,
  name: string,
): Promise<{ id: number; shownInChinese: string }> {
  const named = async (id: number, language: string) => {
    const response = await request.get(`/haiguan/api/enterprise/${id}`, {
      headers: { 'accept-language': language },
    });
    if (!response.ok()) return null;
    const body = (await response.json()) as { code: number; data?: { name?: string } };
    return body.code === 200 ? (body.data?.name ?? null) : null;
  };
  for (let id = 1; id <= 10; id += 1) {
    if ((await named(id, 'pt')) === name) return { id, shownInChinese: (await named(id, 'zh'))! };
  }
  throw new Error(`no public company named ${name}`);
}

async function openAs(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}as=${encodeURIComponent(LOGIN)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(LOGIN);
}

test('a company is favourited, found in the favourites and the history, then removed', async ({
  page,
  request,
}) => {
  const { id, shownInChinese } = await companyNamed(request, PT_COMPANY);

  // The button's state comes from a look-up; wait for it before deciding to press it.
  const checked = page.waitForResponse((response) =>
    response.url().includes('/api/collectionRecords/check'),
  );
  await openAs(page, `/enterpriseInfo?id=${id}`);
  await expect(page.getByRole('heading', { name: shownInChinese })).toBeVisible();
  await expect(page.getByTestId('enterprise-verification')).toBeVisible();
  await checked;
  const favourite = page.getByRole('button', { name: /^(收\s*藏|已收藏)$/ });
  if ((await favourite.getAttribute('aria-pressed')) !== 'true') await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).toHaveText('已收藏');

  await page.goto('/favorites');
  // The member centre names the company in the reader's language, as its page does.
  const link = page.getByRole('link', { name: shownInChinese });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/enterpriseInfo\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: shownInChinese })).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/history');
  const viewed = page.getByRole('row', {
    name: new RegExp(shownInChinese.replace(/[.()]/g, '\\$&')),
  });
  await expect(viewed.getByRole('link', { name: shownInChinese })).toBeVisible();
  await expect(viewed.getByText('企业', { exact: true })).toBeVisible();

  await page.goto('/favorites');
  await page.getByRole('button', { name: `删除 ${shownInChinese}` }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm.getByText('确定取消收藏吗？')).toBeVisible();
  await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('link', { name: shownInChinese })).toHaveCount(0);

  const checkedAgain = page.waitForResponse((response) =>
    response.url().includes('/api/collectionRecords/check'),
  );
  await page.goto(`/enterpriseInfo?id=${id}`);
  await checkedAgain;
  // antd spaces out a two-character Chinese label.
  await expect(favourite).toHaveText(/^收\s*藏$/);
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
});

test('a guest can open a company page, and is sent to sign in to favourite it', async ({
  page,
  request,
}) => {
  const { id, shownInChinese } = await companyNamed(request, PT_COMPANY);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/enterpriseInfo?id=${id}`);
  await expect(page.getByRole('heading', { name: shownInChinese })).toBeVisible();
  await page.getByRole('button', { name: /^收\s*藏$/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/enterpriseInfo?id=${id}`)}$`),
  );
});

test('an unknown company shows the not-found page', async ({ page }) => {
  await page.goto('/enterpriseInfo?id=999999');
  await expect(page.getByText('该企业不存在或暂未公开。')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});
