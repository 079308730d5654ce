import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

async function useLanguage(page: Page, language: 'zh' | 'pt') {
  await page.evaluate((value) => localStorage.setItem('portal.lang', value), language);
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** A day `offset` days from today, as the date inputs take it. */
function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const TITLE = `Café verde para Santos ${Date.now() % 100000}`;

/** A supplier signed in (in Chinese) quotes the demand from its public page. */
async function quote(page: Page, demandId: number, price: string) {
  await page.goto(`/demandInfo?id=${demandId}`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: /^报 ?价$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('quote-attachment-input')).toBeHidden();
  await dialog.getByLabel('价格').fill(price);
  await dialog.getByLabel('数量').fill('200');
  await dialog.getByLabel('交货条款').fill('FOB 上海');
  await dialog.getByLabel('交货日期').fill(day(30));
  await dialog.getByLabel('报价有效期至').fill(day(10));
  await dialog.getByRole('button', { name: '提交报价' }).click();
  await expect(page.getByText('您的报价')).toBeVisible();
}

test('a Brazilian buyer posts a demand; two suppliers quote, one revises; the buyer compares and confirms one, which becomes an order; the other quote ends', async ({
  page,
}) => {
  test.setTimeout(180_000);

  await logIn(page, 'demo.br@example.com');
  await useLanguage(page, 'pt');
  await page.goto('/demandRelease');
  await page.getByRole('button', { name: 'Publicar procura' }).click();
  const form = page.getByRole('dialog');
  // The drawer's parts bring their own styles: the HS list is not a column of browser buttons,
  // and no native file picker shows beside the upload button.
  await expect(form.getByTestId(/^hs-\d+$/).first()).toHaveCSS('border-top-style', 'none');
  await expect(form.locator('input[type="file"]')).toBeHidden();
  // Exactly: the same fields in other languages are labelled "Título (English)" and so on.
  await form.getByLabel('Título', { exact: true }).fill(TITLE);
  await form.getByLabel('Produto', { exact: true }).fill('Café arábica verde');
  await form.getByLabel('Prazo').fill(day(14));
  await form.getByLabel('Setor').fill('Café');
  await form.getByLabel('Quantidade').fill('200');
  await form.getByLabel('Unidade').fill('saca');
  await form.getByLabel('Preço mínimo').fill('100');
  await form.getByLabel('Preço máximo').fill('180');
  await form.getByLabel('Contacto de receção').click();
  await page.locator('.ant-select-item-option', { hasText: 'conta principal' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Procura guardada')).toBeVisible();
  const link = page.getByRole('link', { name: TITLE });
  await expect(link).toBeVisible();
  const demandId = Number(
    new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('id'),
  );
  expect(demandId).toBeGreaterThan(0);

  // The demand is in the hall for everyone.
  await signOut(page);
  await page.goto('/demandHall?tab=demand');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();

  // Two suppliers quote; the Macau one revises its price once.
  await logIn(page, 'demo.pt@example.com');
  await quote(page, demandId, '150');
  await signOut(page);
  await logIn(page, 'demo.mo@example.com');
  await quote(page, demandId, '160');
  await page.getByRole('button', { name: '修改报价（仅一次）' }).click();
  await page.getByRole('dialog').getByLabel('价格').fill('140');
  await page.getByRole('dialog').getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('已修改过，不能再修改')).toBeVisible();

  // The buyer compares both and confirms the cheaper one.
  await signOut(page);
  await logIn(page, 'demo.br@example.com');
  await useLanguage(page, 'pt');
  await page.goto(`/demandDetail?id=${demandId}`);
  const table = page.getByTestId('quote-comparison');
  // Each supplier named in the buyer's language where it gave one (orders keep the registered name).
  const macau = table
    .getByRole('row')
    .filter({ hasText: 'Serviços Comerciais China-Portugal (Macau), Lda.' });
  const lisbon = table.getByRole('row').filter({ hasText: 'Lusitânia Vinhos e Azeites' });
  await expect(macau).toContainText('Revista');
  await expect(macau).toContainText('Mais barata');
  await expect(lisbon).toContainText('150');

  // A chat with the Lisbon supplier opens on the demand card.
  await lisbon.getByRole('button', { name: 'Falar com o fornecedor' }).click();
  await expect(page).toHaveURL(/\/messages\?to=\d+/);
  const card = page.locator('[data-remote="mf_chat"]:visible').getByTestId('demand-card').last();
  await expect(card).toContainText(TITLE);
  await expect(card).toContainText('Cotação de Lusitânia Vinhos e Azeites');
  await expect(card.getByRole('link', { name: /Ver procura/ })).toHaveAttribute(
    'href',
    `/demandDetail?id=${demandId}`,
  );
  await page.goto(`/demandDetail?id=${demandId}`);

  await macau.getByRole('button', { name: 'Confirmar esta cotação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Confirmada: a encomenda foi criada').first()).toBeVisible();
  await expect(lisbon).toContainText('Expirada');
  await expect(macau).toContainText('Confirmada');

  // The order is in both companies' order lists, pending the supplier's confirmation.
  const orderLink = await page.getByTestId('order-link').getAttribute('href');
  const orderId = Number(new URL(orderLink!, page.url()).searchParams.get('param'));
  expect(orderId).toBeGreaterThan(0);
  const orderRow = page
    .locator('[data-remote="mf_trade"]:visible')
    .getByTestId(`order-row-${orderId}`);
  await page.goto('/purchaseOrders');
  await expect(orderRow).toContainText('Café arábica verde');
  await expect(orderRow).toContainText('澳门中葡商贸服务有限公司');
  await expect(orderRow).toContainText('Transação por aprovar');
  await signOut(page);
  await logIn(page, 'demo.mo@example.com');
  await page.goto('/salesOrders');
  await expect(orderRow).toContainText('Café arábica verde');
  await expect(orderRow).toContainText('Café Serra Verde Exportação Ltda.');
  await expect(orderRow).toContainText('交易待审核');
  await signOut(page);
  await logIn(page, 'demo.pt@example.com');
  await page.goto(`/demandInfo?id=${demandId}`);
  await expect(page.getByText('已过期')).toBeVisible();
});
