import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './helpers';

const PT_COMPANY = 'Lusitânia Vinhos e Azeites, Lda.';

/** A company's id, found through the public company page's API (ids are not fixed). */
async function companyIdNamed(request: APIRequestContext, name: string): Promise<number> {
  for (let id = 1; id <= 10; id += 1) {
    const body = (await (await request.get(`/haiguan/api/enterprise/${id}`)).json()) as {
      code: number;
      data?: { name?: string };
    };
    if (body.code === 200 && body.data?.name === name) return id;
  }
  throw new Error(`no public company named ${name}`);
}

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
