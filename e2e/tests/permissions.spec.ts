import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './helpers';

const API = '/haiguan/api';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${API}/loginApi/login`, {
    data: { username, password: DEMO_PASSWORD },
  });
  const body = (await answer.json()) as { code: number; token: string };
  expect(body.code).toBe(200);
  return body.token;
}

/** The main account grants or revokes a staff member's supply-publishing permission. */
async function setSupplyPublishing(
  request: APIRequestContext,
  staffLogin: string,
  granted: boolean,
) {
  const headers = { Authorization: `Bearer ${await apiToken(request, '13800000001')}` };
  const list = await request.get(`${API}/staff/list`, {
    headers,
    params: { keyword: staffLogin, pageNum: 1, pageSize: 10 },
  });
  const { rows } = (await list.json()) as { rows: { id: number; username: string }[] };
  const staff = rows.find((row) => row.username === staffLogin)!;
  const answer = await request.put(`${API}/staff/${staff.id}/supplyPublish`, {
    headers,
    data: { granted },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

test('a sub-member without the supply-publishing grant is told to ask the main account, until it is granted', async ({
  page,
  request,
}) => {
  await setSupplyPublishing(request, '13800000002', false);
  await logIn(page, '13800000002');
  await page.goto('/saveProduct');
  await expect(page.getByTestId('no-permission')).toContainText(
    '发布供应需要企业主账号授权，请联系主账号。',
  );
  await expect(page.locator('[data-remote="mf_workbench"]:visible')).toHaveCount(0);

  await setSupplyPublishing(request, '13800000002', true);
  await page.reload();
  await expect(page.getByTestId('no-permission')).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_workbench"]:visible')).toBeVisible();

  await setSupplyPublishing(request, '13800000002', false);
});
