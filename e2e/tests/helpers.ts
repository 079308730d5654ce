import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** Logs in through the login page of mf-member, as a user would. */
export async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Follows an entry of the header's menu: from the bar, or from under "more" when the bar has no
 * room for it (how many fit depends on the language, the fonts and who is signed in).
 */
export async function followNavEntry(page: Page, name: string) {
  const nav = page.getByRole('banner').getByRole('navigation');
  const inBar = nav.getByRole('link', { name, exact: true });
  const more = nav.getByTestId('nav-more');
  await expect(inBar.or(more).first()).toBeVisible();
  if (await inBar.isVisible()) {
    await inBar.click();
    return;
  }
  await more.click();
  await nav.getByRole('menuitem', { name, exact: true }).click();
}

/** Dismisses the verify-your-company prompt that a main account with status 0 sees. */
export async function dismissVerifyPrompt(page: Page) {
  const prompt = page.getByRole('dialog').filter({ hasText: '企业未认证' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /取\s*消/ }).click();
  await expect(prompt).toBeHidden();
}

/**
 * A company's id, found through the public company page's API (ids are not fixed) by the name it
 * has in one of the four languages: the page names a company in its reader's language.
 */
export async function companyIdNamed(request: APIRequestContext, name: string): Promise<number> {
  for (let id = 1; id <= 10; id += 1) {
    for (const language of ['zh', 'zh-Hant', 'pt', 'en']) {
      const response = await request.get(`/haiguan/api/enterprise/${id}`, {
        headers: { 'accept-language': language },
      });
      const body = (await response.json()) as { code: number; data?: { name?: string } };
      if (body.code !== 200) break;
      if (body.data?.name === name) return id;
    }
  }
  throw new Error(`no public company named ${name}`);
}
