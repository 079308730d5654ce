import { productSearchText } from '../../src/lib/product-search';
import { API, createTestApp, openTestDb, type TestApp, type TestDb } from '../helpers';

// Four equally relevant products ("Zorbax kettle …": the word in every name), one per supplier:
// verified or not, active (a published product saved 5 days ago) or not (nothing since 200
// days). The idle suppliers' kettles are the newer ones, so newest first would put them first.
const SUPPLIERS = [
  { key: 'verifiedActive', verified: true, active: true, kettleDaysAgo: 203 },
  { key: 'verifiedIdle', verified: true, active: false, kettleDaysAgo: 202 },
  { key: 'unverifiedActive', verified: false, active: true, kettleDaysAgo: 201 },
  { key: 'unverifiedIdle', verified: false, active: false, kettleDaysAgo: 200 },
] as const;

let testDb: TestDb;
let plain: TestApp;
let remembering: TestApp;
const kettleOf = new Map<number, string>();

beforeAll(async () => {
  testDb = await openTestDb();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const insertProduct = (companyId: number, name: string, at: Date, updatedAt: Date | null) =>
    testDb.db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, original_language, hs_code, price, currency, unit,
         status, model_key, search_text, created_at, published_at, updated_at)
       VALUES ($1, $2, 'en', '732393', NULL, 'USD', 'piece', 1, $3, $4, $5, $5, $6) RETURNING id`,
      [
        companyId,
        name,
        `ranking|${name}`,
        productSearchText({ name, originalLanguage: 'en' }),
        at,
        updatedAt,
      ],
    );
  for (const supplier of SUPPLIERS) {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO companies (name, country, industry, review_status)
       VALUES ($1, 'PT', 'Kitchenware', $2) RETURNING id`,
      [`Ranking ${supplier.key}`, supplier.verified ? 2 : 0],
    );
    const companyId = rows[0]!.id;
    const kettle = await insertProduct(
      companyId,
      `Zorbax kettle ${supplier.key}`,
      daysAgo(supplier.kettleDaysAgo),
      null,
    );
    kettleOf.set(kettle.rows[0]!.id, supplier.key);
    // Another of its products, published long ago and, for an active supplier, saved lately.
    await insertProduct(
      companyId,
      `Enamel pot ${supplier.key}`,
      daysAgo(300),
      supplier.active ? daysAgo(5) : null,
    );
  }
  plain = await createTestApp({ db: testDb.db });
  // With the search's memory on, a search by words walks the newest products in memory.
  remembering = await createTestApp({ db: testDb.db, productSearchCacheSeconds: 30 });
});
afterAll(async () => {
  await plain.close();
  await remembering.close();
  await testDb.close();
});

async function kettles(context: TestApp, sort: string) {
  const response = await context.app.inject({
    url: `${API}/product/search?${new URLSearchParams({ keyword: 'zorbax', sort, pageSize: '10' })}`,
  });
  const body = response.json<{ code: number; rows: { id: number }[] }>();
  expect(body.code).toBe(200);
  return body.rows.map((row) => kettleOf.get(row.id));
}

describe('verified and active suppliers first among equally relevant products', () => {
  it('ranks verified suppliers first, then active ones, where newest first would not', async () => {
    for (const context of [plain, remembering]) {
      expect(await kettles(context, 'relevance')).toEqual([
        'verifiedActive',
        'verifiedIdle',
        'unverifiedActive',
        'unverifiedIdle',
      ]);
      // The same products newest first: the order the ranking changed.
      expect(await kettles(context, 'newest')).toEqual([
        'unverifiedIdle',
        'unverifiedActive',
        'verifiedIdle',
        'verifiedActive',
      ]);
    }
  });

  it('keeps relevance above the supplier: a name that is the query first', async () => {
    // An idle, unverified supplier's product named exactly "zorbax" outranks them all.
    const { rows } = await testDb.db.query<{ id: number }>(
      `SELECT id FROM companies WHERE name = 'Ranking unverifiedIdle'`,
    );
    const { rows: inserted } = await testDb.db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, original_language, hs_code, currency, unit, status,
         model_key, search_text, created_at, published_at)
       VALUES ($1, 'Zorbax', 'en', '732393', 'USD', 'piece', 1, 'ranking|exact', $2,
               now() - interval '400 days', now() - interval '400 days') RETURNING id`,
      [rows[0]!.id, productSearchText({ name: 'Zorbax', originalLanguage: 'en' })],
    );
    kettleOf.set(inserted[0]!.id, 'exact');
    expect((await kettles(plain, 'relevance'))[0]).toBe('exact');
  });
});
