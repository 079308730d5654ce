import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Issue #13: the demand (RFQ) screens and the diagnosis questionnaire work with the keyboard
// alone. Every step on the screen under test is a key press (Tab, Enter, Space, arrows) or text
// typed into the field that has focus; locators only check what the user sees and where focus
// is. Preconditions (a demand, quotes, a diagnosis draft) are set up through the API, each test
// with companies of its own, so the tests do not depend on each other or on the other specs.

// The browser's locale orders a native date field's segments; the portal's language does not
// depend on it.
test.use({ locale: 'en-US' });

/** A day `offset` days from today, as YYYY-MM-DD. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A bearer token of a demo account, through the login API. */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/haiguan/api/loginApi/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as { code: number; token?: string; msg?: string };
  expect(body.code, `login ${username}: ${body.msg}`).toBe(200);
  return body.token!;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

/** One API call as the holder of `token`; the envelope, its code checked unless `anyCode`. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
  anyCode = false,
): Promise<Envelope<T>> {
  const response = await request[method](`/haiguan/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  if (!anyCode) expect(body.code, `${method.toUpperCase()} ${path}: ${body.msg}`).toBe(200);
  return body;
}

/** The browser signed in as `username`, reading Chinese (the token the shell keeps). */
async function signIn(page: Page, request: APIRequestContext, username: string) {
  const token = await tokenOf(request, username);
  await page.context().addInitScript((value) => {
    localStorage.setItem('portal.token', value);
    localStorage.setItem('portal.lang', 'zh');
  }, token);
}

/** Posts an ongoing demand as `buyer` (the main account receives inquiries); its id. */
async function postDemand(
  request: APIRequestContext,
  buyer: string,
  demand: { title: string; currency: string; quantity: string; unit: string },
): Promise<number> {
  const token = await tokenOf(request, buyer);
  const receivers = await api<{ id: number; mainAccount: boolean }[]>(
    request,
    token,
    'get',
    'product/receivers',
  );
  const receiver = receivers.data!.find((entry) => entry.mainAccount) ?? receivers.data![0]!;
  const created = await api<{ id: number }>(request, token, 'post', 'demand', {
    title: demand.title,
    productName: '键盘测试用商品',
    industry: '食品',
    quantity: demand.quantity,
    unit: demand.unit,
    priceMin: '10',
    priceMax: '60',
    currency: demand.currency,
    deadline: day(20),
    receiverId: receiver.id,
    description: '用于键盘操作测试的采购需求。',
  });
  return created.data!.id;
}

/** The element that has keyboard focus is, or is inside, `target`. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && (element === active || element.contains(active));
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks to a control,
 * then checks that the focus can be seen there.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max && !(await hasFocus(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `Tab never reached ${target}`).toBe(true);
  await expectVisibleFocus(page);
}

/**
 * The focused control shows its focus: an outline or a box shadow (antd draws focus as either,
 * as route-tour.ts's invisibleFocus checks) on the focused element or on the part of the control
 * that stands for it (a radio's circle, a select's box, an input's wrapper), and one that the
 * same element does not have without focus: it is compared with an unfocused copy of itself, so
 * a primary button's permanent shadow does not count as a focus ring.
 */
async function expectVisibleFocus(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          let active = document.activeElement as HTMLElement | null;
          while (active?.shadowRoot?.activeElement)
            active = active.shadowRoot.activeElement as HTMLElement;
          if (!active || active === document.body) return 'nothing has focus';
          const ring = (style: CSSStyleDeclaration) =>
            [
              style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
                ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
                : '',
              style.boxShadow === 'none' ? '' : style.boxShadow,
            ].join(' | ');
          // A ring on something transparent (antd's radio and checkbox inputs) is not seen.
          const seen = (element: Element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false;
            if (getComputedStyle(element).visibility === 'hidden') return false;
            for (let node: Element | null = element; node; node = node.parentElement) {
              if (getComputedStyle(node).opacity === '0') return false;
            }
            return true;
          };
          const showsFocus = (element: Element) => {
            if (!seen(element)) return false;
            const focused = ring(getComputedStyle(element));
            if (focused === ' | ') return false;
            const twin = element.cloneNode(false) as HTMLElement;
            const classes = (element.getAttribute('class') ?? '')
              .split(/\s+/)
              .filter((name) => !/focus/.test(name));
            twin.setAttribute('class', classes.join(' '));
            twin.removeAttribute('id');
            twin.removeAttribute('autofocus');
            twin.setAttribute('aria-hidden', 'true');
            twin.style.transition = 'none';
            element.after(twin);
            const plain = ring(getComputedStyle(twin));
            twin.remove();
            return focused !== plain;
          };
          const wrapper = active.closest(
            '.ant-radio-wrapper, .ant-checkbox-wrapper, .ant-select, .ant-input-number, .ant-input-affix-wrapper, .ant-input-group-wrapper, .ant-picker',
          );
          const candidates = [
            active,
            active.parentElement,
            ...(wrapper ? [wrapper, ...wrapper.querySelectorAll('*')] : []),
          ].filter((element): element is Element => element !== null);
          const shown = candidates.find(showsFocus);
          const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"`;
          return shown ? 'visible' : `focus not visible on ${name}`;
        }),
      { message: 'keyboard focus is visible' },
    )
    .toBe('visible');
}

/**
 * Types a date into the focused native date field, segment by segment (month, day, year: the
 * en-US order set above), then checks the value the field took.
 */
async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, date] = iso.split('-');
  await page.keyboard.type(`${month}${date}${year}`);
  await expect(field).toHaveValue(iso);
}

/**
 * In the antd select named `name`, which has focus: ArrowDown opens it and moves the active
 * option until it is the one whose text contains `text`; Enter picks it.
 */
async function pickOption(page: Page, name: string, text: string) {
  const select = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name, exact: true }) });
  await page.keyboard.press('ArrowDown');
  const listbox = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(listbox).toBeVisible();
  const active = listbox.locator('.ant-select-item-option-active');
  for (let presses = 0; presses < 30; presses += 1) {
    if (((await active.textContent()) ?? '').includes(text)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toContainText(text);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toContainText(text);
}

test('a supplier quotes a public demand by keyboard: Tab to 报价, Enter, type every field, submit', async ({
  page,
  request,
}) => {
  const title = `键盘报价测试 ${Date.now() % 100000}`;
  const demandId = await postDemand(request, 'demo.br2@example.com', {
    title,
    currency: 'USD',
    quantity: '200',
    unit: '千克',
  });
  await signIn(page, request, 'demo.sd@example.com');
  await page.goto(`/demandInfo?id=${demandId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // From the top of the page, Tab reaches the quote button; Enter opens the dialog.
  const open = page.getByRole('button', { name: /^报 ?价$/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `报价：${title}` });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog, onto its first empty field, the price.
  const price = dialog.getByRole('textbox', { name: '价格' });
  await expect(price).toBeFocused();

  // Back (Shift+Tab) to the price mode, a radio group: the arrow key moves from 单价 to 总价.
  // It is two presses away. Once in about fifty runs on a loaded machine, a press soon after the
  // dialog opened passed it by (not reproduced when watched); the dialog keeps the focus inside,
  // so going once round its ~17 stops still reaches it.
  const unit = dialog.getByRole('radio', { name: '单价' });
  const total = dialog.getByRole('radio', { name: '总价' });
  await tabTo(page, unit, { backwards: true, max: 30 });
  await page.keyboard.press('ArrowRight');
  await expect(total).toBeChecked();
  await expect(total).toBeFocused();
  await expectVisibleFocus(page);

  // The currency select: arrows walk the options, Enter picks one.
  const currency = dialog.getByRole('combobox', { name: '币种' });
  await tabTo(page, currency, { max: 5 });
  await pickOption(page, '币种', 'EUR');

  await tabTo(page, price, { max: 5 });
  await page.keyboard.type('9800');
  await expect(price).toHaveValue('9800');

  // The quantity starts as the demand's: replaced by selecting it all and typing.
  const quantity = dialog.getByLabel('数量');
  await tabTo(page, quantity, { max: 5 });
  await expect(quantity).toHaveValue('200');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('180');
  await expect(quantity).toHaveValue('180');

  const terms = dialog.getByLabel('交货条款');
  await tabTo(page, terms, { max: 5 });
  await page.keyboard.type('FOB 青岛');
  await expect(terms).toHaveValue('FOB 青岛');

  const deliveryDate = dialog.getByLabel('交货日期');
  await tabTo(page, deliveryDate, { max: 5 });
  await typeDate(page, deliveryDate, day(30));

  const validUntil = dialog.getByLabel('报价有效期至');
  await tabTo(page, validUntil, { max: 5 });
  await typeDate(page, validUntil, day(10));

  const message = dialog.getByLabel('留言');
  await tabTo(page, message, { max: 5 });
  await page.keyboard.type('冷链运输，可提供检验检疫证书。');

  const send = dialog.getByRole('button', { name: '提交报价' });
  await tabTo(page, send, { max: 5 });
  await page.keyboard.press('Enter');

  // The dialog closes and the page shows the quote as recorded by the server.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('报价已提交')).toBeVisible();
  const yours = page.getByTestId('your-quote');
  await expect(yours).toContainText('您的报价');
  await expect(yours).toContainText('已报价');
  await expect(yours.getByRole('row').filter({ hasText: '总价' })).toContainText('€9,800.00');
  await expect(yours.getByRole('row').filter({ hasText: '数量' })).toContainText('180');
  await expect(yours).toContainText('FOB 青岛');
  await expect(yours).toContainText('冷链运输，可提供检验检疫证书。');
  await expect(page.getByRole('button', { name: '修改报价（仅一次）' })).toBeVisible();
});

test('a buyer compares the quotes in another currency and confirms one by keyboard, through the confirmation dialog', async ({
  page,
  request,
}) => {
  const title = `键盘确认报价测试 ${Date.now() % 100000}`;
  const demandId = await postDemand(request, 'demo.pt2@example.com', {
    title,
    currency: 'EUR',
    quantity: '100',
    unit: '千克',
  });
  const quote = async (supplier: string, unitPrice: string, deliveryTerms: string) =>
    api(request, await tokenOf(request, supplier), 'post', `demand/${demandId}/quote`, {
      unitPrice,
      totalPrice: null,
      quantity: '100',
      currency: 'EUR',
      deliveryTerms,
      deliveryDate: day(30),
      validUntil: day(10),
      message: '',
      attachmentIds: [],
    });
  await quote('demo.xm@example.com', '41', 'FOB 厦门');
  await quote('demo.mz@example.com', '37', 'FOB Maputo');

  await signIn(page, request, 'demo.pt2@example.com');
  await page.goto(`/demandDetail?id=${demandId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const table = page.getByTestId('quote-comparison');
  const cheaper = table.getByRole('row').filter({ hasText: 'FOB Maputo' });
  const dearer = table.getByRole('row').filter({ hasText: 'FOB 厦门' });
  await expect(cheaper).toContainText('最低价');
  await expect(table.getByRole('columnheader', { name: '单价 (EUR)' })).toBeVisible();

  // The comparison currency, changed with the arrows and Enter: prices converted, same order.
  const currency = page.getByRole('combobox', { name: '比较币种' });
  await tabTo(page, currency);
  await pickOption(page, '比较币种', 'USD');
  await expect(table.getByRole('columnheader', { name: '单价 (USD)' })).toBeVisible();
  await expect(cheaper).toContainText('最低价');
  await expect(dearer).not.toContainText('最低价');

  // Tab on to the cheaper quote's confirm button; Enter asks for confirmation in a dialog.
  await tabTo(page, cheaper.getByRole('button', { name: '确认此报价' }), { max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: '确认后将与该供应商生成待确认的贸易订单' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/确认 .+ 的报价？/);
  await expect.poll(() => hasFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: /确\s*定/ }), { max: 5 });
  await page.keyboard.press('Enter');

  // The quote is confirmed, the order made, the other quote ended and the demand completed.
  await expect(dialog).toBeHidden();
  const confirmed = page.getByRole('status').filter({ has: page.getByTestId('order-link') });
  await expect(confirmed).toContainText('已确认，订单已生成');
  await expect(cheaper).toContainText('已确认');
  await expect(dearer).toContainText('已过期');
  await expect(cheaper.getByRole('button', { name: '确认此报价' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toContainText('已完成');
  // The link to the new order is reached with the keyboard too.
  await tabTo(page, page.getByTestId('order-link'), { backwards: true });
});

test('a member answers single-choice and number questions and saves the questionnaire draft by keyboard', async ({
  page,
  request,
}) => {
  // A diagnosis draft of a company of its own, its answers cleared: started, or the open one.
  const token = await tokenOf(request, 'demo.gw@example.com');
  const started = await api<{ id: number }>(request, token, 'post', 'diagnosis', undefined, true);
  const id = started.data?.id ?? 0;
  expect(id, `POST diagnosis: ${started.msg}`).toBeGreaterThan(0);
  await api(request, token, 'put', `diagnosis/${id}`, { answers: {} });

  await signIn(page, request, 'demo.gw@example.com');
  await page.goto(`/diagnosisDetail?param=${id}`);
  const form = page.getByRole('form', { name: '企业数字化诊断' });
  await expect(form.getByText('已答 0 / 36 题')).toBeVisible();

  // Question 1, single choice: Tab reaches the group's first option, Space picks it, and the
  // down arrow moves the choice to the next one.
  const plan = form.locator('fieldset[data-question="strategy.plan"]');
  await tabTo(page, plan.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(plan.getByRole('radio', { name: '没有规划' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const idea = plan.getByRole('radio', { name: '有想法，但没有成文' });
  await expect(idea).toBeChecked();
  await expect(idea).toBeFocused();
  await expectVisibleFocus(page);
  await expect(form.getByText('已答 1 / 36 题')).toBeVisible();

  // Question 2 is skipped with Tab; question 3 is a number, typed in.
  const budget = form.locator('fieldset[data-question="strategy.budget"]').getByRole('spinbutton');
  await tabTo(page, budget, { max: 10 });
  await page.keyboard.type('2.5');
  await expect(budget).toHaveValue('2.5');
  await expect(form.getByText('已答 2 / 36 题')).toBeVisible();

  // Save the draft with the keyboard: the server's confirmation is shown.
  const save = form.getByRole('button', { name: '保存草稿' });
  await tabTo(page, save, { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);

  // The saved answers come back when the page is opened again.
  await page.reload();
  await expect(form.getByText('已答 2 / 36 题')).toBeVisible();
  await expect(idea).toBeChecked();
  await expect(budget).toHaveValue('2.5');
});
