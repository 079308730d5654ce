import { createTestApp, openTestDb, type TestApp, type TestDb } from './helpers';

// /healthz says the process answers (liveness); /readyz whether a balancer should send it
// traffic: the database reachable, every migration of this build applied, Redis reachable.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

async function withApp(check: (context: TestApp) => Promise<void>) {
  const context = await createTestApp({ db: testDb.db });
  try {
    await check(context);
  } finally {
    await context.close();
  }
}

test('a server on a migrated database is live and ready', async () => {
  await withApp(async ({ app }) => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: true,
      migrations: true,
      redis: true,
    });
  });
});

test('a server whose newest migration has not run yet is live but not ready', async () => {
  const { rows } = await testDb.db.query<{ version: number; name: string }>(
    'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
  );
  try {
    await withApp(async ({ app }) => {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        database: true,
        migrations: false,
      });
    });
  } finally {
    await testDb.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      rows[0]!.version,
      rows[0]!.name,
    ]);
  }
});
