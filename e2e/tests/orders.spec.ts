import { expect, test, type Browser, type Page } from '@playwright/test';
import { companyIdNamed, logIn } from './helpers';

/**
 * A trade between real companies, each in a browser of its own: the Brazilian buyer fills its
 * cart from two sellers and submits; the Portuguese seller confirms, sets the contract and the
 * instalment; the buyer gives its invoice details; the platform's reviewer approves; the buyer
 * signs; the seller marks the payment received and the order completes. Each step's notice
 * reaches the other side.
 */
const BUYER = 'demo.br@example.com';
const SELLER = 'demo.pt@example.com';
const REVIEWER = 'review@example.com';
const PT_COMPANY = 'Lusitânia Vinhos e Azeites, Lda.';
const MO_COMPANY = '澳门中葡商贸服务有限公司';
const CONTRACT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

interface Notice {
  messageTitle: string;
  jumpId: number | null;
  messageTypesOf: number;
}

/** The name a Chinese reader sees for a company: the cart names sellers in the reader's language. */
async function nameInChinese(page: Page, company: string): Promise<string> {
  const id = await companyIdNamed(page.request, company);
  const response = await page.request.get(`/haiguan/api/enterprise/${id}`, {
    headers: { 'accept-language': 'zh' },
  });
  return ((await response.json()) as { data: { name: string } }).data.name;
}

async function openAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, username);
  return page;
}

/** The remote's own area of the page (the shell keeps other remotes mounted but hidden). */
function remote(page: Page, name: string) {
  return page.locator(`[data-remote="${name}"]:visible`);
}

/** The order notices (type 3) a user has received about one order, newest first. */
async function orderNotices(page: Page, orderId: number): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const response = await page.request.get('/haiguan/api/message/getMessageListByUser', {
    params: { pageNum: 1, pageSize: 100 },
    headers: { authorization: `Bearer ${token}` },
  });
  const { rows } = (await response.json()) as { rows: Notice[] };
  return rows
    .filter((notice) => notice.messageTypesOf === 3 && notice.jumpId === orderId)
    .map((notice) => notice.messageTitle);
}

async function expectNewNotice(page: Page, orderId: number, before: number) {
  await expect.poll(async () => (await orderNotices(page, orderId)).length).toBeGreaterThan(before);
}

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/orderSupplement?param=${orderId}`);
  await expect(remote(page, 'mf_trade').getByTestId('order-stage')).toBeVisible();
}

/** Runs an order action and waits for the order to reload, so later input is not redrawn away. */
async function act(page: Page, action: string, success: string) {
  const area = remote(page, 'mf_trade');
  await area.getByTestId(`order-action-${action}`).click();
  await expect(page.getByText(success).first()).toBeVisible();
  await expect(area.getByTestId('order-detail')).toHaveAttribute('aria-busy', 'false');
}

test('from a cart filled at two sellers to a completed contract, with a notice at each step', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await openAs(browser, BUYER);

  // The buyer adds one product from each seller's company page.
  for (const [company, quantity] of [
    [PT_COMPANY, '3'],
    [MO_COMPANY, '2'],
  ] as const) {
    const id = await companyIdNamed(buyer.request, company);
    await buyer.goto(`/enterpriseInfo?id=${id}`);
    const page = remote(buyer, 'mf_member');
    const quantityBox = page.getByRole('spinbutton', { name: /^数量 · / }).first();
    await quantityBox.fill(quantity);
    await page
      .getByRole('button', { name: /^加入购物车 · / })
      .first()
      .click();
    await expect(buyer.getByText('已加入购物车').first()).toBeVisible();
  }

  // The cart groups them by seller, ticked as they were just added, so the total counts them;
  // nothing ticked cannot be submitted; ticking both again submits.
  // Orders keep the names their sellers registered; the cart names them in the reader's language.
  const ptInCart = await nameInChinese(buyer, PT_COMPANY);
  const moInCart = await nameInChinese(buyer, MO_COMPANY);
  await buyer.goto('/cart');
  const cart = remote(buyer, 'mf_trade');
  const ptGroup = cart.getByRole('checkbox', { name: ptInCart, exact: true });
  const moGroup = cart.getByRole('checkbox', { name: moInCart, exact: true });
  await expect(ptGroup).toBeChecked();
  await expect(moGroup).toBeChecked();
  await expect(cart.getByTestId('cart-total')).not.toHaveText(/^¥0\.00$/);
  await ptGroup.uncheck();
  await moGroup.uncheck();
  await cart.getByTestId('cart-submit').click();
  await expect(buyer.getByText('请勾选产品再提交订单~')).toBeVisible();
  await ptGroup.check();
  await moGroup.check();
  await cart.getByTestId('cart-submit').click();
  // The review names both orders before anything is created.
  const review = buyer.getByTestId('cart-review');
  await expect(review.getByRole('heading')).toHaveCount(2);
  await expect(review).toContainText(ptInCart);
  await expect(review).toContainText(moInCart);
  await buyer.getByTestId('cart-review-confirm').click();
  await expect(buyer.getByText('操作成功').first()).toBeVisible();
  await expect(buyer).toHaveURL(/\/purchaseOrders$/);

  // Two new orders in the buyer's purchase list, one per seller.
  const purchases = remote(buyer, 'mf_trade');
  const rows = purchases.locator('[data-testid^="order-row-"]');
  const ptRow = rows.filter({ hasText: PT_COMPANY }).first();
  await expect(ptRow).toBeVisible();
  await expect(rows.filter({ hasText: MO_COMPANY }).first()).toBeVisible();
  await ptRow.click();
  // Opened from 采购订单, which stays highlighted in the workbench menu.
  await expect(buyer).toHaveURL(/\/orderSupplement\?param=\d+&menu=purchaseOrders$/);
  await expect(
    buyer.getByRole('navigation', { name: '工作台' }).getByRole('link', { name: '采购订单' }),
  ).toHaveClass(/active/);
  const orderId = Number(new URL(buyer.url()).searchParams.get('param'));

  // The seller is told of the new order, and confirms it.
  const seller = await openAs(browser, SELLER);
  await expectNewNotice(seller, orderId, 0);
  let buyerNotices = (await orderNotices(buyer, orderId)).length;
  await openOrder(seller, orderId);
  const detail = remote(seller, 'mf_trade');
  const unpriced = detail
    .getByTestId('order-products')
    .getByRole('row')
    .filter({ hasText: '面议' });
  if ((await unpriced.count()) > 0) {
    // A line on request cannot be confirmed: the message names it; the seller prices it first.
    const name = (await unpriced.first().getByRole('cell').first().textContent())!.trim();
    await detail.getByTestId('order-action-confirm').click();
    await expect(seller.getByText(`产品「${name}」价格为面议，请先确定价格`)).toBeVisible();
    await unpriced.first().locator('[data-testid^="order-product-edit-"]').click();
    await detail.locator('[data-testid^="order-product-price-"]').fill('120.00');
    await detail.locator('[data-testid^="order-product-save-"]').click();
    await expect(unpriced).toHaveCount(0);
  }
  await act(seller, 'confirm', '订单已确认');
  await expect(detail.getByTestId('order-action-confirm')).toBeHidden();
  await expectNewNotice(buyer, orderId, buyerNotices);

  // The seller sets the contract, its attachment, one instalment for the whole amount, pickup
  // and follow-up, and stores them.
  const supplement = remote(seller, 'mf_trade');
  const amountText = await supplement.getByTestId('order-amount').textContent();
  const amount = amountText!.replace(/[^\d.]/g, '');
  await supplement.getByTestId('contract-name').fill(`葡萄酒采购合同 ${orderId}`);
  await supplement.getByTestId('contract-number').fill(`HT-E2E-${orderId}-${Date.now()}`);
  await supplement.getByTestId('contract-upload-input').setInputFiles({
    name: 'contrato.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT_PDF,
  });
  await expect(supplement.getByText('contrato.pdf')).toBeVisible();
  // The form starts with one instalment: the whole amount, due today (picked in the calendar).
  await supplement.getByTestId('instalment-amount-0').fill(amount);
  // The calendar slides open once aligned under the field (first off-screen, then in place): a
  // point taken before it settles can miss the day, which no person clicking what they see does.
  const today = new Date().toLocaleDateString('sv');
  const dueDate = supplement.getByLabel('第1期付款日期');
  await dueDate.click();
  const calendar = seller.locator('.ant-picker-dropdown:visible');
  await expect(calendar).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
  await calendar.locator(`td[title="${today}"]`).click();
  await expect(dueDate).toHaveValue(today);
  await supplement.getByTestId('pickup-address').fill('Porto de Leixões, Matosinhos');
  await supplement.getByTestId('pickup-contact').fill('Ana Sousa');
  await supplement.getByTestId('pickup-phone').fill('+351 912 345 678');
  await supplement.getByTestId('follow-up-name').fill('João Ferreira');
  await act(seller, 'tempStore', '暂存成功');

  // Submitting before the buyer gave its invoice details is refused, and the buyer is told.
  await supplement.getByTestId('order-action-submit').click();
  await expect(seller.getByText('买方尚未填写开票信息').first()).toBeVisible();
  await expect.poll(async () => (await orderNotices(buyer, orderId))[0]).toBe('请填写开票信息');

  // The top of the buyer's order says what to do, and leads to the invoice form.
  await openOrder(buyer, orderId);
  const invoice = remote(buyer, 'mf_trade');
  const nextStep = invoice.getByTestId('order-next-step');
  await expect(nextStep).toContainText('请填写开票信息：卖方须有您的开票信息才能提交合同审核。');
  await nextStep.getByRole('button', { name: '填写开票信息' }).click();
  await expect(invoice.getByTestId('invoice-title')).toBeFocused();
  await invoice.getByTestId('invoice-title').fill('Café Serra Verde Exportação Ltda.');
  await invoice.getByTestId('invoice-tax-number').fill('12345678000190');
  await invoice.getByTestId('invoice-email').fill('fiscal@example.com');
  await invoice.getByTestId('invoice-save').click();
  await expect(buyer.getByText('开票信息已保存').first()).toBeVisible();

  // The seller submits for review; the reviewer is told and approves.
  const reviewer = await openAs(browser, REVIEWER);
  const reviewerNotices = (await orderNotices(reviewer, orderId)).length;
  await openOrder(seller, orderId);
  await act(seller, 'submit', '已提交审核');
  await expectNewNotice(reviewer, orderId, reviewerNotices);
  let sellerNotices = (await orderNotices(seller, orderId)).length;
  buyerNotices = (await orderNotices(buyer, orderId)).length;
  await openOrder(reviewer, orderId);
  await act(reviewer, 'approve', '审核通过');
  await expectNewNotice(seller, orderId, sellerNotices);
  await expectNewNotice(buyer, orderId, buyerNotices);

  // The buyer signs: the contract takes effect.
  sellerNotices = (await orderNotices(seller, orderId)).length;
  await openOrder(buyer, orderId);
  await act(buyer, 'takeEffect', '合同已生效');
  await expectNewNotice(seller, orderId, sellerNotices);

  // The seller marks the payment received: the order completes, and the buyer is told.
  buyerNotices = (await orderNotices(buyer, orderId)).length;
  await openOrder(seller, orderId);
  await remote(seller, 'mf_trade').locator('[data-testid^="instalment-receive-"]').click();
  await expect(seller.getByText('订单已完成').first()).toBeVisible();
  await expect(remote(seller, 'mf_trade').getByTestId('order-stage')).toHaveText('订单完成');
  await expectNewNotice(buyer, orderId, buyerNotices);
  await openOrder(buyer, orderId);
  await expect(remote(buyer, 'mf_trade').getByTestId('order-stage')).toHaveText('订单完成');
});
