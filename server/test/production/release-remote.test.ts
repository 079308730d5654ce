import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, DEFAULT_REMOTES, openTestDb, type TestApp, type TestDb } from '../helpers';

/**
 * scripts/release-remote.mjs against a real app: it publishes into the app's RELEASES_DIR (the
 * default, `<dataDir>/releases`) and switches the app's own remotes file, which the app serves
 * and re-reads without a restart. The builds are stand-ins with the files a remote build has.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/release-remote.mjs');
const CHUNK = '412.a1b2c3d4.js';
const ORIGINAL = {
  ...DEFAULT_REMOTES,
  mf_trade: '/remotes/mf-trade/mf-manifest.json',
};

let testDb: TestDb;
let context: TestApp;
let work: string;
let remotesConfig: string;
let releasesDir: string;

function writeBuild(dir: string, text: string, name = 'mf_portal') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './App', assets: { js: { sync: [CHUNK] } } }],
    }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};`);
  writeFileSync(path.join(dir, CHUNK), `console.log(${JSON.stringify(text)})`);
  writeFileSync(path.join(dir, `${CHUNK}.gz`), gzipSync(`console.log(${JSON.stringify(text)})`));
  writeFileSync(
    path.join(dir, 'first-paint.json'),
    JSON.stringify({ '/': { zh: `<div id="first-paint" data-path="/">${text}</div>` } }),
  );
}

function env() {
  return { ...process.env, REMOTES_CONFIG: remotesConfig, RELEASES_DIR: releasesDir };
}

function release(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { env: env(), encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const config = () => JSON.parse(readFileSync(remotesConfig, 'utf8')) as Record<string, string>;
const history = () =>
  JSON.parse(readFileSync(path.join(releasesDir, 'mf-portal/history.json'), 'utf8')) as {
    action: string;
    version: string | null;
    entry: string;
    at: string;
  }[];
const entry = (version: string) => `/releases/mf-portal/${version}/mf-manifest.json`;
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url, headers: { accept: '*/*', ...headers } });
const servedRemotes = async () => (await get('/remotes.json')).json<Record<string, string>>();

beforeAll(async () => {
  testDb = await openTestDb();
  work = mkdtempSync(path.join(tmpdir(), 'portal-release-'));
  const staticRoot = path.join(work, 'static');
  mkdirSync(path.join(staticRoot, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(staticRoot, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeBuild(path.join(work, 'v1'), 'home v1');
  writeBuild(path.join(work, 'v2'), 'home v2');
  writeBuild(path.join(work, 'chat'), 'chat', 'mf_chat');
  context = await createTestApp({ db: testDb.db, remotes: ORIGINAL, staticRoot });
  remotesConfig = path.join(context.dir, 'remotes.json');
  releasesDir = path.join(context.dir, 'releases');
});

afterAll(async () => {
  await context.close();
  await testDb.close();
  rmSync(work, { recursive: true, force: true });
});

test('publish copies the build under its version and switches only that remote', async () => {
  const published = release('publish', 'mf-portal', '--from', path.join(work, 'v1'));
  expect(published.stderr).toBe('');
  expect(published.code).toBe(0);
  const [version] = /\d{8}T\d{6}Z-[0-9a-f]{8}/.exec(published.stdout) ?? [];
  expect(version).toBeDefined();
  expect(readFileSync(path.join(releasesDir, 'mf-portal', version!, CHUNK), 'utf8')).toContain(
    'home v1',
  );
  expect(config()).toEqual({ ...ORIGINAL, mf_portal: entry(version!) });
  expect(history()).toEqual([
    expect.objectContaining({ action: 'publish', version, entry: entry(version!) }),
  ]);
  // The running server serves the new map at once.
  expect(await servedRemotes()).toEqual({ ...ORIGINAL, mf_portal: entry(version!) });

  // Back to the entry the config named before any release.
  expect(release('rollback', 'mf-portal').code).toBe(0);
  expect(config()).toEqual(ORIGINAL);
});

test('the server serves a release with the remotes caching rules, and hints it in pages', async () => {
  expect(
    release('publish', 'mf-portal', '--from', path.join(work, 'v1'), '--version', 'v1'),
  ).toEqual(expect.objectContaining({ code: 0 }));
  const manifest = await get('/releases/mf-portal/v1/mf-manifest.json');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect((await get('/releases/mf-portal/v1/remoteEntry.js')).headers['cache-control']).toBe(
    'no-cache',
  );
  const chunk = await get(`/releases/mf-portal/v1/${CHUNK}`, { 'accept-encoding': 'gzip' });
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers['content-encoding']).toBe('gzip');

  // Only files of a version: not the history, not a missing file as the shell's page.
  expect((await get('/releases/mf-portal/history.json')).statusCode).toBe(404);
  const missing = await get('/releases/mf-portal/v1/gone.js', { accept: 'text/html' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toContain('application/json');

  const home = await get('/', { accept: 'text/html' });
  expect(home.body).toContain(
    '<link rel="preload" href="/releases/mf-portal/v1/mf-manifest.json" as="fetch" crossorigin="anonymous">',
  );
  expect(home.body).toContain(
    '<link rel="preload" href="/releases/mf-portal/v1/remoteEntry.js" as="script">',
  );
  expect(home.body).toContain(
    `<link rel="preload" href="/releases/mf-portal/v1/${CHUNK}" as="script">`,
  );
  expect(home.body).toContain(
    '<div id="root"></div><div id="first-paint" data-path="/">home v1</div>',
  );
  // Same-origin paths add nothing to the CSP.
  expect(home.headers['content-security-policy']).not.toContain('http');
});

test('the switch is atomic: a reader never sees a partial remotes file', async () => {
  let reads = 0;
  let exited = false;
  const problems: string[] = [];
  const child = spawn(
    process.execPath,
    [SCRIPT, 'publish', 'mf-portal', '--from', path.join(work, 'v2'), '--version', 'v2'],
    { env: env(), stdio: 'ignore' },
  );
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const seen = new Set<string>();
  while (!exited) {
    try {
      seen.add(JSON.parse(readFileSync(remotesConfig, 'utf8')).mf_portal);
    } catch (error) {
      problems.push((error as Error).message);
    }
    reads += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await exit).toBe(0);
  expect(problems).toEqual([]);
  expect(reads).toBeGreaterThan(10);
  seen.add(config().mf_portal!);
  expect([...seen].sort()).toEqual([entry('v1'), entry('v2')]);
  expect(config()).toEqual({ ...ORIGINAL, mf_portal: entry('v2') });
  expect((await servedRemotes()).mf_portal).toBe(entry('v2'));
  expect((await get(`/releases/mf-portal/v2/${CHUNK}`)).body).toContain('home v2');
  // The old version stays: an open page still loads its chunks.
  expect((await get(`/releases/mf-portal/v1/${CHUNK}`)).body).toContain('home v1');
});

test('rollback restores the previous entry, down to the original, and is recorded', async () => {
  const back = release('rollback', 'mf-portal');
  expect(back.code).toBe(0);
  expect(back.stdout).toContain('back to v1');
  expect(config()).toEqual({ ...ORIGINAL, mf_portal: entry('v1') });
  expect((await servedRemotes()).mf_portal).toBe(entry('v1'));

  expect(release('rollback', 'mf-portal').code).toBe(0);
  expect(config()).toEqual(ORIGINAL);
  expect((await servedRemotes()).mf_portal).toBe(ORIGINAL.mf_portal);

  const nothing = release('rollback', 'mf-portal');
  expect(nothing.code).toBe(1);
  expect(nothing.stderr).toContain('nothing to roll back to');

  expect(release('rollback', 'mf-portal', '--to', 'v2').code).toBe(0);
  expect(config().mf_portal).toBe(entry('v2'));
  expect(history().map(({ action, version }) => `${action} ${version}`)).toEqual([
    expect.stringMatching(/^publish \d{8}T/),
    'rollback null',
    'publish v1',
    'publish v2',
    'rollback v1',
    'rollback null',
    'switch v2',
  ]);
  for (const record of history()) expect(Number.isNaN(Date.parse(record.at))).toBe(false);

  const listed = release('list', 'mf-portal', '--json');
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)).toMatchObject({
    live: 'v2',
    versions: expect.arrayContaining([
      { version: 'v1', publishedAt: expect.any(String), live: false },
      { version: 'v2', publishedAt: expect.any(String), live: true },
    ]),
  });
  expect(release('list', 'mf-portal').stdout).toMatch(/^\* v2 /m);
});

test('refusals exit non-zero with a message and change nothing', () => {
  const before = readFileSync(remotesConfig, 'utf8');
  const cases: [string[], number, RegExp][] = [
    [['publish', 'mf-nope', '--from', path.join(work, 'v1')], 1, /unknown remote mf_nope/],
    [['publish', 'portal'], 1, /unknown remote "portal"/],
    [['publish', 'mf-portal', '--from', path.join(work, 'absent')], 1, /no build at/],
    [['publish', 'mf-chat', '--from', path.join(work, 'v1')], 1, /manifest of "mf_portal"/],
    [
      ['publish', 'mf-portal', '--from', path.join(work, 'v1'), '--version', 'v1'],
      1,
      /already published/,
    ],
    [
      ['publish', 'mf-portal', '--from', path.join(work, 'v1'), '--version', '../x'],
      1,
      /bad version/,
    ],
    [['rollback', 'mf-portal', '--to', 'v9'], 1, /unknown version "v9"/],
    [['rollback', 'mf-chat'], 1, /nothing to roll back to/],
    [['launch', 'mf-portal'], 2, /unknown command/],
    [['publish'], 2, /name a remote/],
  ];
  for (const [args, code, message] of cases) {
    const result = release(...args);
    expect({ args, code: result.code, stderr: result.stderr }).toEqual({
      args,
      code,
      stderr: expect.stringMatching(message),
    });
  }
  expect(readFileSync(remotesConfig, 'utf8')).toBe(before);
  expect(existsSync(path.join(releasesDir, 'x'))).toBe(false);

  // A missing manifest is a missing build.
  rmSync(path.join(work, 'chat', 'mf-manifest.json'));
  expect(release('publish', 'mf-chat', '--from', path.join(work, 'chat')).stderr).toContain(
    'no mf-manifest.json',
  );
});

test('a rollback after the entry was changed by hand is refused', () => {
  writeFileSync(remotesConfig, JSON.stringify({ ...ORIGINAL, mf_portal: entry('v1') }));
  const refused = release('rollback', 'mf-portal');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('changed by hand');
  expect(config().mf_portal).toBe(entry('v1'));
});
