// The restore of docs/deploy.md, done once for real: deploy/scripts/restore-check.mjs backs up a
// migrated throwaway database with pg_dump -Fc, restores it with pg_restore and compares; with
// --tamper the comparison must notice the difference. Needs the PostgreSQL of DATABASE_URL's
// server (default postgres://postgres@127.0.0.1:5432/postgres) and its pg_dump: reported as
// skipped, with the reason in its name, on a machine without one; a failure in CI.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const script = path.join(repoRoot, 'deploy/scripts/restore-check.mjs');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The migration alone takes seconds; a busy two-core machine running other tests, more. */
const RUN_TIMEOUT_MS = 280_000;

const requireFromServer = createRequire(path.join(repoRoot, 'server/package.json'));

/**
 * Asked while the file loads, so that the tests are declared skipped rather than passing empty:
 * Jest declares tests synchronously, hence a child process that tries to connect.
 */
function postgresReachable(): boolean {
  const probe = `const client = new (require(${JSON.stringify(requireFromServer.resolve('pg'))}).Client)({
      connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));`;
  const { status } = spawnSync(process.execPath, ['-e', probe], {
    env: { ...process.env, DATABASE_URL: serverUrl },
    timeout: 10_000,
  });
  return status === 0;
}

/** Runs the script to its end (killed past the timeout): exit status and everything it said. */
function restoreCheck(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--migrate=source', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: serverUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** Which of the databases the run named still exist (none should, whatever the outcome). */
async function leftoverDatabases(output: string): Promise<string[]> {
  const names = [...new Set(output.match(/restore_check_[0-9a-f_]+_(?:src|dst)/g) ?? [])];
  expect(names.length).toBeGreaterThan(0);
  const { Client } = requireFromServer('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE datname = ANY($1) ORDER BY 1',
      [names],
    );
    return rows.map((row: { datname: string }) => row.datname);
  } finally {
    await client.end();
  }
}

const postgresHost = new URL(serverUrl).host;
const reachable = postgresReachable();
if (!reachable && process.env.CI) throw new Error(`PostgreSQL at ${postgresHost} is needed in CI`);
const describeWithPostgres = reachable ? describe : describe.skip;
const skipped = reachable ? '' : ` [skipped: no PostgreSQL at ${postgresHost}]`;

describeWithPostgres(`backup and restore (deploy/scripts/restore-check.mjs)${skipped}`, () => {
  it(
    'restores a pg_dump -Fc of a migrated database with every row, sequence and the marker',
    async () => {
      const { status, output } = await restoreCheck();
      expect({ status, output }).toEqual({
        status: 0,
        output: expect.stringMatching(/OK: \d+ tables/),
      });
      expect(output).toMatch(/pg_dump -Fc: [\d.]+ MB/);
      expect(await leftoverDatabases(output)).toEqual([]);
    },
    RUN_TIMEOUT_MS + 20_000,
  );

  it(
    'fails when the restored copy differs from the backup',
    async () => {
      const { status, output } = await restoreCheck('--tamper');
      expect(status).toBe(1);
      expect(output).toMatch(
        /MISMATCH table public\.restore_check_marker: backed up 1, restored 0/,
      );
      expect(output).toMatch(/MISMATCH marker/);
      expect(await leftoverDatabases(output)).toEqual([]);
    },
    RUN_TIMEOUT_MS + 20_000,
  );
});
