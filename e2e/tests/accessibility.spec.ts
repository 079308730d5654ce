import { expect, test } from '@playwright/test';
import {
  BUILT,
  GUEST_ONLY,
  axeFindings,
  detailPaths,
  fillCart,
  guestContext,
  settle,
  signedInContext,
  type Language,
} from './route-tour';

// WCAG 2.2 AA by axe-core on every built route on a desktop screen, nothing serious or critical,
// in the languages of both scripts (zh, en); the phone tour of layout.spec.ts runs axe on every
// route in all four languages.
const DESKTOP_LANGUAGES: Language[] = ['zh', 'en'];

test('every built route passes axe-core WCAG 2.2 AA on a desktop screen', async ({ browser }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  let details: Record<string, string> | undefined;
  for (const language of DESKTOP_LANGUAGES) {
    const guest = await guestContext(browser, language, 1280);
    const guestPage = await guest.newPage();
    for (const path of GUEST_ONLY) {
      await guestPage.goto(path, { waitUntil: 'networkidle' });
      await settle(guestPage);
      failures.push(...(await axeFindings(guestPage, path, language)));
    }
    await guest.close();

    const member = await signedInContext(browser, language, 1280);
    const page = await member.newPage();
    await page.goto('/');
    if (!details) {
      details = await detailPaths(page);
      await fillCart(page);
    }
    for (const route of BUILT) {
      if (GUEST_ONLY.has(route.path)) continue;
      const path = details[route.path] ?? route.path;
      await page.goto(path, { waitUntil: 'networkidle' });
      await settle(page);
      failures.push(...(await axeFindings(page, path, language)));
    }
    await member.close();
  }
  expect(failures, `serious or critical axe findings:\n${failures.join('\n')}`).toEqual([]);
});
