import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEEPL_KEY, startDeeplStandIn } from '../../server/test/translation/deepl-stand-in';
import { API_PORT, SERVER_COMMAND, SERVER_DIR, serverEnv } from '../playwright.config';
import { DEMO_PASSWORD } from './helpers';
import { axeFindings, overflow } from './route-tour';

/**
 * The chat's translate button (docs/translation.md) in a browser. Machine translation is off by
 * default and the stories' server runs without it (turning it on would put the button in every
 * chat screen of the other stories and tours), so this story starts a server of its own, on the
 * next port with its own demo database, whose translator is the local stand-in of DeepL's API
 * that the server's tests use: its "translation" is the text tagged with the target language.
 */
const PORT = API_PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MESSAGE = '您好，普洱熟茶饼现货充足，欢迎询价。';

let server: ChildProcess | undefined;
let standIn: Awaited<ReturnType<typeof startDeeplStandIn>> | undefined;
let dataDir: string | undefined;

test.use({ baseURL: ORIGIN, locale: 'pt-PT' });

test.beforeAll(async () => {
  // A fresh database is migrated and seeded with the demo first.
  test.setTimeout(180_000);
  standIn = await startDeeplStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-translator-'));
  server = spawn(SERVER_COMMAND, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...serverEnv(PORT, dataDir),
      TRANSLATOR: 'deepl',
      TRANSLATOR_URL: standIn.url,
      DEEPL_AUTH_KEY: DEEPL_KEY,
    },
    // Its failures, not its start-up banner.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    const healthy = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    if (Date.now() - started > 170_000) throw new Error('the server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/haiguan/api/loginApi/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}

/**
 * The Chinese tea company's main account writes to the Portuguese company's main account (its
 * "contact this company"): answers the sender's member id.
 */
async function chineseMessageToPortugal(request: APIRequestContext): Promise<number> {
  let contactId: number | null = null;
  for (let id = 1; id <= 10 && contactId === null; id += 1) {
    const page = await request.get(`/haiguan/api/enterprise/${id}`, {
      headers: { 'accept-language': 'pt' },
    });
    const body = (await page.json()) as {
      code: number;
      data?: { country: string | null; contactId: number | null; verified: boolean };
    };
    if (body.data?.country === 'PT' && body.data.verified) contactId = body.data.contactId;
  }
  if (contactId === null) throw new Error('no verified Portuguese company to write to');
  const token = await tokenOf(request, '13800000001');
  const sent = await request.post('/haiguan/api/chatMessage', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      messageId: randomUUID(),
      receiverId: contactId,
      type: 'text',
      payload: JSON.stringify({ text: MESSAGE }),
    },
  });
  const { code, data } = (await sent.json()) as { code: number; data: { senderId: number } };
  expect(code).toBe(200);
  return data.senderId;
}

/** Signs in on the login page in Portuguese, as the Portuguese member would. */
async function logInInPortuguese(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Conta').fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`at ${width} px a Portuguese member translates a Chinese message into Portuguese, marked as machine translation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const senderId = await chineseMessageToPortugal(page.request);
    await logInInPortuguese(page, 'demo.pt@example.com');
    await page.goto(`/messages?to=${senderId}`);
    // The conversation alone on a phone, beside the list on a desktop.
    const chat = page.getByRole('main');
    const original = chat.getByText(MESSAGE).last();
    await expect(original).toBeVisible();

    const translate = chat.getByRole('button', { name: 'Traduzir' }).last();
    await translate.click();
    const translation = chat.getByRole('group', { name: 'Tradução' });
    // The stand-in's "translation" names the language asked for: European Portuguese.
    await expect(translation).toContainText(`[PT-PT] ${MESSAGE}`);
    await expect(translation.locator('[lang="pt"]')).toHaveText(`[PT-PT] ${MESSAGE}`);
    await expect(translation.getByTestId('listing-machine-translated')).toHaveText(
      'Tradução automática',
    );
    const hide = chat.getByRole('button', { name: 'Ocultar tradução' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(await axeFindings(page, '/messages (translation shown)', 'pt')).toEqual([]);
    expect(await overflow(page)).toBeNull();

    // Hidden and shown again from what it already has: the service is asked once.
    const asked = standIn!.calls.length;
    await hide.click();
    await expect(translation).toBeHidden();
    await chat.getByRole('button', { name: 'Traduzir' }).last().click();
    await expect(chat.getByRole('group', { name: 'Tradução' })).toContainText(MESSAGE);
    expect(standIn!.calls.length).toBe(asked);
    expect(standIn!.calls.at(-1)).toMatchObject({ texts: [MESSAGE], targetLang: 'PT-PT' });
  });
}
