import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The API server of playwright.config.ts; its dev outbox is not proxied by the preview. */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;

async function outbox(request: APIRequestContext, to: string): Promise<{ body: string }[]> {
  const response = await request.get(`${API_ORIGIN}/dev/outbox`, { params: { to } });
  return ((await response.json()) as { data: { body: string }[] }).data;
}

/** Runs `send`, waits for the message it causes and returns the 6-digit code in it. */
export async function codeSentBy(
  request: APIRequestContext,
  to: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await outbox(request, to)).length;
  await send();
  await expect.poll(async () => (await outbox(request, to)).length).toBeGreaterThan(before);
  const [newest] = await outbox(request, to);
  const code = /\d{6}/.exec(newest?.body ?? '')?.[0];
  expect(code, `a code in "${newest?.body}"`).toBeDefined();
  return code!;
}

/** A phone number nobody has registered yet in this run's fresh database. */
export function unusedPhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/** Clicks "get code" in the visible form and returns the code that arrives for `to`. */
export async function requestCodeInPage(page: Page, to: string): Promise<string> {
  const panel = page.getByRole('tabpanel');
  return codeSentBy(page.request, to, async () => {
    await panel.getByRole('button', { name: '获取验证码' }).click();
    await expect(panel.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  });
}
