import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './helpers';

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Answers every question of the part on screen: the second option, the first real choice, the midpoint. */
async function answerPart(part: Locator) {
  const questions = part.locator('fieldset.diagnosis-question');
  await questions.first().waitFor();
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const question = questions.nth(index);
    if ((await question.getByRole('radio').count()) > 0) {
      await question.getByRole('radio').nth(1).check();
    } else if ((await question.getByRole('checkbox').count()) > 0) {
      await question.getByRole('checkbox').first().check();
    } else {
      const input = question.getByRole('spinbutton');
      const min = Number((await input.getAttribute('aria-valuemin')) ?? 0);
      const max = Number((await input.getAttribute('aria-valuemax')) ?? 10);
      await input.fill(String(Math.round((min + max) / 2)));
      await input.blur();
    }
  }
}

test('a company fills in the questionnaire and submits it; the operator approves; the notice opens the report with its level', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);

  // The workbench header's 企业诊断 starts the company's first diagnosis.
  await logIn(page, 'demo.br@example.com');
  await page.goto('/workbench');
  await page.getByRole('banner').getByRole('link', { name: '企业诊断', exact: true }).click();
  await expect(page).toHaveURL(/\/diagnosisDetail\?param=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('param'));
  const form = page.getByRole('form', { name: '企业数字化诊断' });

  // One part answered and saved as a draft; submitting now names what is missing.
  await answerPart(form);
  await expect(form.getByText('已答 5 / 36 题')).toBeVisible();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(form.getByRole('alert')).toContainText('问卷必须全部填写');

  // The draft comes back after a reload; the other parts are filled in and it is submitted.
  await page.reload();
  await expect(form.getByText(/已答 [1-9]\d* \/ 36 题/)).toBeVisible();
  const parts = form.getByRole('navigation').getByRole('button');
  const partCount = await parts.count();
  for (let index = 1; index < partCount; index += 1) {
    await form.getByRole('button', { name: '下一部分' }).click();
    await expect(parts.nth(index)).toHaveAttribute('aria-current', 'step');
    await answerPart(form);
  }
  await expect(form.getByText('已答 36 / 36 题')).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('诊断已提交，等待平台审核。')).toBeVisible();

  // The operator finds it in the queue and approves it.
  await signOut(page);
  await logIn(page, 'operator@example.com');
  await page.goto('/diagnosisRecord');
  await page.getByRole('tab', { name: '审核队列' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: 'Café Serra Verde Exportação Ltda.' }),
  ).toBeVisible();
  await page.goto(`/diagnosisDetail?param=${id}`);
  await page.getByRole('textbox', { name: '评语' }).fill('数据与信息化是下一步的重点。');
  await page.getByRole('button', { name: '添加评语' }).click();
  // In the comments, not the text box: React keeps a typed text in the box's markup too, and a
  // match there would move on while the comment is still being sent.
  await expect(
    page.getByRole('region', { name: '平台评语' }).getByText('数据与信息化是下一步的重点。'),
  ).toBeVisible();
  await page.getByRole('button', { name: /通\s*过/ }).click();
  const approval = page.waitForResponse((response) =>
    response.url().endsWith(`/operator/diagnoses/${id}/approve`),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect(await (await approval).json()).toMatchObject({ code: 200 });
  await expect(page.getByTestId('diagnosis-level')).toBeVisible();
  const level = await page.getByTestId('diagnosis-level').textContent();

  // The company is told in the language it reads (Chinese here); its notice opens the report,
  // with the same level, in a new window.
  await signOut(page);
  await logIn(page, 'demo.br@example.com');
  await page.goto('/messages');
  const centre = page.locator('[data-remote="mf_chat"]:visible');
  await centre.getByTestId('system-entry').click();
  const opened = context.waitForEvent('page');
  await centre
    .getByTestId('notification')
    .filter({ hasText: '企业数字化诊断已完成' })
    .first()
    .getByRole('button')
    .click();
  const report = await opened;
  await expect(report).toHaveURL(new RegExp(`/diagnosisDetail\\?param=${id}$`));
  await expect(report.getByTestId('diagnosis-level')).toHaveText(level!);
  await expect(report.getByRole('table')).toContainText('数据与信息化');
});
