import { expect, test, type Page } from '@playwright/test';
import { codeSentBy } from './outbox';

/** The Brazilian demo company's main account; the other demo companies belong to other specs. */
const MAIN = 'demo.br@example.com';
/** The harness signs in with the demo password, so new staff members get it too. */
const DEMO_PASSWORD = 'Demo@2026';

async function openAs(page: Page, login: string, path: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${path}?as=${encodeURIComponent(login)}`);
  await expect(page.getByTestId('harness-user')).toHaveText(login);
}

/** The header's "子账号 used/quota". */
async function readQuota(page: Page): Promise<{ used: number; quota: number }> {
  const counter = page.getByTestId('staff-quota');
  await expect(counter).toHaveText(/^子账号 \d+\/\d+$/);
  const [, used, quota] = /^子账号 (\d+)\/(\d+)$/.exec((await counter.textContent()) ?? '')!;
  return { used: Number(used), quota: Number(quota) };
}

/**
 * Fills the add form and saves. The code proves the staff member holds the account: it is read
 * from the outbox as they would pass it on; over the quota none is sent, so a made-up one is typed.
 */
async function fillNewStaff(page: Page, account: string, name: string, sendCode = true) {
  await expect(page.getByRole('heading', { name: '添加员工' })).toBeVisible();
  await page.getByLabel('登录账号').fill(account);
  const code = sendCode
    ? await codeSentBy(page.request, account, () =>
        page.getByRole('button', { name: '获取验证码' }).click(),
      )
    : '123456';
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('初始密码').fill(DEMO_PASSWORD);
  await page.getByLabel('确认密码').fill(DEMO_PASSWORD);
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('职位').fill('销售代表');
  await page.getByRole('button', { name: /保\s*存/ }).click();
}

test('the main account adds staff up to the quota; one more is refused, keeping the input', async ({
  page,
}) => {
  // One form and list round trip per free sub-account: four once the company is silver.
  test.slow();
  await openAs(page, MAIN, '/staffList');
  // Read, not assumed: the membership spec may have upgraded this company earlier in the run.
  const { quota, used: usedAtStart } = await readQuota(page);
  let used = usedAtStart;
  expect(used).toBeLessThan(quota);

  const stamp = Date.now();
  const added: { account: string; name: string }[] = [];
  for (let n = 1; used < quota; n += 1) {
    const account = `staff.${stamp}.${n}@example.com`;
    const name = `员工${n}号`;
    await page.getByRole('button', { name: '添加员工' }).click();
    await fillNewStaff(page, account, name);
    await expect(page.getByRole('heading', { name: '员工管理' })).toBeVisible();
    used += 1;
    await expect(page.getByTestId('staff-quota')).toHaveText(`子账号 ${used}/${quota}`);
    await page.getByLabel('搜索员工').fill(account);
    await page.getByLabel('搜索员工').press('Enter');
    const row = page.getByRole('row').filter({ hasText: account });
    await expect(row).toContainText(name);
    await expect(row).toContainText('销售代表');
    added.push({ account, name });
  }
  await expect(page.getByTestId('staff-quota-full')).toBeVisible();

  const extra = `staff.${stamp}.extra@example.com`;
  await page.getByRole('button', { name: '添加员工' }).click();
  await fillNewStaff(page, extra, '超额员工', false);
  await expect(page.getByTestId('staff-refusal')).toContainText(
    /子账号数量已达会员上限（\d+\/\d+），请升级会员/,
  );
  await expect(page.getByRole('heading', { name: '添加员工' })).toBeVisible();
  await expect(page.getByLabel('登录账号')).toHaveValue(extra);
  await expect(page.getByLabel('姓名')).toHaveValue('超额员工');
  await expect(page.getByLabel('初始密码')).toHaveValue(DEMO_PASSWORD);

  const first = added[0]!;
  await openAs(page, first.account, '/userInfo');
  await expect(page.getByLabel('姓名')).toHaveValue(first.name);
  await expect(page.getByText('企业子账号')).toBeVisible();
});

test('granting supply publishing to a staff member flips the switch and survives a reload', async ({
  page,
}) => {
  await openAs(page, MAIN, '/staffList');
  const toggle = page.getByRole('switch', { name: '允许 Lucas Almeida 发布供应' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('a sub-member is told that only the main account manages staff', async ({ page }) => {
  await openAs(page, 'lucas.br@example.com', '/staffList');
  await expect(page.getByText('仅企业主账号可管理员工')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
