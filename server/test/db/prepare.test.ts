import { prepareDatabase } from '../../src/prepare';
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
    });
  });

  it('records the applied migrations', async () => {
    const { rows } = await testDb.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.name)).toEqual([
      '001_initial.sql',
      '002_sign_in_and_sign_up.sql',
      '003_company_profile_and_files.sql',
      '004_staff_and_membership.sql',
      '005_favourites_history_feedback.sql',
      '006_realtime_chat.sql',
      '007_trade_orders.sql',
    ]);
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
});
