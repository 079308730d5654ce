import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RELEASES_DIR, REMOTES_CONFIG } from '../playwright.config';
import { followNavEntry } from './helpers';

/**
 * Releasing one remote on its own (scripts/release-remote.mjs, docs/deploy.md "Releasing one
 * remote"): mf-portal v1 is the current build, v2 the same build with the home page's heading
 * changed. The server of this run reads a private copy of the remotes map (playwright.config.ts).
 */
const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/release-remote.mjs');
const BUILD = path.join(ROOT, 'mf-portal/dist');
const HEADING = '连接中国与葡语国家的外贸服务平台';
const HEADING_V2 = `${HEADING}（第二版）`;

function release(...args: string[]): string {
  return execFileSync(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, REMOTES_CONFIG, RELEASES_DIR },
    encoding: 'utf8',
  });
}

/** A copy of the build whose home heading says v2; the compressed copies are made again. */
function buildV2(dir: string) {
  cpSync(BUILD, dir, { recursive: true });
  const changed = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(HEADING),
  );
  expect(changed.length).toBeGreaterThan(0);
  for (const file of changed) {
    const text = readFileSync(path.join(dir, file), 'utf8').replaceAll(HEADING, HEADING_V2);
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text, { level: 9 }));
    writeFileSync(
      path.join(dir, `${file}.br`),
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

const isRemoteFile = (url: string) => /^\/(releases|remotes)\//.test(new URL(url).pathname);

/** The mf-portal files a page fetched, and its remote files that failed to load. */
function watch(page: Page) {
  const portalFiles: string[] = [];
  const failures: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/mf-portal/')) portalFiles.push(pathname);
    if (isRemoteFile(response.url()) && response.status() >= 400)
      failures.push(`${response.status()} ${pathname}`);
  });
  page.on('requestfailed', (request) => {
    if (isRemoteFile(request.url()))
      failures.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  return { portalFiles, failures };
}

async function homeHeading(page: Page) {
  await page.goto('/');
  return page.getByRole('heading', { level: 1 });
}

let originalRemotes: string;

test.beforeAll(() => {
  originalRemotes = readFileSync(REMOTES_CONFIG, 'utf8');
});

// Whatever happens, the tests after this one see the map they started with (and the run's
// temporary directory does not keep two copies of the build).
test.afterAll(() => {
  const temporary = `${REMOTES_CONFIG}.restore`;
  writeFileSync(temporary, originalRemotes);
  renameSync(temporary, REMOTES_CONFIG);
  rmSync(path.join(RELEASES_DIR, 'mf-portal'), { recursive: true, force: true });
});

test('a new mf-portal version reaches new visits while an open page keeps its own; rollback', async ({
  browser,
}, testInfo) => {
  const run = Date.now().toString(36);
  const v1 = `e2e-${run}-1`;
  const v2 = `e2e-${run}-2`;
  const v2Build = testInfo.outputPath('mf-portal-v2');
  rmSync(v2Build, { recursive: true, force: true });
  buildV2(v2Build);

  release('publish', 'mf-portal', '--version', v1);
  const context = await browser.newContext();

  // Page A opens on v1 and stays open.
  const pageA = await context.newPage();
  const seenByA = watch(pageA);
  await expect(await homeHeading(pageA)).toHaveText(HEADING);
  await pageA.evaluate(() => Object.assign(window, { samePage: true }));
  expect(seenByA.portalFiles).toContain(`/releases/mf-portal/${v1}/remoteEntry.js`);

  release('publish', 'mf-portal', '--from', v2Build, '--version', v2);
  expect(JSON.parse(readFileSync(REMOTES_CONFIG, 'utf8')).mf_portal).toBe(
    `/releases/mf-portal/${v2}/mf-manifest.json`,
  );

  // A new visit gets v2.
  const pageB = await context.newPage();
  const seenByB = watch(pageB);
  await expect(await homeHeading(pageB)).toHaveText(HEADING_V2);
  expect(seenByB.portalFiles).toContain(`/releases/mf-portal/${v2}/remoteEntry.js`);
  expect(seenByB.failures).toEqual([]);
  await pageB.close();

  // Page A still shows v1 and moves on to a screen it had not loaded yet, from v1's chunks.
  await expect(pageA.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const before = seenByA.portalFiles.length;
  await followNavEntry(pageA, '关于我们');
  await expect(pageA.getByTestId('about')).toBeVisible();
  expect(await pageA.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  const loadedLater = seenByA.portalFiles.slice(before);
  expect(loadedLater.some((file) => /\/about\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  expect(loadedLater.every((file) => file.startsWith(`/releases/mf-portal/${v1}/`))).toBe(true);
  expect(seenByA.failures).toEqual([]);

  // Rollback: new visits get v1 again.
  expect(release('rollback', 'mf-portal')).toContain(`back to ${v1}`);
  const pageC = await context.newPage();
  const seenByC = watch(pageC);
  await expect(await homeHeading(pageC)).toHaveText(HEADING);
  expect(seenByC.portalFiles).toContain(`/releases/mf-portal/${v1}/remoteEntry.js`);
  expect(seenByC.failures).toEqual([]);

  expect(release('list', 'mf-portal')).toMatch(new RegExp(`^\\* ${v1} `, 'm'));
  await context.close();
});
