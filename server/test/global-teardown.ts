import { rmSync } from 'node:fs';
import { Pool } from 'pg';

export default async function globalTeardown(): Promise<void> {
  for (const file of [
    process.env.PORTAL_TEST_PGLITE_DUMP,
    process.env.PORTAL_TEST_SERVER_BUILD_LOG,
  ])
    if (file) rmSync(file, { force: true });
  const template = process.env.PORTAL_TEST_PG_TEMPLATE;
  if (process.env.DATABASE_URL && template) {
    const admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
}
