import { expect, test } from '@playwright/test';
import { companyIdNamed, logIn } from './helpers';

const PT_COMPANY = 'Lusitânia Vinhos e Azeites, Lda.';

test('"contact this company" on a company page opens the chat with its main account', async ({
  page,
  request,
}) => {
  const id = await companyIdNamed(request, PT_COMPANY);
  await logIn(page, 'demo.br@example.com');
  await page.goto(`/enterpriseInfo?id=${id}`);
  await page.getByRole('button', { name: '联系企业' }).click();
  await expect(page).toHaveURL(/\/messages\?to=\d+$/);
  const chat = page.locator('[data-remote="mf_chat"]:visible');
  await expect(chat.getByRole('heading', { name: 'João Ferreira' })).toBeVisible();
  await expect(chat.getByText(PT_COMPANY).first()).toBeVisible();
});
