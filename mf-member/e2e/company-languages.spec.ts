import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../../e2e/tests/route-tour';

/** The company editor's languages (docs/listing-languages.md), on a phone and a desktop. */

async function openAs(page: Page, login: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/companyInfo?as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
}

for (const width of [390, 1440]) {
  test(`the company's name in another language is written with the keyboard and kept [${width} px]`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, 'demo.br@example.com');
    // The demo company is kept in all four languages, its original in Portuguese.
    await expect(page.getByTestId('missing-languages')).toHaveText('四种语言都已填写');
    await expect(page.getByLabel('原文语言')).toBeVisible();
    // The standalone harness's own route and language pickers are not the app's: left out.
    await page.getByRole('banner').evaluate((harness) => harness.remove());
    expect(await axeFindings(page, '/companyInfo', 'zh')).toEqual([]);

    const english = page.getByRole('tab', { name: /English/ });
    await english.focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('企业名称（English）');
    await name.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Café Serra Verde Export ${width} Ltd.`);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: /English/ }).click();
    await expect(page.getByLabel('企业名称（English）')).toHaveValue(
      `Café Serra Verde Export ${width} Ltd.`,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
