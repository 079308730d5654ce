import { expect, test, type Page } from '@playwright/test';

// The PT company's main account; favouriting news touches no other spec's records.
const LOGIN = 'demo.pt@example.com';

async function openAs(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}as=${encodeURIComponent(LOGIN)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(LOGIN);
}

/** Resolves with the favourite look-up the detail page makes once signed in. */
const favouriteChecked = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/collectionRecords/check'));

test('the news list opens an item, which a member favourites for good', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新闻政策');
  const first = page.getByTestId('news-items').getByRole('link').first();
  const title = (await first.textContent())!;
  const address = (await first.getAttribute('href'))!;
  expect(address).toMatch(/^\/newsInfo\?id=\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${address.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const checked = favouriteChecked(page);
  await openAs(page, address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await checked;
  const favourite = page.getByRole('button', { name: /^(收\s*藏|已收藏)$/ });
  // A retried run starts from an item favourited by the previous attempt: undo that first.
  if ((await favourite.getAttribute('aria-pressed')) === 'true') await favourite.click();
  // antd spaces out a two-character Chinese label.
  await expect(favourite).toHaveText(/^收\s*藏$/);
  await favourite.click();
  await expect(favourite).toHaveText('已收藏');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  const checkedAgain = favouriteChecked(page);
  await page.reload();
  await checkedAgain;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(favourite).toHaveText('已收藏');
});

test('an unknown news id shows the not-found state with a way back to the list', async ({
  page,
}) => {
  await page.goto('/newsInfo?id=999999');
  await expect(page.getByText('新闻不存在', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /返回新闻列表/ }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByTestId('news-items')).toBeVisible();
});
