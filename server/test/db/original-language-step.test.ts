import { ORIGINAL_LANGUAGE_VERSION } from '../../src/data-steps';
import { prepareDatabase } from '../../src/prepare';
import { openTestDb, type TestDb } from '../helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe('the original-language data step', () => {
  it('gives listings saved before migration 028 the language their text is in, once', async () => {
    // As such rows were after the migration: no translations, the column's default language.
    const { rows: companies } = await testDb.db.query<{ id: number }>(
      `UPDATE companies SET name = 'Quinta do Vale Azeites, Lda', scope = 'Azeite e vinho',
              original_language = 'zh', translations = '{}'
        WHERE id = (SELECT min(id) FROM companies WHERE NOT is_platform) RETURNING id`,
    );
    const { rows: demands } = await testDb.db.query<{ id: number }>(
      `UPDATE demands SET title = '採購普洱茶餅', product_name = '普洱茶', description = NULL,
              original_language = 'zh', translations = '{}'
        WHERE id = (SELECT min(id) FROM demands) RETURNING id`,
    );
    const { rows: products } = await testDb.db.query<{ id: number }>(
      `UPDATE products SET name = 'Frozen shrimp', description = 'Peeled, in boxes of 10 kg',
              original_language = 'zh', translations = '{}'
        WHERE id = (SELECT min(id) FROM products) RETURNING id`,
    );
    // A listing with translations was saved since and said its language itself.
    const { rows: translated } = await testDb.db.query<{ id: number }>(
      `UPDATE products SET name = 'Cork stoppers', original_language = 'zh',
              translations = '{"pt": {"name": "Rolhas de cortiça"}}'
        WHERE id = (SELECT max(id) FROM products) RETURNING id`,
    );
    await testDb.db.query(`DELETE FROM data_steps WHERE name = 'original-language'`);

    const report = await prepareDatabase(testDb.db, { demoData: true });
    expect(report.dataStepsRun).toEqual([
      { name: 'original-language', version: ORIGINAL_LANGUAGE_VERSION, rows: expect.any(Number) },
    ]);
    const languageOf = async (table: string, id: number) =>
      (
        await testDb.db.query<{ original_language: string }>(
          `SELECT original_language FROM ${table} WHERE id = $1`,
          [id],
        )
      ).rows[0]!.original_language;
    expect(await languageOf('companies', companies[0]!.id)).toBe('pt');
    expect(await languageOf('demands', demands[0]!.id)).toBe('cht');
    expect(await languageOf('products', products[0]!.id)).toBe('en');
    expect(await languageOf('products', translated[0]!.id)).toBe('zh');
    expect((await prepareDatabase(testDb.db, { demoData: true })).dataStepsRun).toEqual([]);
  });
});
