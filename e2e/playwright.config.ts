import { defineConfig } from '@playwright/test';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Browser tests against the real server (`server/src/main.ts`, PGlite in a fresh data dir,
 * demo data, captcha off so a script can log in), plus each remote's own tests against its
 * standalone build served by its `preview` script.
 */
const root = path.resolve(__dirname, '..');
export const API_PORT = Number(process.env.E2E_PORT ?? 18080);
const apiOrigin = `http://127.0.0.1:${API_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// The server's remotes map and published remote releases, private to this run: release.spec.ts
// switches remotes (scripts/release-remote.mjs) without touching deploy/remotes.local.json, which
// the map starts as a copy of. Kept in the environment, so the test workers (which load this
// file again) find the same directory.
const releaseRunDir = (process.env.E2E_RELEASE_DIR ||= mkdtempSync(
  path.join(tmpdir(), 'portal-e2e-release-'),
));
export const REMOTES_CONFIG = path.join(releaseRunDir, 'remotes.json');
export const RELEASES_DIR = path.join(releaseRunDir, 'releases');
if (!existsSync(REMOTES_CONFIG))
  copyFileSync(path.join(root, 'deploy/remotes.local.json'), REMOTES_CONFIG);
export const REMOTES = ['mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'] as const;
const previewPort = (index: number) => 19001 + index;
/**
 * The tours of every route in every language and at both widths (layout and accessibility), two
 * thirds of the browser tests' time. They only read, so `npm test` runs them in a pass of their
 * own, two at a time (`--project=tours --workers=2`), after the stories, which change data and
 * run one at a time.
 */
const TOURS = /(layout|accessibility)\.spec\.ts$/;
// Each pass keeps its own report and failure traces (Playwright empties its output folder).
const results = path.join(root, '.test-results');
const pass = process.env.E2E_PASS ?? 'playwright';

export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The server's command, from `server/`: the sources run by tsx. */
export const SERVER_COMMAND = path.join(root, 'server/node_modules/.bin/tsx');
export const SERVER_DIR = path.join(root, 'server');

/**
 * The environment of a browser tests' server on `port` over PGlite in `dir`: demo data, captcha
 * off so a script can log in, the outbox readable, no translator (translation off by default).
 */
export function serverEnv(port: number, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    DEV_OUTBOX: 'true',
    CAPTCHA_ENABLED: 'false',
    // Every test browses from 127.0.0.1: one IP doing the work of many users.
    RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '1000',
    CAPTCHA_RATE_LIMIT: '1000',
    CODE_SENDS_PER_IP: '1000',
    LOG_LEVEL: 'warn',
  };
}

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // A stray test.only would run alone and leave every other story unrun without a failure.
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(results, `${pass}.json`) }]],
  use: {
    launchOptions: chromium,
    // A Chinese user's browser: the portal's first language comes from Accept-Language (stories
    // about another first language set their own).
    locale: 'zh-CN',
    // A failed test keeps its trace (each step's DOM, network and console) and a screenshot of
    // where it stopped. The trace's screencast is left out: recording it took a third of the
    // stories' time on this two-core machine, for every test, to keep it for the failed ones.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  outputDir: path.join(results, pass),
  projects: [
    {
      name: 'portal',
      testDir: path.join(__dirname, 'tests'),
      testIgnore: TOURS,
      use: { baseURL: apiOrigin },
    },
    {
      name: 'tours',
      testDir: path.join(__dirname, 'tests'),
      testMatch: TOURS,
      fullyParallel: true,
      use: { baseURL: apiOrigin },
    },
    ...REMOTES.map((remote, index) => ({
      name: remote,
      testDir: path.join(root, remote, 'e2e'),
      use: { baseURL: `http://127.0.0.1:${previewPort(index)}` },
    })),
  ],
  webServer: [
    {
      command: `${SERVER_COMMAND} src/main.ts`,
      cwd: SERVER_DIR,
      url: `${apiOrigin}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv(API_PORT, dataDir), REMOTES_CONFIG, RELEASES_DIR },
    },
    ...REMOTES.map((remote, index) => ({
      command: `node ${path.join(root, 'shared/build/bin/portal-webpack.js')} preview`,
      cwd: path.join(root, remote),
      url: `http://127.0.0.1:${previewPort(index)}/index.html`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: String(previewPort(index)), API_ORIGIN: apiOrigin },
    })),
  ],
});
