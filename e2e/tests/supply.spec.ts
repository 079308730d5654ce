import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { dismissVerifyPrompt, followNavEntry, logIn } from './helpers';

/** A small valid PNG (uploads decide the type by signature), made here without image tools. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let value = 0xffffffff;
    for (const byte of data) value = crcTable[(value ^ byte) & 0xff]! ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const width = 32;
  const height = 24;
  const raw = Buffer.alloc((width * 3 + 1) * height, 0);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      raw[at] = 200;
      raw[at + 1] = 160 + (x % 40);
      raw[at + 2] = 60;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function useLanguage(page: Page, language: 'zh' | 'pt') {
  await page.evaluate((value) => localStorage.setItem('portal.lang', value), language);
}

// A name no demo product has, with a Chinese word inside for the Chinese buyer.
const NAME = `Queijo de Azeitão 阿泽唐羊奶酪 ${Date.now() % 100000}`;

test('a Portuguese seller publishes a product; a Chinese buyer finds it, opens it, sends an inquiry the seller sees in the message centre, adds it to the cart and orders it', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // The seller works in Portuguese.
  await logIn(page, 'demo.pt@example.com');
  await useLanguage(page, 'pt');
  await page.goto('/saveProduct');
  const form = page.locator('.save-product');
  await expect(form.getByRole('heading', { name: 'Publicar produto' })).toBeVisible();
  await form.getByLabel('Nome do produto', { exact: true }).fill(NAME);
  // HS picker: words first (Portuguese chapter name), then by code prefix to the subheading.
  const hs = form.getByRole('textbox', { name: 'Código SH' });
  await hs.fill('0406');
  await form.getByTestId('hs-040690').click();
  await expect(form.getByTestId('hs-chosen')).toContainText('040690');
  await form.getByLabel('Especificação / modelo').fill('250 g');
  await form.getByLabel('Marca').fill('Serra da Arrábida');
  await form.getByLabel('Região de origem').fill('Azeitão');
  await form.getByLabel('Preço', { exact: true }).fill('12.50');
  await form.getByLabel('Unidade', { exact: true }).fill('peça');
  // The upload buttons stand alone: no native "Choose Files" shows through antd's form styles.
  await expect(form.getByTestId('image-input')).toBeHidden();
  await form.getByTestId('image-input').setInputFiles({
    name: 'queijo.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await expect(form.locator('.media-item img')).toHaveCount(1);
  // What buyers filter by, and the name in English as well (the Chinese buyer below still reads
  // the Portuguese original).
  await form.getByLabel('Encomenda mínima').fill('2');
  await form.getByRole('button', { name: 'Adicionar escalão' }).click();
  await form.getByLabel('Escalão 1: a partir de').fill('24');
  await form.getByLabel('Escalão 1: preço unitário').fill('11');
  await form.getByLabel('Prazo de entrega (dias)').fill('10');
  await form.getByLabel('Incoterm (Incoterms 2020)').click();
  await page.locator('.ant-select-item-option', { hasText: /^FOB$/ }).click();
  await form.getByLabel('Local designado (porto)').fill('Setúbal');
  await form.getByLabel('Embalagem').fill('Caixa de madeira');
  await form.getByRole('checkbox', { name: 'Amostras disponíveis' }).check();
  await expect(form.getByLabel('Língua do original')).toBeVisible();
  await expect(form.getByTestId('missing-languages')).toHaveText('Faltam 3 línguas');
  await form.getByRole('tab', { name: /English/ }).click();
  await form.getByLabel('Nome do produto (English)').fill(`Azeitão ewe's cheese ${NAME.slice(-5)}`);
  await expect(form.getByTestId('missing-languages')).toHaveText('Faltam 2 línguas');
  await form.getByRole('button', { name: 'Guardar e pré-visualizar' }).click();

  const preview = page.locator('.product-preview');
  await expect(preview.getByRole('heading', { name: NAME })).toBeVisible();
  // The editor shows what was saved.
  const productId = new URL(page.url()).searchParams.get('id');
  await page.goto(`/saveProduct?id=${productId}`);
  await expect(form.getByLabel('Encomenda mínima')).toHaveValue('2');
  await expect(form.getByLabel('Escalão 1: a partir de')).toHaveValue('24');
  await expect(form.getByLabel('Escalão 1: preço unitário')).toHaveValue('11');
  await expect(form.getByLabel('Local designado (porto)')).toHaveValue('Setúbal');
  await expect(form.getByRole('checkbox', { name: 'Amostras disponíveis' })).toBeChecked();
  await form.getByRole('tab', { name: /English/ }).click();
  await expect(form.getByLabel('Nome do produto (English)')).toHaveValue(
    `Azeitão ewe's cheese ${NAME.slice(-5)}`,
  );
  await page.goto(`/productPreview?id=${productId}`);
  await expect(preview.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(
    preview.getByText('Ainda não publicado: os compradores ainda não o veem'),
  ).toBeVisible();
  await preview.getByTestId('preview-publish').click();
  await expect(preview.getByTestId('product-status')).toHaveText('Publicado');

  await page.goto('/productManage');
  const manage = page.locator('.product-manage');
  await expect(manage.getByText(NAME)).toBeVisible();
  await expect(manage.getByTestId('product-quota')).toContainText('Produtos online');

  // The buyer works in Chinese: a fresh session.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await useLanguage(page, 'zh');
  await logIn(page, '13800000001');
  await dismissVerifyPrompt(page);

  // Sign-in lands on the workbench: home by the brand, then the hall from the header's menu.
  await page.getByRole('link', { name: '中葡经贸通' }).click();
  await followNavEntry(page, '需求大厅');
  const hall = page.locator('.supply-page');
  await hall.getByLabel('搜索产品（中文、葡文或英文）').fill('羊奶酪');
  await hall.getByLabel('搜索产品（中文、葡文或英文）').press('Enter');
  await expect(page).toHaveURL(/\/demandHall\?tab=supply&q=%E7%BE%8A%E5%A5%B6%E9%85%AA/);
  const card = hall.locator('[data-testid^="product-card-"]').filter({ hasText: NAME });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('已认证')).toBeVisible();

  // By HS code: the query is replaced, and the same product is among the cheese of 0406.
  await hall.getByRole('button', { name: /清空条件/ }).click();
  await expect(page).toHaveURL(/\/demandHall\?tab=supply$/);
  await hall.getByLabel('HS 编码前缀').fill('040690');
  await hall.getByLabel('HS 编码前缀').press('Enter');
  await expect(page).toHaveURL(/hs=040690/);
  await expect(
    hall.locator('[data-testid^="product-card-"]').filter({ hasText: NAME }),
  ).toHaveCount(1);
  // Back restores the previous query.
  await page.goBack();
  await expect(page).toHaveURL(/\/demandHall\?tab=supply$/);
  await page.goForward();
  await expect(page).toHaveURL(/hs=040690/);

  await hall.getByRole('link', { name: NAME }).click();
  const detail = page.getByTestId('product-detail');
  await expect(detail.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(detail.getByTestId('product-hs')).toHaveText('040690');
  await expect(detail.getByText('Lusitânia Vinhos e Azeites, Lda.')).toBeVisible();
  await expect(detail.getByTestId('gallery').locator('img')).toBeVisible();
  await expect(detail.getByRole('button', { name: '联系供应商' })).toBeVisible();
  await detail.getByLabel(`数量 · ${NAME}`).fill('3');
  await detail.getByRole('button', { name: `加入购物车 · ${NAME}` }).click();
  await expect(page.getByText('已加入购物车').or(page.getByText('操作成功'))).toBeVisible();

  // Sends an inquiry: it lands in the chat with the product's inquiry receiver.
  await detail.getByRole('button', { name: '发送询盘' }).click();
  const inquiry = page.getByRole('dialog');
  // A message asked for goes as soon as its field is filled.
  await inquiry.getByRole('button', { name: /^发 ?送$/ }).click();
  await expect(inquiry.getByText('请输入询盘内容')).toBeVisible();
  await inquiry.getByLabel('采购数量').fill('200');
  await inquiry.getByLabel('目标价格（选填）').fill('11');
  await inquiry.getByLabel('目的地（国家/港口）').fill('中国 上海港');
  await inquiry.getByLabel('询盘内容').fill('请报 CIF 上海价格和交货期');
  await expect(inquiry.getByText('请输入询盘内容')).toBeHidden();
  await inquiry.getByRole('button', { name: /^发 ?送$/ }).click();
  await expect(inquiry.getByText('询盘已发送给供应商')).toBeVisible();
  await expect(inquiry.getByRole('link', { name: /查看会话/ })).toHaveAttribute(
    'href',
    /\/messages\?to=\d+$/,
  );
  await page.keyboard.press('Escape');
  await expect(inquiry).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: '购物车' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const item = page.locator('[data-testid^="cart-item-"]').filter({ hasText: NAME });
  await expect(item).toBeVisible();
  await expect(item).toContainText('3');

  // And orders it: the cart turns it into a purchase order with the Portuguese seller.
  await page.getByRole('checkbox', { name: `选择 ${NAME}` }).check();
  await page.getByTestId('cart-submit').click();
  await page.getByTestId('cart-review-confirm').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/purchaseOrders$/);
  await expect(
    page
      .locator('[data-testid^="order-row-"]')
      .filter({ hasText: 'Lusitânia Vinhos e Azeites, Lda.' })
      .first(),
  ).toContainText(NAME.slice(0, 8));

  // The seller sees the inquiry in the message centre: a product card in the chat, and a
  // system notification.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'demo.pt@example.com');
  await useLanguage(page, 'pt');
  await page.goto('/messages');
  const centre = page.locator('[data-remote="mf_chat"]:visible');
  const conversation = centre.getByTestId('conversation').filter({ hasText: NAME });
  await expect(conversation).toContainText('[Pedido de cotação]');
  await conversation.click();
  const inquiryCard = centre.getByTestId('inquiry-card').filter({ hasText: NAME });
  await expect(inquiryCard).toContainText('Quantidade: 200 peça');
  await expect(inquiryCard).toContainText('Preço-alvo: 11,00 CNY/peça');
  await expect(inquiryCard).toContainText('Destino: 中国 上海港');
  await expect(inquiryCard).toContainText('请报 CIF 上海价格和交货期');
  await expect(inquiryCard.getByRole('link', { name: /Ver produto/ })).toHaveAttribute(
    'href',
    /\/productDetail\?id=\d+$/,
  );
  // The notice too is written in the language the seller reads.
  await centre.getByTestId('system-entry').click();
  await expect(
    centre.getByTestId('notification').filter({ hasText: `Novo pedido: ${NAME}` }),
  ).toBeVisible();
});
