import { expect, test, type Browser, type Page } from '@playwright/test';

const TEA = '13800000001';
const PORTUGAL = 'demo.pt@example.com';
const TEA_CONTACT = '陈志远';
const PORTUGAL_CONTACT = 'João Ferreira';

/** Each user in a browser context of their own: two sessions, two sockets. */
async function openAs(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/messages?as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
  return page;
}

function conversationWith(page: Page, contact: string) {
  return page.getByTestId('conversation').filter({ hasText: contact });
}

function unreadBadge(page: Page, contact: string) {
  return conversationWith(page, contact).getByTestId('unread-badge');
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: '消息内容' });
  await box.fill(text);
  await box.press('Enter');
}

function bubble(page: Page, text: string) {
  return page.getByTestId('chat-message').filter({ hasText: text });
}

test('two companies chat live: unread badges move and read receipts flip', async ({ browser }) => {
  const tea = await openAs(browser, TEA);
  const portugal = await openAs(browser, PORTUGAL);
  const greeting = `Amostras enviadas ${Date.now()}`;
  const reply = `Obrigado! ${Date.now()}`;

  // The tea company opens its conversation with the Portuguese company.
  await conversationWith(tea, PORTUGAL_CONTACT).click();
  await expect(tea.getByRole('heading', { name: PORTUGAL_CONTACT })).toBeVisible();
  await expect(tea.getByTestId('presence')).toHaveText('在线');
  await expect(conversationWith(portugal, TEA_CONTACT)).toBeVisible();
  await expect(unreadBadge(portugal, TEA_CONTACT)).toHaveCount(0);
  const totalBefore = await portugal.getByTestId('total-unread').textContent();

  // A message arrives live: the receiver's badge and total move, the sender sees 未读.
  await send(tea, greeting);
  await expect(bubble(tea, greeting).getByTestId('read-state')).toHaveText('未读');
  await expect(unreadBadge(portugal, TEA_CONTACT)).toHaveText('1');
  await expect(conversationWith(portugal, TEA_CONTACT)).toContainText(greeting);
  await expect(portugal.getByTestId('total-unread')).not.toHaveText(totalBefore ?? '');

  // The receiver opens the conversation: the badge goes, the sender's receipt flips to 已读.
  await conversationWith(portugal, TEA_CONTACT).click();
  await expect(bubble(portugal, greeting)).toBeVisible();
  await expect(unreadBadge(portugal, TEA_CONTACT)).toHaveCount(0);
  await expect(portugal.getByTestId('total-unread')).toHaveText(totalBefore ?? '');
  await expect(bubble(tea, greeting).getByTestId('read-state')).toHaveText('已读');

  // And back: with the conversation open on both sides the reply is read at once.
  await send(portugal, reply);
  await expect(bubble(tea, reply)).toBeVisible();
  await expect(bubble(portugal, reply).getByTestId('read-state')).toHaveText('已读');

  // After a reload the history holds both, in order.
  await tea.reload();
  await conversationWith(tea, PORTUGAL_CONTACT).click();
  await expect(bubble(tea, reply)).toBeVisible();
  const texts = await tea.getByTestId('chat-message').allTextContents();
  const greetingAt = texts.findIndex((text) => text.includes(greeting));
  expect(greetingAt).toBeGreaterThanOrEqual(0);
  expect(texts.findIndex((text) => text.includes(reply))).toBe(greetingAt + 1);
});

test('blank text is not sent', async ({ browser }) => {
  const tea = await openAs(browser, TEA);
  await conversationWith(tea, PORTUGAL_CONTACT).click();
  // Counted once the history is in (the conversation has seeded messages), not while it loads.
  await expect(tea.getByTestId('chat-message').first()).toBeVisible();
  const count = await tea.getByTestId('chat-message').count();
  await send(tea, '   ');
  await expect(tea.getByText('不能发送空白消息')).toBeVisible();
  await expect(tea.getByTestId('chat-message')).toHaveCount(count);
});

test('by keyboard alone: Tab reaches the emoji button, Enter opens the grid and picks; the counter stays clear of Send', async ({
  browser,
}) => {
  const tea = await openAs(browser, TEA);
  await conversationWith(tea, PORTUGAL_CONTACT).click();
  const box = tea.getByRole('textbox', { name: '消息内容' });
  await box.fill('Olá ');

  // From the message box, Tab walks the composer's controls until the emoji button.
  await box.focus();
  const emojiButton = tea.getByRole('button', { name: '表情' });
  for (
    let step = 0;
    step < 12 && !(await emojiButton.evaluate((b) => b === document.activeElement));
    step += 1
  )
    await tea.keyboard.press('Shift+Tab');
  await expect(emojiButton).toBeFocused();
  await tea.keyboard.press('Enter');
  const grid = tea.getByRole('group', { name: '表情' });
  const first = grid.getByRole('button').first();
  await expect(first).toBeFocused();
  const emoji = (await first.textContent())!;
  await tea.keyboard.press('Tab');
  await expect(grid.getByRole('button').nth(1)).toBeFocused();
  await tea.keyboard.press('Shift+Tab');
  await tea.keyboard.press('Enter');
  await expect(box).toHaveValue(`Olá ${emoji}`);
  await expect(grid).toBeHidden();

  // Escape closes the grid and gives focus back to the button.
  await emojiButton.focus();
  await tea.keyboard.press('Enter');
  await expect(grid.getByRole('button').first()).toBeFocused();
  await tea.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(emojiButton).toBeFocused();

  // The "n / 500" counter and the Send button do not overlap.
  const counter = (await tea.locator('.ant-input-data-count').boundingBox())!;
  const sendButton = (await tea.getByRole('button', { name: '发送', exact: true }).boundingBox())!;
  const apart =
    counter.x + counter.width <= sendButton.x ||
    sendButton.x + sendButton.width <= counter.x ||
    counter.y + counter.height <= sendButton.y ||
    sendButton.y + sendButton.height <= counter.y;
  expect(apart).toBe(true);
});

test('on a phone a conversation covers the screen and leads back to the list', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/messages?as=${encodeURIComponent(TEA)}`);
  await conversationWith(page, PORTUGAL_CONTACT).click();

  await expect(page.getByRole('heading', { name: PORTUGAL_CONTACT })).toBeVisible();
  await expect(conversationWith(page, PORTUGAL_CONTACT)).toBeHidden();
  expect(await page.locator('.message-centre').boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: 390,
    height: 844,
  });
  // No Enter key on a touch screen: the hint names the button.
  await expect(page.getByRole('textbox', { name: '消息内容' })).toHaveAttribute(
    'placeholder',
    '输入消息，点“发送”发出',
  );

  await page.getByRole('button', { name: '返回会话列表' }).click();
  await expect(conversationWith(page, PORTUGAL_CONTACT)).toBeFocused();
  await expect(page.getByRole('heading', { name: PORTUGAL_CONTACT })).toBeHidden();
  await context.close();
});
