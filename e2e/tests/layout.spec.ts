import { expect, test, type Page } from '@playwright/test';
import { PORTAL_NAV } from '../../shared/contracts/src/routes';
import {
  AXE_WIDTH,
  COMING_SOON,
  GUEST_ONLY,
  LANGUAGES,
  axeFindings,
  detailPaths,
  fillCart,
  guestContext,
  memberTour,
  OPERATOR,
  OPERATOR_ONLY,
  overflow,
  visit,
  signedInContext,
} from './route-tour';

// Layout across languages and widths: no built route is wider than a 390 px phone, and the
// desktop header never cuts its menu (what does not fit is in the "more" menu).

// One tour of every screen on a phone per language: the width, and axe-core in the languages it
// checks on the phone (AXE_WIDTH; the others' axe pass is the desktop tour of
// accessibility.spec.ts). One test per language, each within its own time.
for (const language of LANGUAGES) {
  const withAxe = AXE_WIDTH[language] === 390;
  test(`every built route fits a 390 px phone${withAxe ? ' and passes axe-core' : ''} [${language}]`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const unshown: string[] = [];
    const failures: string[] = [];
    const inaccessible: string[] = [];
    const check = async (page: Page, path: string) => {
      // Screens draw their data after the first paint: measure once the requests are done, and
      // only the route's own screen (an error page measured instead would pass for it).
      const problems = await visit(page, path);
      unshown.push(...problems);
      if (problems.length > 0) return;
      const excess = await overflow(page);
      if (excess) failures.push(`${path} [${language}] ${excess}`);
      if (withAxe) inaccessible.push(...(await axeFindings(page, path, language)));
    };
    const guest = await guestContext(browser, language, 390);
    const guestPage = await guest.newPage();
    for (const path of GUEST_ONLY) await check(guestPage, path);
    await guest.close();

    const member = await signedInContext(browser, language);
    const page = await member.newPage();
    await page.goto('/');
    const details = await detailPaths(page);
    await fillCart(page);
    for (const path of memberTour(details)) await check(page, path);
    if (language === 'zh') for (const path of COMING_SOON) await check(page, path);
    await member.close();
    const operator = await signedInContext(browser, language, 390, OPERATOR);
    const operatorPage = await operator.newPage();
    for (const path of OPERATOR_ONLY) await check(operatorPage, path);
    await operator.close();
    expect(unshown, `routes that did not show their own screen:\n${unshown.join('\n')}`).toEqual(
      [],
    );
    expect(failures, `routes wider than 390 px:\n${failures.join('\n')}`).toEqual([]);
    expect(inaccessible, `serious or critical axe findings:\n${inaccessible.join('\n')}`).toEqual(
      [],
    );
  });
}

/**
 * Every header entry: fully shown in the bar, or in the opened "more" menu; nothing cut.
 * Answers how many entries the bar shows.
 */
async function expectWholeMenu(page: Page, label: string): Promise<number> {
  const nav = page.locator('.site-header .portal-nav');
  await expect(nav).toBeVisible();
  const fits = await page.evaluate(() => {
    const inner = document.querySelector<HTMLElement>('.site-header__inner')!;
    const navBox = document.querySelector('.portal-nav')!.getBoundingClientRect();
    const links = [...document.querySelectorAll<HTMLElement>('.portal-nav__bar .portal-nav__link')];
    const cut = links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return (
          link.scrollWidth > link.clientWidth ||
          box.left < navBox.left - 0.5 ||
          box.right > navBox.right + 0.5
        );
      })
      .map((link) => link.textContent);
    return {
      cut,
      inBar: links.map((link) => link.getAttribute('href')),
      headerOverflows: inner.scrollWidth > inner.clientWidth,
      documentOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  expect(fits.cut, `${label}: entries cut in the bar`).toEqual([]);
  expect(fits.headerOverflows, `${label}: header wider than its box`).toBe(false);
  expect(fits.documentOverflows, `${label}: page wider than the window`).toBe(false);

  const rest = PORTAL_NAV.map((entry) => entry.to).filter((to) => !fits.inBar.includes(to));
  const more = page.getByTestId('nav-more');
  if (rest.length === 0) {
    await expect(more, `${label}: a "more" menu with nothing in it`).toBeHidden();
    return fits.inBar.length;
  }
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('nav-more-menu');
  for (const to of rest) {
    const item = menu.locator(`a[href="${to}"]`);
    await expect(item, `${label}: ${to} neither in the bar nor in "more"`).toBeVisible();
    expect(await item.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  return fits.inBar.length;
}

test('the desktop header shows its whole menu, in the bar or under "more", from 1440 down to 800 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const language of LANGUAGES) {
    for (const signedIn of [false, true]) {
      const context = signedIn
        ? await signedInContext(browser, language)
        : await guestContext(browser, language, 1440);
      const page = await context.newPage();
      for (const width of [1440, 1280, 1024, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/news');
        if (signedIn) await expect(page.getByTestId('account-menu')).toBeVisible();
        const inBar = await expectWholeMenu(
          page,
          `${language} ${signedIn ? 'signed in' : 'guest'} ${width}px`,
        );
        // At 1440 px the main entries stay in the bar, however long the words and the account
        // (issue #33: a signed-in Portuguese header had shrunk to "Início" and "Mais").
        if (width === 1440) expect(inBar, `${language} at 1440 px`).toBeGreaterThanOrEqual(5);
      }
      await context.close();
    }
  }
});

test('on a phone the header opens the whole navigation, and the workbench menu reaches the order pages', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'pt');
  const page = await context.newPage();
  await page.goto('/news');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const header = page.locator('.site-header');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);

  const toggle = page.getByTestId('nav-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByTestId('nav-drawer');
  for (const { to } of PORTAL_NAV) await expect(drawer.locator(`a[href="${to}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.goto('/workbench');
  await toggle.click();
  await drawer.locator('a[href="/purchaseOrders"]').click();
  await expect(page).toHaveURL(/\/purchaseOrders$/);
  await expect(drawer).toBeHidden();
  await context.close();
});
