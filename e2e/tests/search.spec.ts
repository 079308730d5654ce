import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { axeFindings, overflow } from './route-tour';

// The header's search box (issue #34, "Done when"): suggestions in every language from the home
// page's header, the page a suggestion opens, the supply hall Enter opens, on a desktop and a
// phone, by keyboard, axe clean; and a first visit in the browser's language.

/** A published demo product's id, found by words of its original name (ids are not fixed). */
async function productId(page: Page, words: string): Promise<number> {
  const response = await page.request.get(
    `/haiguan/api/product/search?${new URLSearchParams({ keyword: words })}`,
  );
  const { rows } = (await response.json()) as { rows: { id: number }[] };
  if (!rows[0]) throw new Error(`no published product for ${words}`);
  return rows[0].id;
}

/** The name a reader of `language` is shown for a product (its public page's answer). */
async function shownName(page: Page, id: number, language: string): Promise<string> {
  const response = await page.request.get(`/haiguan/api/product/public/${id}`, {
    headers: { 'accept-language': language },
  });
  return ((await response.json()) as { data: { name: string } }).data.name;
}

/**
 * The header's search box, opened from its button where the header has no room for the field
 * (the portal's pages, phones); `open` is the button's name in the page's language.
 */
async function openSearch(page: Page, open: string, box: string) {
  await page.getByRole('banner').getByRole('button', { name: open, exact: true }).first().click();
  const combobox = page.getByRole('combobox', { name: box });
  await expect(combobox).toBeFocused();
  return combobox;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('a Portuguese buyer', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 1440, height: 900 } });

  test('opens the portal in Portuguese on a first visit, the header search box too', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
    await openSearch(page, 'Procurar', 'Procurar produtos, empresas ou códigos SH');
  });

  // Waits for the demo's Chinese tea with a Portuguese name (COMPANY-DEMAND's demo data in four
  // languages) and the product page in the reader's language (PORTAL-READER).
  test('searches "chá" in the home page header and opens a Chinese tea shown with its Portuguese name', async ({
    page,
  }) => {
    const puerh = await productId(page, '普洱熟茶饼');
    const name = await shownName(page, puerh, 'pt');
    expect(name, 'the Pu-erh has a Portuguese name').toMatch(/chá/i);
    await page.goto('/');
    const box = await openSearch(page, 'Procurar', 'Procurar produtos, empresas ou códigos SH');
    await box.fill('chá');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const tea = page
      .getByRole('group', { name: 'Produtos' })
      .getByRole('option', { name: new RegExp(escapeRegExp(name)) });
    await expect(tea).toBeVisible();
    await expect(tea.locator('[lang="pt"]').first()).toHaveText(name);
    await expect(page.getByRole('group', { name: 'Códigos SH' })).toContainText('0902');
    await tea.click();
    await expect(page).toHaveURL(new RegExp(`/productDetail\\?id=${puerh}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });
});

// Waits for the port wine's Chinese name (COMPANY-DEMAND's demo data) in the cross-language
// search text (SEARCH), which 葡萄酒 reaches.
test('a Chinese buyer finds "Vinho do Porto" by 葡萄酒, shown with its Chinese name', async ({
  page,
}) => {
  const port = await productId(page, 'Vinho do Porto');
  const name = await shownName(page, port, 'zh-CN');
  expect(name, 'the port wine has a Chinese name').not.toMatch(/^Vinho/);
  await page.goto('/');
  const box = await openSearch(page, '搜索', '搜索产品、企业或 HS 编码');
  await box.fill('葡萄酒');
  const wine = page
    .getByRole('group', { name: '产品' })
    .getByRole('option', { name: new RegExp(escapeRegExp(name)) });
  await expect(wine).toBeVisible();
  // By keyboard: the arrows walk to the port wine, Enter opens it.
  const target = await wine.getAttribute('id');
  for (let step = 0; step < 12; step += 1) {
    await box.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === target) break;
  }
  await expect(wine).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/productDetail\\?id=${port}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('on a desktop the words go to the supply hall with Enter, an HS code to its products; axe finds nothing on the open list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const box = await openSearch(page, '搜索', '搜索产品、企业或 HS 编码');
  await box.fill('tea');
  const headings = page.getByRole('group', { name: 'HS 编码' });
  await expect(headings.getByRole('option').first()).toBeVisible();
  expect(await axeFindings(page, '/ (search list open)', 'zh')).toEqual([]);
  expect(await overflow(page)).toBeNull();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/demandHall\?tab=supply&q=tea$/);
  // A search closes the panel; the button opens it again.
  await expect(box).toBeHidden();
  await openSearch(page, '搜索', '搜索产品、企业或 HS 编码');
  await box.fill('0902');
  await headings.getByRole('option', { name: /^0902\b/ }).click();
  await expect(page).toHaveURL(/\/demandHall\?tab=supply&hs=0902$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a button opens the search over the header, by keyboard; a suggestion opens its page', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('portal.lang', 'en'));
    await page.goto('/news');
    const toggle = page.getByRole('button', { name: 'Search', exact: true }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: 'Search products, companies or HS codes' });
    await expect(box).toBeFocused();
    await page.keyboard.type('azeite');
    const olive = page.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(olive).toBeVisible();
    expect(await overflow(page)).toBeNull();
    expect(await axeFindings(page, '/news (phone search open)', 'en')).toEqual([]);
    // Nothing of the list is beyond the screen's edges.
    const box390 = (await page.getByRole('listbox').boundingBox())!;
    expect(box390.x).toBeGreaterThanOrEqual(0);
    expect(box390.x + box390.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('ArrowDown');
    await expect(olive).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/productDetail\?id=\d+$/);
    await expect(box).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('in the workbench the field sits in the header itself; its list is axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'demo.pt@example.com');
  await page.goto('/workbench');
  const box = page.getByRole('combobox', { name: '搜索产品、企业或 HS 编码' });
  await expect(box).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }),
  ).toHaveCount(1);
  await box.fill('azeite');
  const companies = page.getByRole('group', { name: '企业' });
  await expect(companies.getByRole('option').first()).toBeVisible();
  expect(await axeFindings(page, '/workbench (search list open)', 'zh')).toEqual([]);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productDetail\?id=\d+$/);
});
