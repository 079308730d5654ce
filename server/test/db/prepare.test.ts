import { readdirSync } from 'node:fs';
import path from 'node:path';
import { verifyPassword } from '../../src/lib/passwords';
import { prepareDatabase } from '../../src/prepare';
import { DEMO_PASSWORD } from '../../src/scripts/seed-demo';
import { openTestDb, type TestDb } from '../helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe('prepareDatabase', () => {
  it('does nothing on a prepared database', async () => {
    const report = await prepareDatabase(testDb.db, { demoData: true });
    expect(report).toEqual({
      migrationsApplied: [],
      referenceDataImported: [],
      demoDataSeeded: false,
      demoAccountsLocked: [],
    });
  });

  it('records every migration file as applied, in order', async () => {
    const { rows } = await testDb.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    const files = readdirSync(path.join(__dirname, '../../src/db/migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(files[0]).toBe('001_initial.sql');
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it('seeded orders in every status of spec §4 with exact amounts', async () => {
    const { rows } = await testDb.db.query<{ status: number }>(
      'SELECT DISTINCT status FROM orders ORDER BY status',
    );
    expect(rows.map((row) => row.status)).toEqual([0, 1, 2, 3, 4, 5, 101]);
    const { rows: amounts } = await testDb.db.query<{ amount: string }>(
      `SELECT amount FROM orders WHERE order_no LIKE 'HG%0001'`,
    );
    // 120 × 268.00; the 10 units of the '面议' (price on request) product add nothing yet
    expect(amounts[0]!.amount).toBe('32160.00');
  });

  it('re-imports a data set whose checksum changed', async () => {
    await testDb.db.query(
      `UPDATE reference_imports SET checksum = 'stale' WHERE name = 'trade-by-year'`,
    );
    const report = await prepareDatabase(testDb.db, { demoData: true });
    expect(report.referenceDataImported).toEqual([{ name: 'trade-by-year', rows: 293 }]);
  });

  it('outside demo mode, locks demo accounts left by an earlier demo run', async () => {
    const storedHash = (username: string) =>
      testDb.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM members WHERE username = $1',
        [username],
      );
    const before = (await storedHash('operator@example.com')).rows[0]!.password_hash;

    const report = await prepareDatabase(testDb.db, { demoData: false });

    expect(report.demoAccountsLocked).toEqual(
      expect.arrayContaining(['operator@example.com', 'review@example.com', '13800000001']),
    );
    const after = (await storedHash('operator@example.com')).rows[0]!.password_hash;
    expect(after).not.toBe(before);
    expect(await verifyPassword(DEMO_PASSWORD, after)).toBe(false);
    // A second start finds nothing left to lock.
    expect((await prepareDatabase(testDb.db, { demoData: false })).demoAccountsLocked).toEqual([]);
  });
});
