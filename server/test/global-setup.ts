import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { openPglite, openPostgres } from '../src/platform/db/db';
import { prepareDatabase } from '../src/prepare';
import { databaseUrlFor } from './database-url';

/**
 * The server bundle that the production tests run (test/production/) is built once per run, so
 * that no test rebuilds it under another's running processes; its log is kept for them.
 */
function buildServerBundle(): void {
  const root = path.resolve(__dirname, '../..');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${build.stdout}${build.stderr}`;
  if (build.status !== 0) throw new Error(`the server build failed:\n${output}`);
  const log = path.join(tmpdir(), `portal-server-build-${process.pid}.log`);
  writeFileSync(log, output);
  process.env.PORTAL_TEST_SERVER_BUILD_LOG = log;
}

/**
 * The migrated and seeded database is built once per run. On PGlite (initdb alone takes 2–4 s) it
 * is dumped, and every test file loads the dump into its own in-memory PGlite (≈0.4 s). With
 * DATABASE_URL it is a template database, which every test file copies (see helpers.ts).
 */
export default async function globalSetup(): Promise<void> {
  buildServerBundle();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `portal_test_template_${process.pid}`;
    const admin = new Pool({ connectionString: databaseUrl, max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = openPostgres({ connectionString: databaseUrlFor(databaseUrl, template) });
    await prepareDatabase(db, { demoData: true });
    // A template is copied only while nobody is connected to it.
    await db.close();
    process.env.PORTAL_TEST_PG_TEMPLATE = template;
    return;
  }
  const db = await openPglite({});
  await prepareDatabase(db, { demoData: true });
  const dump = await db.raw.dumpDataDir('none');
  await db.close();
  const file = path.join(tmpdir(), `portal-server-test-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers are started after global setup and inherit this environment.
  process.env.PORTAL_TEST_PGLITE_DUMP = file;
}
