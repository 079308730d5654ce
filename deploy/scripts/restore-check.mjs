// Proves once, on this machine, that a backup of the portal's database restores (docs/deploy.md
// "Restore"): a throwaway database is migrated as production migrates it (and given the demo
// data, so that most tables hold rows), a marker row is written, `pg_dump -Fc` backs it up,
// `pg_restore` restores that into a second throwaway database, and every table's row count, every
// sequence and the marker are compared. Both databases are dropped whatever happens.
//
//   node deploy/scripts/restore-check.mjs [--migrate=bundle|source] [--tamper]
//
// - The server is PostgreSQL at DATABASE_URL's host, port and user (default
//   postgres://postgres@127.0.0.1:5432/postgres); the databases are created beside DATABASE_URL's
//   own, which is not touched.
// - --migrate=bundle runs `node server/dist/migrate.js` (what production runs; needs
//   `npm run build`), --migrate=source runs server/src/scripts/migrate.ts with tsx; the default is
//   the bundle when it exists.
// - --tamper deletes the marker from the restored copy before comparing: the check must then fail
//   (its own test, deploy/test/restore-check.test.ts).
// - pg_dump and pg_restore come from /usr/lib/postgresql/<server's major>/bin, else the newest
//   there, else PATH. Exit status 0 when the copy matches, 1 otherwise.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// pg is the server's dependency: resolved from there, as the server resolves it.
const { Client } = createRequire(path.join(root, 'server', 'package.json'))('pg');

const MIGRATE_TIMEOUT_MS = 240_000;
const TOOL_TIMEOUT_MS = 120_000;

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !/^--(migrate=(bundle|source)|tamper)$/.test(arg));
if (unknown.length > 0) {
  console.error(`[restore-check] unknown argument ${unknown.join(' ')}`);
  console.error(
    'usage: node deploy/scripts/restore-check.mjs [--migrate=bundle|source] [--tamper]',
  );
  process.exit(2);
}
const bundle = path.join(root, 'server', 'dist', 'migrate.js');
const migrateMode =
  args.find((arg) => arg.startsWith('--migrate='))?.slice('--migrate='.length) ??
  (existsSync(bundle) ? 'bundle' : 'source');
const tamper = args.includes('--tamper');

const log = (line) => console.log(`[restore-check] ${line}`);

const baseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const urlFor = (database) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withClient(url, body) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** Runs a command to the end; its output goes to ours; throws unless it exits 0. */
function run(command, commandArgs, { env = process.env, timeout = TOOL_TIMEOUT_MS } = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout,
  });
  const name = path.basename(command);
  if (result.error) throw new Error(`${name}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${name} exited with ${result.status ?? result.signal}`);
  }
}

/** pg_dump must be at least the server's major version: the server's own tools first. */
function postgresTool(name, serverMajor) {
  const installed = '/usr/lib/postgresql';
  const majors = existsSync(installed)
    ? readdirSync(installed)
        .filter((dir) => /^\d+$/.test(dir) && existsSync(path.join(installed, dir, 'bin', name)))
        .map(Number)
        .sort((a, b) => b - a)
    : [];
  const major = majors.includes(serverMajor) ? serverMajor : majors[0];
  return major === undefined ? name : path.join(installed, String(major), 'bin', name);
}

function toolEnv() {
  // The tools read the password from the environment rather than from a visible argument.
  const env = { ...process.env };
  if (baseUrl.password) env.PGPASSWORD = decodeURIComponent(baseUrl.password);
  return env;
}

/** Connection arguments of the tools (no password: see toolEnv). */
function toolConnection(database) {
  return [
    `--host=${baseUrl.hostname.replace(/^\[|\]$/g, '')}`,
    `--port=${baseUrl.port || '5432'}`,
    `--username=${decodeURIComponent(baseUrl.username || 'postgres')}`,
    `--dbname=${database}`,
  ];
}

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Row count of every table, every sequence's state, and the marker. */
async function snapshot(url) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query(
      `SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const counts = {};
    for (const { table_schema: schema, table_name: table } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::bigint AS n FROM ${quoteIdent(schema)}.${quoteIdent(table)}`,
      );
      counts[`${schema}.${table}`] = String(rows[0].n);
    }
    const { rows: sequences } = await client.query(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value
         FROM pg_sequences ORDER BY 1`,
    );
    const { rows: marker } = await client.query(
      'SELECT token FROM restore_check_marker ORDER BY id',
    );
    return {
      counts,
      sequences: Object.fromEntries(sequences.map(({ name, value }) => [name, value])),
      marker: marker.map((row) => row.token),
    };
  });
}

function differences(label, expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${label} ${name}: backed up ${expected[name] ?? '(missing)'}, restored ${actual[name] ?? '(missing)'}`,
    );
}

async function main() {
  const adminUrl = baseUrl.toString();
  const serverMajor = await withClient(adminUrl, async (client) => {
    const { rows } = await client.query('SHOW server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  });
  const pgDump = postgresTool('pg_dump', serverMajor);
  const pgRestore = postgresTool('pg_restore', serverMajor);

  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const source = `restore_check_${suffix}_src`;
  const target = `restore_check_${suffix}_dst`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'restore-check-'));
  const dumpFile = path.join(workDir, 'portal.dump');
  const created = [];
  const createDatabase = async (name) => {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    created.push(name);
  };

  try {
    log(`PostgreSQL ${serverMajor} at ${baseUrl.host}; ${pgDump}, ${pgRestore}`);
    await createDatabase(source);

    log(`migrating ${source} (${migrateMode}) with the demo data`);
    const migrateCommand =
      migrateMode === 'bundle'
        ? [process.execPath, [bundle]]
        : [path.join(root, 'server', 'node_modules', '.bin', 'tsx'), ['src/scripts/migrate.ts']];
    if (migrateMode === 'bundle' && !existsSync(bundle)) {
      throw new Error('server/dist/migrate.js is missing: run npm run build first');
    }
    const migrateEnv = {
      ...process.env,
      DATABASE_URL: urlFor(source),
      NODE_ENV: 'production',
      // A throwaway database: the demo data fills most tables, so the comparison means something.
      DEMO_DATA: 'true',
      FILE_STORAGE: 'disabled',
      DATA_DIR: workDir,
      LOG_LEVEL: 'warn',
    };
    const [command, commandArgs] = migrateCommand;
    const started = Date.now();
    const result = spawnSync(command, commandArgs, {
      // tsx runs the source from server/, as `npm run migrate` there does.
      cwd: migrateMode === 'bundle' ? root : path.join(root, 'server'),
      env: migrateEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: MIGRATE_TIMEOUT_MS,
    });
    if (result.error || result.status !== 0) {
      throw new Error(`migration failed (${result.error?.message ?? `exit ${result.status}`})`);
    }
    log(`migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const token = randomBytes(16).toString('hex');
    await withClient(urlFor(source), async (client) => {
      await client.query(
        `CREATE TABLE restore_check_marker (
           id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
           token text NOT NULL,
           written_at timestamptz NOT NULL DEFAULT now())`,
      );
      await client.query('INSERT INTO restore_check_marker (token) VALUES ($1)', [token]);
    });
    const before = await snapshot(urlFor(source));

    run(
      pgDump,
      ['--format=custom', '--no-owner', `--file=${dumpFile}`, ...toolConnection(source)],
      {
        env: toolEnv(),
      },
    );
    log(`pg_dump -Fc: ${(statSync(dumpFile).size / 1024 / 1024).toFixed(1)} MB`);

    await createDatabase(target);
    run(
      pgRestore,
      [
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        ...toolConnection(target),
        dumpFile,
      ],
      { env: toolEnv() },
    );
    log(`pg_restore into ${target}`);

    if (tamper) {
      await withClient(urlFor(target), (client) =>
        client.query('DELETE FROM restore_check_marker'),
      );
      log('--tamper: deleted the marker from the restored copy');
    }
    const after = await snapshot(urlFor(target));

    const problems = [
      ...differences('table', before.counts, after.counts),
      ...differences('sequence', before.sequences, after.sequences),
      ...(after.marker.length === 1 && after.marker[0] === token
        ? []
        : [`marker: wrote ${token}, restored ${after.marker.join(', ') || 'nothing'}`]),
    ];
    const tables = Object.keys(before.counts).length;
    const rows = Object.values(before.counts).reduce((sum, count) => sum + Number(count), 0);
    if (problems.length > 0) {
      for (const problem of problems) console.error(`[restore-check] MISMATCH ${problem}`);
      log(`FAILED: ${problems.length} difference(s) between the backup and its restore`);
      return 1;
    }
    log(
      `OK: ${tables} tables, ${rows} rows, ${Object.keys(before.sequences).length} sequences and the marker restored identically`,
    );
    return 0;
  } finally {
    for (const name of created.reverse()) {
      try {
        await withClient(adminUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
        );
      } catch (error) {
        console.error(`[restore-check] could not drop ${name}: ${error.message}`);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[restore-check] ${error.message}`);
    process.exit(1);
  },
);
