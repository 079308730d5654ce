import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { MODEL_KEY_VERSION, SEARCH_TEXT_VERSION } from '../../src/data-steps';
import { hsSearchNames, productSearchText } from '../../src/lib/product-search';
import { verifyPassword } from '../../src/platform/auth/passwords';
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
      dataStepsRun: [],
      demoDataSeeded: false,
      demoAccountsLocked: [],
    });
  });

  it('records every migration file as applied, in order', async () => {
    const { rows } = await testDb.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    const files = readdirSync(path.join(__dirname, '../../src/platform/db/migrations'))
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
      `SELECT amount FROM orders WHERE order_no LIKE 'HG%' ORDER BY id LIMIT 1`,
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

  it('rebuilds search texts stored by an earlier version from the rows’ fields, once', async () => {
    // As version 2 stored them: the name, spec, origin, code and English HS text, folded.
    const { rows: products } = await testDb.db.query<{ id: number }>(
      `UPDATE products SET search_text = '普洱熟茶饼 357克 357g/饼 云南普洱 090240 tea, black'
        WHERE name = '普洱熟茶饼 357克' RETURNING id`,
    );
    expect(products).toHaveLength(1);
    const { rows: demands } = await testDb.db.query<{ id: number }>(
      `UPDATE demands SET search_text = '葡萄牙特级初榨橄榄油' WHERE title LIKE '葡萄牙特级%'
        RETURNING id`,
    );
    expect(demands).toHaveLength(1);
    await testDb.db.query(`UPDATE data_steps SET version = 2 WHERE name = 'search-text'`);

    const report = await prepareDatabase(testDb.db, { demoData: true });
    expect(report.dataStepsRun).toEqual([
      { name: 'search-text', version: SEARCH_TEXT_VERSION, rows: expect.any(Number) },
    ]);
    expect(report.dataStepsRun[0]!.rows).toBeGreaterThanOrEqual(2);
    // What a save of the row's fields writes now: every language, stems, both HS levels' names.
    const { rows } = await testDb.db.query<{
      search_text: string;
      name: string;
      spec: string;
      origin: string;
      hs_code: string;
      original_language: Language;
      translations: ListingTranslations<'product'>;
      description: string | null;
    }>('SELECT * FROM products WHERE id = $1', [products[0]!.id]);
    const product = rows[0]!;
    expect(product.search_text).toBe(
      productSearchText({
        ...product,
        hsCode: product.hs_code,
        originalLanguage: product.original_language,
        hsNames: await hsSearchNames(testDb.db, product.hs_code),
      }),
    );
    expect(product.search_text).toContain(' cha pret ');
    const { rows: demand } = await testDb.db.query<{ search_text: string }>(
      'SELECT search_text FROM demands WHERE id = $1',
      [demands[0]!.id],
    );
    // The Chinese title, and the heading's English and Portuguese names.
    expect(demand[0]!.search_text).toMatch(/ 葡萄牙特级初榨橄榄油.* oliv oil .* azeit /);
    // Done at this version: the next start does nothing.
    expect((await prepareDatabase(testDb.db, { demoData: true })).dataStepsRun).toEqual([]);
  });

  it('folds the same-model keys stored before the Traditional Chinese folding, once', async () => {
    // As an earlier server stored it: accents and case folded, Traditional Chinese kept.
    const { rows: stored } = await testDb.db.query<{ id: number; model_key: string }>(
      `UPDATE products SET model_key = replace(model_key, '普洱熟茶饼', '普洱熟茶餅')
        WHERE name = '普洱熟茶饼 357克' RETURNING id, model_key`,
    );
    expect(stored[0]!.model_key).toMatch(/^普洱熟茶餅/);
    await testDb.db.query(`UPDATE data_steps SET version = 1 WHERE name = 'model-key'`);

    const report = await prepareDatabase(testDb.db, { demoData: true });
    expect(report.dataStepsRun).toEqual([
      { name: 'model-key', version: MODEL_KEY_VERSION, rows: 1 },
    ]);
    const { rows } = await testDb.db.query<{ model_key: string }>(
      'SELECT model_key FROM products WHERE id = $1',
      [stored[0]!.id],
    );
    expect(rows[0]!.model_key).toBe(stored[0]!.model_key.replace('普洱熟茶餅', '普洱熟茶饼'));
    expect((await prepareDatabase(testDb.db, { demoData: true })).dataStepsRun).toEqual([]);
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
