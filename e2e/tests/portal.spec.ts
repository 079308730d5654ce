import { expect, test } from '@playwright/test';
import { dismissVerifyPrompt, followNavEntry, logIn } from './helpers';

test('home renders in Chinese, inside the shell, from the portal remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '连接中国与葡语国家的外贸服务平台',
  );
  await expect(page.locator('[data-remote="mf_portal"] [data-testid="home"]')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page.getByTestId('trade-figures')).toContainText('数据来源');
  await expect(page).toHaveTitle(/首页/);
});

test('switching to Portuguese updates the mounted remote at once and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '连接中国与葡语国家的外贸服务平台',
  );
  await page.getByRole('combobox', { name: '语言' }).selectOption('pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Comércio externo entre a China e os países de língua portuguesa',
  );
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Registar a empresa grátis' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('link', { name: 'Register your company free' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('cht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '連接中國與葡語國家的外貿服務平台',
  );
});

test.describe('a first visit from a browser that asks for Portuguese', () => {
  test.use({ locale: 'pt-PT' });
  test('opens in Portuguese, from the first paint on', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Comércio externo entre a China e os países de língua portuguesa',
    );
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });
});

test('log in, see a route of each of the five remotes, all on one session and one react-dom', async ({
  page,
}) => {
  const reactDomFiles = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('__reactContainer$')) reactDomFiles.add(response.url());
  });

  await logIn(page, '13800000001');
  // A member signs in to work: the workbench, where the verification prompt greets them once.
  await expect(page).toHaveURL(/\/workbench$/);
  await dismissVerifyPrompt(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: '中葡经贸通' }).click();
  const visible = (remote: string) => page.locator(`[data-remote="${remote}"]:visible`);
  const sessionSeenBy = new Map<string, Set<string>>();
  const recordSessions = async () => {
    const seen = await page
      .locator('[data-session-instance]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [
          node.getAttribute('data-remote') ?? 'shell',
          node.getAttribute('data-session-instance')!,
        ]),
      );
    for (const [app, instance] of seen)
      sessionSeenBy.set(app!, (sessionSeenBy.get(app!) ?? new Set()).add(instance!));
  };

  await expect(visible('mf_portal')).toContainText('连接中国与葡语国家的外贸服务平台');
  await recordSessions();
  await visible('mf_portal').getByRole('link', { name: '订单、合同与物流管理' }).click();
  await expect(visible('mf_workbench')).toContainText('您好');
  await recordSessions();
  await page.getByRole('link', { name: '中葡经贸通' }).click();
  await page.getByRole('link', { name: '购物车' }).click();
  await expect(visible('mf_trade').getByRole('heading', { name: '购物车' })).toBeVisible();
  await recordSessions();
  await page.getByRole('link', { name: '消息' }).click();
  await expect(visible('mf_chat')).toContainText('系统通知');
  await recordSessions();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: '账号设置' }).click();
  await expect(visible('mf_member')).toContainText('企业认证');
  await recordSessions();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );

  expect([...sessionSeenBy.keys()].sort()).toEqual([
    'mf_chat',
    'mf_member',
    'mf_portal',
    'mf_trade',
    'mf_workbench',
    'shell',
  ]);
  const instances = new Set([...sessionSeenBy.values()].flatMap((ids) => [...ids]));
  expect(instances.size).toBe(1);
  expect([...reactDomFiles]).toHaveLength(1);
});

test('links between remotes navigate without a reload; back and forward work across remotes', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .locator('[data-remote="mf_portal"]')
    .getByRole('link', { name: '免费注册企业' })
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('[data-remote="mf_member"]:visible')).toContainText('注册账号');
  await page.getByRole('link', { name: '中葡经贸通' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('[data-remote="mf_member"]:visible')).toContainText('注册账号');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '连接中国与葡语国家的外贸服务平台',
  );
  await page.goForward();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('a new page opens at the top; back returns to where the reader was on home', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('trade-figures')).toContainText('数据来源');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

  await followNavEntry(page, '关于我们');
  await expect(page.getByTestId('about')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('home stays alive while the user is elsewhere', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await followNavEntry(page, '关于我们');
  await expect(page.getByTestId('about')).toBeVisible();
  await expect(page.getByTestId('home')).toBeHidden();
  await expect(page.getByTestId('home')).toHaveCount(1);
  await followNavEntry(page, '首页');
  await expect(page.getByTestId('home')).toBeVisible();
});

test('a remote whose files are unreachable shows a fallback; the rest works; Retry recovers', async ({
  page,
}) => {
  await logIn(page, 'demo.pt@example.com');
  await page.route('**/remotes/mf-trade/**', (route) => route.abort());
  await page.goto('/cart');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('这部分页面暂时无法加载');
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await page.getByRole('link', { name: '中葡经贸通' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  await page.unroute('**/remotes/mf-trade/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(
    page.locator('[data-remote="mf_trade"]').getByRole('heading', { name: '购物车' }),
  ).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('a remote that fails after a client-side navigation recovers in place, without a reload', async ({
  page,
}) => {
  await logIn(page, 'demo.pt@example.com');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.route('**/remotes/mf-chat/**', (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.getByRole('banner').getByRole('link', { name: '消息' }).click();
  await expect(page.getByTestId('remote-fallback')).toContainText('这部分页面暂时无法加载');
  await page.unroute('**/remotes/mf-chat/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-remote="mf_chat"]')).toContainText('系统通知');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('guests asked for a signed-in page go to login; /layout leads to the workbench', async ({
  page,
}) => {
  await page.goto('/workbench');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fworkbench$/);
  await page.getByLabel('账号').fill('13800000002');
  await page.getByLabel('密码').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/workbench$/);
  await page.goto('/layout');
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(page.locator('[data-remote="mf_workbench"]')).toContainText(/您好/);
});

test('the agreement opens in a new window', async ({ page }) => {
  await page.goto('/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: '用户协议' }).click();
  const agreement = await popup;
  await expect(agreement).toHaveURL(/\/protocol\.html$/);
  await expect(agreement.getByRole('heading', { level: 1 }).first()).toContainText('用户协议');
});

test('logout asks for confirmation, revokes the session and returns home', async ({ page }) => {
  await logIn(page, 'demo.pt@example.com');
  await page.goto('/workbench');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '确定退出登录吗？' });
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/workbench$/);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});
