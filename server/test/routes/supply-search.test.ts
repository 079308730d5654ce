import {
  CachedProductSearch,
  DatabaseProductSearch,
  productTextCondition,
  type ProductQuery,
} from '../../src/lib/product-search';
import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';

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

interface Hit {
  id: number;
  name: string;
  price: string | null;
  hsCode: string;
  originCountry: string;
  company: { name: string; verified: boolean; roleKey: string };
}

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await context.app.inject({ url: `${API}/product/search?${params}` });
  return response.json<{
    code: number;
    rows: Hit[];
    total: number;
    totalEstimated: boolean;
    msg: string;
  }>();
}
/**
 * The hits' names as their authors wrote them (a card shows the reader's language, docs/supply.md),
 * in the search's order.
 */
async function names(query: Record<string, string | number>) {
  const ids = (await search({ pageSize: 100, ...query })).rows.map((hit) => hit.id);
  const { rows } = await testDb.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
  const original = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => original.get(id)!);
}

describe('public product search (demo data)', () => {
  it('has at least 60 published products across at least 12 HS chapters', async () => {
    const all = await search({ pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(new Set(all.rows.map((hit) => hit.hsCode.slice(0, 2))).size).toBeGreaterThanOrEqual(12);
    expect(all.rows.some((hit) => hit.price === null)).toBe(true);
  });

  it('finds Chinese words inside names without spaces', async () => {
    expect(await names({ keyword: '普洱' })).toContain('普洱熟茶饼 357克');
    expect(await names({ keyword: '熟茶' })).toEqual(['普洱熟茶饼 357克']);
    expect(await names({ keyword: '白虾' })).toEqual(['冷冻南美白虾仁']);
    // One character, and a pair beside a word of another script.
    const { rows } = await testDb.db.query<{ name: string }>(
      `SELECT p.name FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.status = 1 AND NOT c.is_platform AND p.search_text LIKE '%茶%'`,
    );
    expect(rows.length).toBeGreaterThan(1);
    expect((await names({ keyword: '茶' })).sort()).toEqual(rows.map((row) => row.name).sort());
    expect(await names({ keyword: '熟茶 357' })).toEqual(['普洱熟茶饼 357克']);
  });

  it('finds Portuguese words with or without accents, and English through the HS text', async () => {
    for (const keyword of ['azeite', 'azeité', 'AZEITE']) {
      expect(await names({ keyword })).toContain('Azeite Virgem Extra');
    }
    expect(await names({ keyword: 'cortica' })).toEqual(
      expect.arrayContaining(['Rolhas de cortiça natural', 'Rolhas de cortiça aglomerada']),
    );
    expect(await names({ keyword: 'vinho' })).toEqual(
      expect.arrayContaining(['Vinho do Porto Tawny 10 Anos', 'Vinho Verde Alvarinho']),
    );
    const coffee = await names({ keyword: 'coffee' });
    expect(coffee).toEqual(expect.arrayContaining(['Café arábica verde, tipo 2']));
    expect(coffee.length).toBeGreaterThanOrEqual(5);
    // Every word must match.
    expect(await names({ keyword: 'cafe torrado' })).toEqual(
      expect.arrayContaining(['Café torrado em grão', 'Café do Fogo torrado']),
    );
    expect(await names({ keyword: 'cafe inexistente' })).toEqual([]);
    // Punctuation, LIKE's wildcards included, is no part of a word: 70% is the number 70.
    expect(await names({ keyword: '70%' })).toContain('Chocolate negro 70%');
    expect(await names({ keyword: 'cafe_torrado' })).toEqual(
      await names({ keyword: 'cafe torrado' }),
    );
  });

  it('ranks names that start with the query first', async () => {
    const rows = await names({ keyword: 'cacau' });
    expect(rows[0]).toMatch(/^Cacau/);
  });

  it('filters by HS prefix, origin country, industry, price range and currency', async () => {
    const chapter09 = (await search({ hsCode: '09', pageSize: 100 })).rows;
    expect(chapter09.length).toBeGreaterThan(5);
    expect(chapter09.every((hit) => hit.hsCode.startsWith('09'))).toBe(true);
    expect(await names({ hsCode: '0902' })).toEqual(
      expect.arrayContaining(['普洱熟茶饼 357克', '崂山绿茶']),
    );
    expect((await search({ hsCode: '090111', pageSize: 100 })).rows.map((h) => h.hsCode)).toEqual(
      expect.arrayContaining(['090111']),
    );
    const mz = (await search({ originCountry: 'MZ', pageSize: 100 })).rows;
    expect(mz.length).toBe(5);
    expect(mz.every((hit) => hit.originCountry === 'MZ')).toBe(true);
    expect(await names({ industry: 'Cacau' })).toEqual(
      expect.arrayContaining(['Chocolate negro 70%']),
    );
    const cheap = (await search({ currency: 'USD', priceMin: '1', priceMax: '5', pageSize: 100 }))
      .rows;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((hit) => Number(hit.price) >= 1 && Number(hit.price) <= 5)).toBe(true);
    expect((await search({ originCountry: 'pt' })).code).not.toBe(200);
    expect((await search({ hsCode: '09a' })).code).not.toBe(200);
  });

  it('sorts by price and newest, and pages', async () => {
    const ascending = (await search({ currency: 'EUR', sort: 'priceAsc', pageSize: 100 })).rows;
    const prices = ascending.filter((hit) => hit.price !== null).map((hit) => Number(hit.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // 面议 comes last.
    expect(ascending.at(-1)!.price).toBeNull();
    const descending = (await search({ currency: 'EUR', sort: 'priceDesc', pageSize: 100 })).rows;
    expect(Number(descending[0]!.price)).toBe(Math.max(...prices));

    const first = await search({ pageSize: 7, pageNum: 1 });
    const second = await search({ pageSize: 7, pageNum: 2 });
    expect(first.rows).toHaveLength(7);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.rows, ...second.rows].map((hit) => hit.id));
    expect(ids.size).toBe(14);
  });

  it('shows the company card, and never another state’s or the platform’s products', async () => {
    const [hit] = (await search({ keyword: 'Alvarinho' })).rows;
    expect(hit!.company).toMatchObject({
      name: 'Cortiça & Granito do Norte, Lda.',
      verified: true,
      roleKey: 'gold',
    });
    const token = await login(context.app, 'demo.pt2@example.com');
    await context.app.inject({
      method: 'PUT',
      url: `${API}/product/${hit!.id}/unpublish`,
      headers: bearer(token),
    });
    expect(await names({ keyword: 'Alvarinho' })).toEqual([]);
    const page = await context.app.inject({ url: `${API}/product/public/${hit!.id}` });
    expect(page.json()).toEqual({ code: 404, msg: '产品不存在' });
    await context.app.inject({
      method: 'PUT',
      url: `${API}/product/${hit!.id}/publish`,
      headers: bearer(token),
    });
    expect(await names({ keyword: 'Alvarinho' })).toEqual(['Vinho Verde Alvarinho']);
  });
});

describe('paging the hall', () => {
  it('cuts relevance and newest pages from one ranking, and counts past the last page', async () => {
    for (const sort of ['relevance', 'newest'] as const) {
      const first = await search({ keyword: 'cafe', sort, pageSize: 3, pageNum: 1 });
      const second = await search({ keyword: 'cafe', sort, pageSize: 3, pageNum: 2 });
      const everything = await search({ keyword: 'cafe', sort, pageSize: 100 });
      expect(everything.total).toBeGreaterThanOrEqual(6);
      expect(first.total).toBe(everything.total);
      expect([...first.rows, ...second.rows].map((hit) => hit.id)).toEqual(
        everything.rows.slice(0, 6).map((hit) => hit.id),
      );
      const beyond = await search({ keyword: 'cafe', sort, pageSize: 100, pageNum: 9 });
      expect(beyond).toMatchObject({ code: 200, rows: [], total: everything.total });
      expect(everything.totalEstimated).toBe(false);
    }
  });
});

describe('searches broader than the first walk', () => {
  const query = (fields: Partial<ProductQuery>): ProductQuery => ({
    sort: 'newest',
    language: 'zh',
    pageNum: 1,
    pageSize: 2,
    ...fields,
  });
  /** The search's own condition on the words, read without any of its walks. */
  const newestPublished = async (keyword = '', order = 'p.published_at DESC, p.id DESC') => {
    const params: unknown[] = [];
    const words = productTextCondition(keyword, (value) => `$${params.push(value)}`);
    const { rows } = await testDb.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.status = 1 AND NOT c.is_platform AND ${words} ORDER BY ${order}`,
      params,
    );
    return rows.map((row) => row.id);
  };

  it('estimates the total from the walk’s match density, and pages past the walk exactly', async () => {
    const search = new DatabaseProductSearch(testDb.db, 4);
    const all = await newestPublished();
    const now = new Date();
    // Every published product matches no filter: the density is 1 and the estimate is the count.
    const first = await search.search(query({}), now);
    expect(first).toMatchObject({
      total: Number(all.length.toPrecision(2)),
      totalEstimated: true,
    });
    expect(first.rows.map((hit) => hit.id)).toEqual(all.slice(0, 2));
    const third = await search.search(query({ pageNum: 3 }), now);
    expect(third).toMatchObject({ total: all.length, totalEstimated: false });
    expect(third.rows.map((hit) => hit.id)).toEqual(all.slice(4, 6));

    const cafe = await newestPublished('cafe');
    expect(cafe.length).toBeGreaterThan(5);
    const estimated = await search.search(query({ keyword: 'cafe' }), now);
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThanOrEqual(5);
    expect(estimated.total).toBeLessThanOrEqual(all.length);
    const exact = await search.search(query({ keyword: 'cafe', pageNum: 4 }), now);
    expect(exact).toMatchObject({ total: cafe.length, totalEstimated: false });
  });

  it('counts a search too narrow for the newest products exactly, past its first walk', async () => {
    // A window of 3 newest products for a walk of 2: 'cafe' finds fewer than 3 there, so the
    // planner's own plan finds every match and counts them.
    const search = new DatabaseProductSearch(testDb.db, 2, 1);
    const all = await newestPublished();
    const cafe = await newestPublished('cafe');
    expect(all.slice(0, 3).filter((id) => cafe.includes(id)).length).toBeLessThan(3);
    expect(cafe.length).toBeGreaterThan(3);
    const narrow = await search.search(query({ keyword: 'cafe' }), new Date());
    expect(narrow).toMatchObject({ total: cafe.length, totalEstimated: false });
    expect(narrow.rows.map((hit) => hit.id)).toEqual(cafe.slice(0, 2));
    const broad = await search.search(query({}), new Date());
    expect(broad.totalEstimated).toBe(true);
  });

  it('finds the same matches gathering them all as walking the newest', async () => {
    // The narrow path (a window of 3) against the window that holds every product.
    const narrow = new DatabaseProductSearch(testDb.db, 2, 1);
    const whole = new DatabaseProductSearch(testDb.db, 100);
    const queries: Partial<ProductQuery>[] = [
      { keyword: 'chocolate', industry: 'Cacau' },
      { keyword: '茶', hsCode: '09' },
      { keyword: 'cafe', originCountry: 'BR', pageSize: 50 },
      { keyword: '咖啡', industry: 'Cacau' },
    ];
    let found = 0;
    for (const fields of queries) {
      const expected = await whole.search(query({ pageSize: 50, ...fields }), new Date());
      const gathered = await narrow.search(query({ pageSize: 50, ...fields }), new Date());
      expect(gathered).toEqual(expected);
      found += expected.total;
    }
    expect(found).toBeGreaterThan(3);
  });

  it('walks a search by words alone in memory to the same matches as in the database', async () => {
    // Windows of 3 newest products: broad words are estimated there, narrow ones gathered.
    const inDatabase = new DatabaseProductSearch(testDb.db, 2, 1);
    const inMemory = new CachedProductSearch(new DatabaseProductSearch(testDb.db, 2, 1), 30);
    let estimated = 0;
    // 'of' is a stop word, and a query of stop words alone seeks them: in every HS name.
    for (const keyword of ['of', '0', 'cafe', '茶', 'vinho', 'oleo', 'tea', 'nada-assim']) {
      for (const sort of ['newest', 'relevance'] as const) {
        const expected = await inDatabase.search(query({ keyword, sort }), new Date());
        const walked = await inMemory.search(query({ keyword, sort }), new Date());
        expect(walked).toEqual(expected);
        if (expected.totalEstimated) estimated += 1;
      }
    }
    expect(estimated).toBeGreaterThan(0);
  });

  it('pages a search in price order whether it knows every match or estimated them', async () => {
    const search = new DatabaseProductSearch(testDb.db, 2, 1);
    for (const keyword of ['0', 'tea', 'cafe']) {
      for (const [sort, direction] of [
        ['priceAsc', 'ASC'],
        ['priceDesc', 'DESC'],
      ] as const) {
        const ids = await newestPublished(
          keyword,
          `p.price ${direction} NULLS LAST, p.published_at DESC, p.id DESC`,
        );
        for (const pageNum of [1, 2, 3]) {
          const page = await search.search(query({ keyword, sort, pageNum }), new Date());
          const expected = ids.slice((pageNum - 1) * 2, pageNum * 2);
          expect(page.rows.map((hit) => hit.id)).toEqual(expected);
        }
      }
    }
  });

  it('ranks the first walk’s matches by relevance, and the rest newest first', async () => {
    const search = new DatabaseProductSearch(testDb.db, 3);
    const cafe = await newestPublished('cafe');
    const { rows } = await search.search(
      query({ keyword: 'cafe', sort: 'relevance', pageSize: 100 }),
      new Date(),
    );
    const ids = rows.map((hit) => hit.id);
    expect([...ids.slice(0, 3)].sort()).toEqual([...cafe.slice(0, 3)].sort());
    expect(ids.slice(3)).toEqual(cafe.slice(3));
  });
});

describe('the search’s memory (PRODUCT_SEARCH_CACHE_SECONDS)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ db: testDb.db, productSearchCacheSeconds: 30 });
  });
  afterAll(() => cached.close());

  // Read by a Portuguese reader: the Portuguese product's own name.
  const cachedNames = async (prefix: string, keyword: string) => {
    const response = await cached.app.inject({
      url: `${prefix}/product/search?keyword=${encodeURIComponent(keyword)}`,
      headers: { 'accept-language': 'pt' },
    });
    return response.json<{ rows: Hit[] }>().rows.map((hit) => hit.name);
  };

  it('reuses answers, and forgets them when a product changes through either API path', async () => {
    expect(await cachedNames(API, 'Alvarinho')).toEqual(['Vinho Verde Alvarinho']);
    const { rows } = await testDb.db.query<{ id: number }>(
      "SELECT id FROM products WHERE name = 'Vinho Verde Alvarinho'",
    );
    const id = rows[0]!.id;
    // A change the process did not make (another server process) shows only once the answer expires.
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [id]);
    expect(await cachedNames(API, 'Alvarinho')).toEqual(['Vinho Verde Alvarinho']);
    await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [id]);

    const token = await login(cached.app, 'demo.pt2@example.com');
    const unpublished = await cached.app.inject({
      method: 'PUT',
      url: `/hg/api/product/${id}/unpublish`,
      headers: bearer(token),
    });
    expect(unpublished.json()).toMatchObject({ code: 200 });
    expect(await cachedNames(API, 'Alvarinho')).toEqual([]);
    await cached.app.inject({
      method: 'PUT',
      url: `${API}/product/${id}/publish`,
      headers: bearer(token),
    });
    expect(await cachedNames('/hg/api', 'Alvarinho')).toEqual(['Vinho Verde Alvarinho']);
  });

  it('walks a search’s matches once for all its pages and sorts', async () => {
    const totalOf = async (app: TestApp['app'], query: string) =>
      (await app.inject({ url: `${API}/product/search?keyword=cafe&${query}` })).json<{
        total: number;
      }>().total;
    const total = await totalOf(cached.app, 'pageSize=3');
    const { rows } = await testDb.db.query<{ id: number }>(
      "SELECT id FROM products WHERE status = 1 AND search_text LIKE '%cafe%' LIMIT 1",
    );
    // Unpublished by another process: this one's other pages and sorts of the same search still
    // count the remembered matches; a process without the memory sees the change at once.
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [rows[0]!.id]);
    try {
      expect(await totalOf(cached.app, 'pageSize=3&pageNum=2&sort=newest')).toBe(total);
      expect(await totalOf(cached.app, 'pageSize=5&sort=priceAsc')).toBe(total);
      expect(await totalOf(context.app, 'pageSize=3')).toBe(total - 1);
    } finally {
      await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [rows[0]!.id]);
    }
  });
});

describe('public product page', () => {
  it('has every field, the HS names, the receiver and related products of the heading', async () => {
    const [hit] = (await search({ keyword: '崂山绿茶' })).rows;
    const response = await context.app.inject({ url: `/hg/api/product/public/${hit!.id}` });
    const data = response.json().data;
    expect(data).toMatchObject({
      name: '崂山绿茶',
      hsCode: '090210',
      hsNames: [{ code: '09' }, { code: '0902' }, { code: '090210' }],
      brand: '崂山',
      receiverId: expect.any(Number),
      company: { name: '青岛海丰食品进出口有限公司', country: 'CN', verified: true },
    });
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.every((item: Hit) => item.hsCode.startsWith('0902'))).toBe(true);
    expect((await context.app.inject({ url: `${API}/product/public/99999999` })).json()).toEqual({
      code: 404,
      msg: '产品不存在',
    });
  });
});

describe('HS picker and enterprise list', () => {
  it('lists chapters, children and matches by code prefix or words in three languages', async () => {
    const get = async (query: string) =>
      (await context.app.inject({ url: `${API}/hs/codes${query}` })).json().data as {
        code: string;
        level: number;
        descriptionPt: string | null;
        nameZh: string | null;
        namePt: string | null;
      }[];
    const chapters = await get('');
    expect(chapters).toHaveLength(97);
    const headings = await get('?parent=09');
    expect(headings.every((entry) => entry.level === 4 && entry.code.startsWith('09'))).toBe(true);
    expect(headings[0]!.nameZh).toBe(chapters.find((c) => c.code === '09')!.nameZh);
    const subheadings = await get('?parent=0902');
    expect(subheadings.map((entry) => entry.code)).toContain('090240');
    // Each code its own Portuguese name, and its chapter's names beside it.
    expect(subheadings.find((entry) => entry.code === '090240')).toMatchObject({
      descriptionPt: expect.stringMatching(/^Chá preto \(fermentado\)/),
      namePt: chapters.find((c) => c.code === '09')!.namePt,
    });
    expect((await get('?q=' + encodeURIComponent('cha preto'))).map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['090230', '090240']),
    );
    expect((await get('?q=9999'))[0]).toMatchObject({ code: '9999', descriptionPt: null });
    expect((await get('?q=0902')).map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['0902', '090210', '090240']),
    );
    expect((await get('?q=tea')).map((entry) => entry.code)).toContain('090240');
    expect((await get('?q=' + encodeURIComponent('茶'))).map((entry) => entry.code)).toContain(
      '09',
    );
    expect((await get('?q=' + encodeURIComponent('cafe'))).map((entry) => entry.code)).toContain(
      '09',
    );
  });

  it('searches companies by words, country, industry and verification', async () => {
    // Each company named in its own language: the reader's where it is its original.
    const list = async (query: string, language = 'zh') =>
      (
        await context.app.inject({
          url: `${API}/enterprise/list?pageSize=100&${query}`,
          headers: { 'accept-language': language },
        })
      ).json();
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(14);
    expect(all.rows.map((row: { name: string }) => row.name)).not.toContain('中葡经贸门户运营中心');
    expect((await list('keyword=' + encodeURIComponent('海丰'))).rows).toEqual([
      expect.objectContaining({
        name: '青岛海丰食品进出口有限公司',
        verified: true,
        productCount: 6,
      }),
    ]);
    const pt = (await list('country=PT', 'pt')).rows;
    expect(pt.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining([
        'Lusitânia Vinhos e Azeites, Lda.',
        'Cortiça & Granito do Norte, Lda.',
      ]),
    );
    const verified = (await list('verified=true')).rows;
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(all.rows.length);
    expect(verified.every((row: { verified: boolean }) => row.verified)).toBe(true);
    expect(verified.map((row: { name: string }) => row.name)).not.toContain(
      '云南普洱茶源茶业有限公司',
    );
    expect((await list('industry=Cacau')).rows).toHaveLength(1);
  });

  it('finds companies whatever the script or accents of the query and of the name', async () => {
    const names = async (keyword: string, language = 'zh') =>
      (
        await context.app.inject({
          url: `${API}/enterprise/list?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
          headers: { 'accept-language': language },
        })
      )
        .json()
        .rows.map((row: { name: string }) => row.name);
    // A Simplified name, a Traditional query.
    expect(await names('雲南普洱')).toEqual(['云南普洱茶源茶业有限公司']);
    // A name registered in Traditional, a Simplified query.
    const { rows } = await testDb.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM companies WHERE name = '云南普洱茶源茶业有限公司'",
    );
    await testDb.db.query('UPDATE companies SET name = $2 WHERE id = $1', [
      rows[0]!.id,
      '雲南普洱茶源茶業有限公司',
    ]);
    try {
      expect(await names('云南 茶业')).toEqual(['雲南普洱茶源茶業有限公司']);
    } finally {
      await testDb.db.query('UPDATE companies SET name = $2 WHERE id = $1', [
        rows[0]!.id,
        rows[0]!.name,
      ]);
    }
    // Portuguese with or without accents, either way round.
    // Named so first, then a company found through its products (its cork stoppers).
    expect(await names('cortica', 'pt')).toEqual([
      'Cortiça & Granito do Norte, Lda.',
      'Lusitânia Vinhos e Azeites, Lda.',
    ]);
    expect(await names('LUSITÂNIA', 'pt')).toEqual(['Lusitânia Vinhos e Azeites, Lda.']);
    expect(await names('lusitania azeites', 'pt')).toEqual(['Lusitânia Vinhos e Azeites, Lda.']);
    expect(await names('雲南 不存在')).toEqual([]);
  });
});

describe('Traditional and Simplified Chinese (issue #12)', () => {
  it('finds the Simplified-named demo products with a Traditional query', async () => {
    expect(await names({ keyword: '綠茶' })).toContain('崂山绿茶');
    expect(await names({ keyword: '嶗山綠茶' })).toEqual(['崂山绿茶']);
    expect(await names({ keyword: '普洱熟茶餅' })).toEqual(['普洱熟茶饼 357克']);
    expect(await names({ keyword: '熟茶餅', sort: 'relevance' })).toEqual(['普洱熟茶饼 357克']);
    // Every word must match, in either script.
    expect(await names({ keyword: '普洱 熟茶餅' })).toEqual(['普洱熟茶饼 357克']);
    expect(await names({ keyword: '綠茶 不存在' })).toEqual([]);
  });

  it('finds a product saved with a Traditional name by a Simplified query, and the other way', async () => {
    const token = await login(context.app, 'demo.mo@example.com');
    const created = await context.app.inject({
      method: 'POST',
      url: `${API}/product`,
      headers: bearer(token),
      payload: {
        name: '凍頂烏龍茶',
        spec: '150克',
        origin: '臺灣南投',
        unit: '罐',
        hsCode: '090230',
      },
    });
    expect(created.json()).toMatchObject({ code: 200 });
    const id = created.json().data.id as number;
    const published = await context.app.inject({
      method: 'PUT',
      url: `${API}/product/${id}/publish`,
      headers: bearer(token),
    });
    expect(published.json()).toMatchObject({ code: 200 });

    const { rows } = await testDb.db.query<{ search_text: string }>(
      'SELECT search_text FROM products WHERE id = $1',
      [id],
    );
    // Simplified, in sections: the name, then spec, origin and HS code.
    expect(rows[0]!.search_text).toMatch(/^ 冻顶乌龙茶 \| 150 克 \/ 台湾南投 \/ 090230 \| /);
    for (const keyword of ['冻顶乌龙', '凍頂烏龍', '乌龙茶 台湾', '烏龍茶 臺灣']) {
      expect(await names({ keyword })).toEqual(['凍頂烏龍茶']);
    }
    // The company's own list searches the same text.
    const own = await context.app.inject({
      url: `${API}/product/ownList?keyword=${encodeURIComponent('冻顶')}`,
      headers: bearer(token),
    });
    expect(own.json().rows.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('leaves Portuguese and accents as they were', async () => {
    for (const keyword of ['azeite', 'AZEITÉ', 'Ａｚｅｉｔｅ']) {
      expect(await names({ keyword })).toContain('Azeite Virgem Extra');
    }
    expect(await names({ keyword: 'CORTIÇA' })).toEqual(
      expect.arrayContaining(['Rolhas de cortiça natural', 'Rolhas de cortiça aglomerada']),
    );
  });

  it('finds a Simplified demand with a Traditional query', async () => {
    const titles = async (keyword: string) =>
      (
        await context.app.inject({
          url: `${API}/demand/search?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
        })
      )
        .json<{ rows: { title: string }[] }>()
        .rows.map((row) => row.title);
    expect(await titles('特級初榨橄欖油')).toEqual(['葡萄牙特级初榨橄榄油（500 毫升瓶装）']);
    expect(await titles('採購巴西')).toEqual(['采购巴西阿拉比卡咖啡生豆']);
  });

  it('matches a Traditional query against the HS chapters’ Chinese names', async () => {
    const codes = async (q: string) =>
      (
        (await context.app.inject({ url: `${API}/hs/codes?q=${encodeURIComponent(q)}` })).json()
          .data as { code: string }[]
      ).map((entry) => entry.code);
    expect(await codes('馬黛茶')).toContain('09');
    expect(await codes('马黛茶')).toContain('09');
  });
});
