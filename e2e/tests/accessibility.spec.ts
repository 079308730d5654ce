import { expect, test, type Page } from '@playwright/test';
import {
  AXE_WIDTH,
  GUEST_ONLY,
  LANGUAGES,
  axeFindings,
  detailPaths,
  fillCart,
  guestContext,
  invisibleFocus,
  memberTour,
  OPERATOR,
  OPERATOR_ONLY,
  overflow,
  signedInContext,
  visit,
} from './route-tour';

// Every built route on a 1440 px desktop screen, in every language: nothing is wider than the
// window and keyboard focus is visible on the first Tab stops; axe-core's WCAG 2.2 AA rules find
// nothing serious or critical in the languages it checks on the desktop (zh, en: AXE_WIDTH), the
// phone tour of layout.spec.ts running it in the others.
const DESKTOP = 1440;

for (const language of LANGUAGES) {
  const withAxe = AXE_WIDTH[language] === DESKTOP;
  test(`every built route at ${DESKTOP} px: ${withAxe ? 'axe-core WCAG 2.2 AA, ' : ''}whole width, visible focus [${language}]`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const unshown: string[] = [];
    const failures: string[] = [];
    const check = async (page: Page, path: string) => {
      // Only the route's own screen is checked: an error page checked instead would pass for it.
      const problems = await visit(page, path);
      unshown.push(...problems);
      if (problems.length > 0) return;
      if (withAxe) failures.push(...(await axeFindings(page, path, language)));
      const excess = await overflow(page);
      if (excess) failures.push(`${path} [${language}] wider than ${DESKTOP} px: ${excess}`);
      failures.push(...(await invisibleFocus(page, path)));
    };
    const guest = await guestContext(browser, language, DESKTOP);
    const guestPage = await guest.newPage();
    for (const path of GUEST_ONLY) await check(guestPage, path);
    await guest.close();

    const member = await signedInContext(browser, language, DESKTOP);
    const page = await member.newPage();
    await page.goto('/');
    const details = await detailPaths(page);
    await fillCart(page);
    for (const path of memberTour(details)) await check(page, path);
    await member.close();
    const operator = await signedInContext(browser, language, DESKTOP, OPERATOR);
    const operatorPage = await operator.newPage();
    for (const path of OPERATOR_ONLY) await check(operatorPage, path);
    await operator.close();
    expect(unshown, `routes that did not show their own screen:\n${unshown.join('\n')}`).toEqual(
      [],
    );
    expect(failures, `findings:\n${failures.join('\n')}`).toEqual([]);
  });
}

test('the account menu by keyboard: Enter opens it with focus inside, arrows walk it, Escape returns', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'en', DESKTOP);
  const page = await context.newPage();
  await page.goto('/news');
  const trigger = page.getByTestId('account-menu');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  const activeItem = () =>
    page.evaluate(() => document.activeElement?.closest('[role="menuitem"]')?.textContent ?? null);
  // Focus moves into the menu as it opens; the arrow keys then walk its entries.
  await expect.poll(activeItem).not.toBeNull();
  const first = await activeItem();
  await page.keyboard.press('ArrowDown');
  await expect.poll(activeItem).not.toBe(first);
  expect(await activeItem()).not.toBeNull();
  expect(await items.count()).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await context.close();
});
