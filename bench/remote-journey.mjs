// Prints the JavaScript a visitor downloads at each step of one visit that crosses the remotes
// without reloading the page: home (and the shell's idle preload), the login page, signing in,
// then the workbench, its product list, the cart, the message centre and the account page.
// Each step's gzipped JS is split by where it comes from (shell, or which remote), and the part
// that is a shared module of that remote's manifest is shown apart: a module shared as a
// singleton is downloaded by the first remote that needs it and not again by the next one.
// Goal (docs/performance.md): a remote's entry + the screen it shows ≤ 60 KiB beyond what is shared.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortalServer } from './lib/portal-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const QUIET_MS = 1_000;
const USERNAME = 'demo.pt@example.com';
const PASSWORD = 'Demo@2026';

const sharedFiles = new Set(
  REMOTES.flatMap((remote) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, remote, 'dist', 'mf-manifest.json'), 'utf8'),
    );
    return manifest.shared.flatMap((entry) =>
      [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => `${remote}/${file}`),
    );
  }),
);

// Signing in is part of the visit; the captcha (on by default) would need a person.
process.env.CAPTCHA_ENABLED = 'false';
const server = await startPortalServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const inFlight = new Set();
  let lastActivity = Date.now();
  let scripts = [];
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  // A script counts for the step that requested it; its body is read before the request is settled.
  page.on('requestfinished', async (request) => {
    if (request.url().endsWith('.js')) {
      const step = scripts;
      const body = await request
        .response()
        .then((response) => response?.body())
        .catch(() => null);
      if (body) step.push({ url: new URL(request.url()).pathname, body });
    }
    settle(request);
  });

  /** Waits until no request has been open for QUIET_MS: the step's downloads are over. */
  const quiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const navigate = (route) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);

  /** Waits until the remote's slot is visible and neither it nor its screen is still loading. */
  const shown = async (remote) => {
    const slot = page.locator(`[data-remote-slot="${remote}"]:not([hidden])`);
    await slot.waitFor();
    await slot
      .locator('.remote-slot__loading, [aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' });
  };

  const rows = [];
  const step = async (name, action) => {
    scripts = [];
    await action();
    await quiet();
    const bySource = new Map();
    let total = 0;
    let shared = 0;
    for (const { url, body } of scripts) {
      const size = gzipSync(body, { level: 9 }).length;
      const [, folder, remote, file] = url.split('/');
      const source = folder === 'remotes' ? remote : 'shell';
      total += size;
      if (sharedFiles.has(`${remote}/${file}`)) shared += size;
      bySource.set(source, (bySource.get(source) ?? 0) + size);
      if (process.env.VERBOSE) console.log(name, url, size);
    }
    const kib = (bytes) => (bytes / 1024).toFixed(1);
    rows.push({
      step: name,
      files: scripts.length,
      'JS KiB': kib(total),
      'shared modules KiB': kib(shared),
      'by source (KiB)': [...bySource].map(([source, size]) => `${source} ${kib(size)}`).join(', '),
    });
  };

  await step('home, then idle preload', async () => {
    // The shell preloads a guest's login once home has been quiet for 5 s (remote-registry.ts).
    const preload = page.waitForRequest(/\/remotes\/mf-member\/remoteEntry\.js/, {
      timeout: 30_000,
    });
    await page.goto(server.url + '/');
    await page.locator('[data-testid="home"] h1').waitFor();
    await preload;
  });
  await step('/login', async () => {
    await navigate('/login');
    await page.getByLabel('账号').waitFor();
  });
  await step('sign in', async () => {
    await page.getByLabel('账号').fill(USERNAME);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.getByTestId('account-menu').waitFor();
  });
  const screens = [
    ['/workbench', 'mf_workbench'],
    ['/productManage', 'mf_workbench'],
    ['/cart', 'mf_trade'],
    ['/messages', 'mf_chat'],
    ['/userInfo', 'mf_member'],
  ];
  for (const [route, remote] of screens) {
    await step(route, async () => {
      await navigate(route);
      await shown(remote);
    });
  }

  console.log(`One visit across the remotes, loopback, no cache (${server.url}); gzip level 9`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
