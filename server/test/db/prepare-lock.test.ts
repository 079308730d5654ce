import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/platform/db/db';
import { listMigrations, migrationsCurrent } from '../../src/platform/db/migrate';
import { prepareDatabase } from '../../src/prepare';

// Replicas that start together each prepare the database (MIGRATE_ON_START), and `npm run
// migrate` may run beside them: they take turns under one lock, and only the first does the work.

/** Three pools on one empty database, as three starting processes hold (one PGlite: one pool). */
async function emptyDatabase(): Promise<{ pools: Db[]; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openPglite({});
    return { pools: [db, db, db], close: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pools = [1, 2, 3].map(() =>
    openPostgres({ connectionString: databaseUrl, schema, max: 3 }),
  );
  return {
    pools,
    close: async () => {
      await Promise.all(pools.map((pool) => pool.close()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

test('three processes preparing one empty database at once: one migrates, the others find it done', async () => {
  const database = await emptyDatabase();
  try {
    const [first] = database.pools;
    expect(await migrationsCurrent(first!)).toBe(false);
    const reports = await Promise.all(
      database.pools.map((pool) => prepareDatabase(pool, { demoData: false })),
    );
    const migrations = listMigrations().map((migration) => migration.name);
    const applied = reports.map((report) => report.migrationsApplied);
    expect(applied.filter((names) => names.length > 0)).toEqual([migrations]);
    expect(reports.filter((report) => report.referenceDataImported.length > 0)).toHaveLength(1);
    const { rows } = await first!.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.name)).toEqual(migrations);
    expect(await migrationsCurrent(first!)).toBe(true);
  } finally {
    await database.close();
  }
}, 180_000);

test('the lock is released when the work fails, so the next process can try', async () => {
  const database = await emptyDatabase();
  try {
    const [db] = database.pools;
    await expect(
      db!.withLock('portal:test', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await db!.withLock('portal:test', async () => 'next')).toBe('next');
  } finally {
    await database.close();
  }
});
