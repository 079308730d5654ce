import { expect, test } from '@playwright/test';
import { axeFindings, guestContext, visit } from './route-tour';

// The supply hall on a phone (issue #34): two columns of cards, and the filters in a sheet behind
// one button instead of seven rows above the first product; a Chinese product's page read in
// Portuguese, its HS names included.

test('on a 390 px phone a Portuguese buyer filters the hall in a sheet and reads a Chinese tea in Portuguese', async ({
  browser,
}) => {
  const context = await guestContext(browser, 'pt', 390);
  const page = await context.newPage();
  // Loaded, not routed to: a route pushed before the shell listens would be missed.
  await page.goto('/demandHall?tab=supply');
  const hall = page.locator('.supply-page');
  const cards = hall.locator('[data-testid^="product-card-"]');
  await expect(cards.first()).toBeVisible();
  // Two cards side by side, the first of them within the first screen.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(first!.y).toBeLessThan(300);
  await expect(hall.getByRole('combobox', { name: 'Incoterm' })).toHaveCount(0);

  await hall.getByRole('button', { name: 'Filtros', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Filtros', { exact: true })).toBeVisible();
  expect(await axeFindings(page, 'hall filter sheet', 'pt')).toEqual([]);
  await sheet.getByRole('checkbox', { name: 'Com amostras' }).check();
  await sheet.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/demandHall\?tab=supply&sampleAvailable=1$/);
  await expect(sheet).toBeHidden();
  await expect(hall.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

  // A Chinese seller's tea: its Portuguese name, and its HS chapter, heading and subheading in
  // Portuguese (the Mercosur nomenclature), none marked as English.
  const search = await page.request.get('/haiguan/api/product/search?hsCode=090240&pageSize=1');
  const [tea] = (await search.json()).rows as { id: number }[];
  await visit(page, `/productDetail?id=${tea!.id}`);
  const detail = page.getByTestId('product-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toContainText('Chá');
  await expect(detail.getByTestId('listing-original-language')).toHaveCount(0);
  const hsNames = detail.getByTestId('product-hs-names').getByRole('listitem');
  await expect(hsNames).toHaveText([
    '09 Café, chá, mate e especiarias',
    '0902 Chá, mesmo aromatizado',
    /^090240 Chá preto/,
  ]);
  await context.close();
});
