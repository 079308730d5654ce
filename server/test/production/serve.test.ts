import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ROOT,
  alive,
  exitOf,
  freePort,
  killServed,
  serve,
  serveHealthy,
  standInBuilds,
  throwawaySchema,
} from './processes';

/**
 * `npm run serve` on the run's `node scripts/build.mjs server` build (global-setup.ts): plain
 * node, NODE_ENV=production, the signal's exit status, and non-zero on a failed start. The apps'
 * builds are stood in for by a static root holding the files serve looks for. On PGlite in a
 * throwaway DATA_DIR, or with DATABASE_URL in a throwaway schema.
 */
const PAGE_MARKER = 'portal-serve-test';

jest.setTimeout(180_000);

let dir: string;
let staticRoot: string;
let buildOutput: string;
let database: { url: string | undefined; drop: () => Promise<void> };

beforeAll(async () => {
  buildOutput = readFileSync(process.env.PORTAL_TEST_SERVER_BUILD_LOG!, 'utf8');
  dir = mkdtempSync(path.join(tmpdir(), 'portal-serve-'));
  staticRoot = path.join(dir, 'static');
  standInBuilds(staticRoot, PAGE_MARKER);
  const databaseUrl = process.env.DATABASE_URL;
  database = databaseUrl
    ? await throwawaySchema(databaseUrl, 'serve')
    : { url: undefined, drop: async () => {} };
});

afterAll(async () => {
  killServed();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The environment an operator would give: everything explicit, nothing from `npm start`. */
async function productionEnv(overrides: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    STATIC_ROOT: staticRoot,
    REDIS_PREFIX: path.basename(dir),
    LOG_LEVEL: 'warn',
    ...overrides,
  };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  return env;
}

test('the build reports the bundles it wrote', () => {
  expect(buildOutput).toMatch(/\[build\] server → server\/dist \(main\.js \d+ kB, migrate\.js/);
});

test('npm run migrate prepares the database from the build, on plain node', async () => {
  const run = async () =>
    spawnSync('npm', ['run', '--silent', 'migrate'], {
      cwd: ROOT,
      env: { ...(await productionEnv()), npm_config_update_notifier: 'false' },
      encoding: 'utf8',
      timeout: 90_000,
    });
  const first = await run();
  if (first.status !== 0)
    throw new Error(`npm run migrate exited ${first.status}:\n${first.stdout}${first.stderr}`);
  expect(first.stdout).toMatch(/^migrate: applied 001_initial\.sql, /m);
  // A second run finds everything done.
  const again = await run();
  expect(again.status).toBe(0);
  expect(again.stdout).toMatch(
    /^migrate: schema up to date; reference data up to date; data steps up to date$/m,
  );
});

test('serves the build on plain node in production, and exits 143 on SIGTERM', async () => {
  // NODE_ENV from the environment is overridden (the refused start below shows it is production).
  const { url, child, output, processes } = await serveHealthy(
    await productionEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info' }),
  );
  // npm's shell steps aside (`exec`), so npm's signals reach serve, which passes them on.
  expect(processes.map(({ args }) => args)).toEqual([
    expect.stringMatching(/^node scripts\/serve\.mjs$/),
    expect.stringMatching(/node.* \S*server\/dist\/main\.js$/),
  ]);
  expect(processes.filter(({ args }) => /\btsx\b/.test(args))).toEqual([]);

  // Reference data from server/data, and the Traditional → Simplified folding (opencc's
  // dictionaries from node_modules): 飲料 finds chapter 22, 饮料.
  const hs = await fetch(`${url}/haiguan/api/hs/codes?q=${encodeURIComponent('飲料')}`);
  const body = (await hs.json()) as { code: number; data: { code: string }[] };
  expect(body.code).toBe(200);
  expect(body.data.map((entry) => entry.code)).toContain('22');
  const page = await fetch(`${url}/trade`, { headers: { accept: 'text/html' } });
  expect(await page.text()).toContain(PAGE_MARKER);

  child.kill('SIGTERM');
  expect(await exitOf(child, 30_000)).toEqual({ code: 143, signal: null });
  expect(processes.filter(({ pid }) => alive(pid))).toEqual([]);
  // In production the server's start is a log record, not a banner between the JSON lines.
  expect(output()).toMatch(/^\{.*"msg":"portal listening"/m);
  expect(output()).not.toContain('Portal: http://');
  // Only the server ran: none of the scripts compiled into the bundle started on their own.
  expect(output()).not.toMatch(/^(import-data|seed-demo|import-prices|migrate):/m);
});

test('a server killed by a signal makes serve exit 128 + its number', async () => {
  const { child, serverPid } = await serveHealthy(await productionEnv());
  process.kill(serverPid!, 'SIGKILL');
  expect(await exitOf(child, 30_000)).toEqual({ code: 137, signal: null });
});

test('a start the configuration refuses exits non-zero', async () => {
  // DEV_OUTBOX is refused with NODE_ENV=production, which serve sets.
  const { child, output } = serve(await productionEnv({ DEV_OUTBOX: 'true' }));
  expect(await exitOf(child, 60_000)).toEqual({ code: 1, signal: null });
  expect(output()).toContain('NODE_ENV=production');
});

test('without a build it says so and exits 1', async () => {
  const { child, output } = serve(await productionEnv({ STATIC_ROOT: path.join(dir, 'empty') }));
  expect(await exitOf(child, 30_000)).toEqual({ code: 1, signal: null });
  expect(output()).toContain('run npm run build first');
});
