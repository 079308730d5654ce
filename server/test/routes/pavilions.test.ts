import { API, createTestApp, openTestDb, type TestApp, type TestDb } from '../helpers';

let testDb: TestDb;
let context: TestApp;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const get = async (url: string, language?: string) =>
  (
    await context.app.inject({
      url: `${API}${url}`,
      headers: language ? { 'accept-language': language } : {},
    })
  ).json();

interface Card {
  id: number;
  name: string;
  hsCode: string | null;
  imageUrl: string | null;
  company: { id: number; name: string; country: string | null; verified: boolean };
}
interface Company {
  id: number;
  name: string;
  country: string | null;
  productCount: number;
}

/** The demo company's id and whether the operator verified it, by its credit code. */
async function company(creditCode: string) {
  const { rows } = await testDb.db.query<{ id: number; review_status: number; name: string }>(
    'SELECT id, review_status, name FROM companies WHERE credit_code = $1',
    [creditCode],
  );
  return rows[0]!;
}

/** Published products straight from the table, by a condition on p (products) and c (companies). */
async function publishedIds(condition: string, params: unknown[] = []) {
  const { rows } = await testDb.db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.status = 1 AND NOT c.is_platform AND ${condition} ORDER BY p.id`,
    params,
  );
  return rows.map((row) => row.id);
}

const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

describe('the pavilion index', () => {
  it('lists tea, Macau and Shandong in the reader’s language with what each features', async () => {
    const names = await Promise.all(
      ['zh', 'zh-Hant', 'pt', 'en'].map(async (language) =>
        (await get('/pavilions', language)).data.map((item: { name: string }) => item.name),
      ),
    );
    expect(names).toEqual([
      ['茶叶馆', '澳门馆', '山东馆'],
      ['茶葉館', '澳門館', '山東館'],
      ['Pavilhão do Chá', 'Pavilhão de Macau', 'Pavilhão de Shandong'],
      ['Tea Pavilion', 'Macau Pavilion', 'Shandong Pavilion'],
    ]);
    const index = (await get('/pavilions')).data as {
      key: string;
      companyCount: number;
      productCount: number;
    }[];
    expect(index.map((item) => item.key)).toEqual(['tea', 'macau', 'shandong']);
    for (const item of index) {
      const page = (await get(`/pavilions/${item.key}`)).data;
      expect([item.companyCount, item.productCount]).toEqual([
        page.companyCount,
        page.productCount,
      ]);
      expect(page.companies.length).toBe(Math.min(item.companyCount, 12));
      expect(page.products.length).toBe(Math.min(item.productCount, 12));
    }
  });
});

describe('a pavilion page', () => {
  it('tea: HS 0902 products and the tea trade, but only verified companies', async () => {
    const page = (await get('/pavilions/tea', 'en')).data;
    expect(page).toMatchObject({ key: 'tea', name: 'Tea Pavilion', hsPrefixes: ['0902'] });
    expect(page.intro).toHaveLength(2);
    expect(page.intro[0]).toMatch(/Macau/);
    expect(page.commodities).toEqual([
      'tea-puer',
      'tea-dianhong',
      'tea-tieguanyin',
      'tea-laoshan',
      'tea-chunmee',
    ]);
    const expected = await publishedIds(
      "(p.hs_code LIKE '0902%' OR c.industry ILIKE '%茶%' OR c.industry ILIKE '%tea%' OR c.industry ILIKE '%chá%')",
    );
    expect(page.productCount).toBe(expected.length);
    expect(expected.length).toBeLessThanOrEqual(12);
    expect(ids(page.products)).toEqual(expected);

    // The Yunnan tea company has not been verified: its teas are listed, the company is not.
    const yunnan = await company('91530800MA6K3T2E1X');
    expect(yunnan.review_status).not.toBe(2);
    expect((page.products as Card[]).some((product) => product.company.id === yunnan.id)).toBe(
      true,
    );
    expect((page.companies as Company[]).map((item) => item.id)).not.toContain(yunnan.id);
    // The Qingdao trader sells Laoshan green tea (0902 10) and is verified: featured.
    const qingdao = await company('CN-DEMO-SHANDONG');
    expect((page.companies as Company[]).map((item) => item.id)).toContain(qingdao.id);
    expect((page.products as Card[]).some((product) => product.company.id === qingdao.id)).toBe(
      true,
    );
  });

  it('Macau: verified companies registered in Macau and their products, not the platform', async () => {
    const page = (await get('/pavilions/macau')).data;
    const { rows } = await testDb.db.query<{ id: number }>(
      "SELECT id FROM companies WHERE country = 'MO' AND review_status = 2 AND NOT is_platform ORDER BY id",
    );
    expect(ids(page.companies)).toEqual(rows.map((row) => row.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const item of page.companies as Company[]) expect(item.country).toBe('MO');
    expect(ids(page.products)).toEqual(await publishedIds("c.country = 'MO'"));
    expect(page.commodities).toEqual([
      'wine-douro',
      'wine-verde',
      'olive-oil',
      'coffee-arabica',
      'cork',
    ]);
  });

  it('Shandong: the curated companies and their products', async () => {
    const qingdao = await company('CN-DEMO-SHANDONG');
    // The test database is seeded without pictures: one product gets one.
    const pictured = (await publishedIds('c.id = $1', [qingdao.id]))[0]!;
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type,
                          size, created_at)
       SELECT $1, m.id, 'shandong.png', 'shandong.png', 'image/png', 'image', 3, now()
         FROM members m WHERE m.company_id = $1 LIMIT 1
       RETURNING id`,
      [qingdao.id],
    );
    await testDb.db.query(
      "INSERT INTO product_media (product_id, file_id, kind, position) VALUES ($1, $2, 'image', 0)",
      [pictured, rows[0]!.id],
    );
    const page = (await get('/pavilions/shandong', 'pt')).data;
    expect(page.name).toBe('Pavilhão de Shandong');
    // Named for a Portuguese reader as the company names itself in Portuguese (the demo does).
    const { rows: named } = await testDb.db.query<{ name: string }>(
      "SELECT translations -> 'pt' ->> 'name' AS name FROM companies WHERE id = $1",
      [qingdao.id],
    );
    expect(named[0]!.name).toBeTruthy();
    expect(page.companies).toEqual([
      expect.objectContaining({
        id: qingdao.id,
        name: named[0]!.name,
        textLanguage: 'pt',
        country: 'CN',
        city: '青岛',
      }),
    ]);
    const inChinese = (await get('/pavilions/shandong', 'zh')).data;
    expect(inChinese.companies).toEqual([
      expect.objectContaining({ id: qingdao.id, name: qingdao.name, textLanguage: 'zh' }),
    ]);
    expect(ids(page.products)).toEqual(
      (await publishedIds('c.id = $1', [qingdao.id])).slice(0, 12),
    );
    // Product pictures are served by the public product routes, under the same base path.
    expect(
      (page.products as Card[]).map((product) => [product.id, product.imageUrl]),
    ).toContainEqual([pictured, `${API}/product/public/${pictured}/media/${rows[0]!.id}`]);
    const hg = (await context.app.inject({ url: '/hg/api/pavilions/shandong' })).json();
    expect(ids(hg.data.products)).toEqual(ids(page.products));
  });

  it('an unknown pavilion is not found, in four languages', async () => {
    const messages = await Promise.all(
      ['zh', 'zh-TW', 'pt', 'en'].map(async (language) => {
        const answer = await get('/pavilions/moon', language);
        expect(answer.code).toBe(404);
        return answer.msg;
      }),
    );
    expect(messages).toEqual([
      '展馆不存在',
      '展館不存在',
      'O pavilhão não existe',
      'The pavilion does not exist',
    ]);
  });
});
