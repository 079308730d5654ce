import { openTestDb, type TestDb } from '../helpers';
import {
  JUDGED_QUERIES,
  insertJudgedCatalogue,
  runJudgedQueries,
  type JudgedKey,
} from './judged-set';

let testDb: TestDb;
let ids: Map<JudgedKey, number>;

beforeAll(async () => {
  testDb = await openTestDb();
  // The judged catalogue alone: the demo products are taken off the hall.
  await testDb.db.query('UPDATE products SET status = 2 WHERE status = 1');
  ids = await insertJudgedCatalogue(testDb.db);
});
afterAll(() => testDb.close());

describe('the judged query set (issue #34)', () => {
  it('has at least 60 queries in the four languages', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const language of ['zh', 'cht', 'pt', 'en'])
      expect(JUDGED_QUERIES.filter((query) => query.language === language).length).toBeGreaterThan(
        5,
      );
  });

  it('puts every "must" in the first ten results and no "must not"', async () => {
    const outcomes = await runJudgedQueries(testDb.db, ids);
    const misses = outcomes
      .filter((outcome) => outcome.missing.length > 0 || outcome.wrong.length > 0)
      .map(({ query, missing, wrong, top }) => ({ query: query.query, missing, wrong, top }));
    expect(misses).toEqual([]);
  });

  it('ranks names above HS names, and verified suppliers first among equals', async () => {
    const outcomes = await runJudgedQueries(testDb.db, ids);
    const coffee = outcomes.find((outcome) => outcome.query.query === 'coffee')!;
    // "coffee" is in the arabica's English name; the other two are named in Portuguese and
    // Chinese and found by their HS heading, the verified Timorese supplier's first.
    expect(coffee.top).toEqual(['arabica', 'timorCoffee', 'yunnanCoffee']);
    const porto = outcomes.find((outcome) => outcome.query.query === 'Vinho do Porto')!;
    expect(porto.top[0]).toBe('porto');
  });
});
