import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres, type Db } from '../src/platform/db/db';
import { prepareDatabase } from '../src/prepare';
import { API, createTestApp, type TestApp } from './helpers';

// A PostgreSQL restart (an upgrade, a failover) while the server runs: requests answer 503 with
// the spec-style envelope instead of crashing the process, the pool reports its lost connections,
// and once the database is back the same process serves again. The test runs a PostgreSQL of its
// own (initdb + pg_ctl on a spare port), so it needs no DATABASE_URL and runs once per `npm test`,
// in the embedded run.

const POSTGRES_BIN = ['/usr/lib/postgresql']
  .filter(existsSync)
  .flatMap((root) => readdirSync(root).map((version) => path.join(root, version, 'bin')))
  .find((bin) => existsSync(path.join(bin, 'pg_ctl')));

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
const AS_ROOT = process.getuid?.() === 0;
function postgresTool(tool: string, args: string[]) {
  const command = path.join(POSTGRES_BIN!, tool);
  const [file, fileArgs] = AS_ROOT
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, fileArgs, { stdio: 'pipe', timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const describeWithoutDatabaseUrl = process.env.DATABASE_URL ? describe.skip : describe;

describeWithoutDatabaseUrl('a PostgreSQL restart under a running server', () => {
  let dir: string;
  let dataDir: string;
  let port: number;
  let db: Db;
  let context: TestApp;
  const connectionErrors: Error[] = [];
  const start = () =>
    postgresTool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate') =>
    postgresTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  const search = () => context.app.inject({ url: `${API}/product/search?pageSize=1` });

  beforeAll(async () => {
    if (!POSTGRES_BIN)
      throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
    dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-restart-'));
    dataDir = path.join(dir, 'data');
    if (AS_ROOT) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    postgresTool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '--locale=C.UTF-8',
    ]);
    port = await freePort();
    start();
    db = openPostgres({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    await prepareDatabase(db, { demoData: false });
    context = await createTestApp({ db });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await db?.close();
    // Already stopped if the test failed while the database was down.
    if (dataDir) {
      try {
        stop('immediate');
      } catch (error) {
        if (!String(error).includes('does not exist')) throw error;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 while the database is down and serves again once it is back', async () => {
    const before = await search();
    expect(before.json()).toMatchObject({ code: 200 });

    stop('fast');
    const during = await search();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后再试' });
    const english = await context.app.inject({
      url: `${API}/product/search?pageSize=1`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({
      code: 503,
      msg: 'The service is temporarily unavailable; try again later',
    });
    expect((await context.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const notReady = await context.app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ database: false });
    // The idle connection the first search left was cut by the shutdown: reported, not thrown.
    expect(connectionErrors.length).toBeGreaterThan(0);

    start();
    let after = await search();
    for (let attempt = 0; attempt < 50 && after.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await search();
    }
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ code: 200 });
    expect((await context.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 90_000);

  it('fails a transaction whose connection is cut between its queries, and goes on', async () => {
    const reported = connectionErrors.length;
    const cut = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      stop('fast');
      // The connection's end reaches the checked-out client while no query of it runs.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query('SELECT 1');
    });
    await expect(cut).rejects.toThrow();
    expect(connectionErrors.length).toBeGreaterThan(reported);

    start();
    let after = await search();
    for (let attempt = 0; attempt < 50 && after.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await search();
    }
    expect(after.json()).toMatchObject({ code: 200 });
  }, 90_000);
});
