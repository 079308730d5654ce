import { API, createTestApp, openTestDb, type TestApp, type TestDb } from '../helpers';
import { DEMO_NEWS } from '../../src/scripts/demo-news';

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

const get = async (url: string) => (await context.app.inject({ url: `${API}${url}` })).json();

describe('reference data', () => {
  const count = async (sql: string) => (await testDb.db.query<{ n: number }>(sql)).rows[0]!.n;

  it('holds the HS nomenclature and the trade series', async () => {
    // 6,940 rows in the file: 6,939 codes plus the tree's root, which is not stored.
    expect(await count('SELECT count(*)::int AS n FROM hs_codes')).toBe(6939);
    expect(await count('SELECT count(*)::int AS n FROM hs_codes WHERE level = 2')).toBe(97);
    expect(await count('SELECT count(*)::int AS n FROM hs_sections')).toBe(21);
    expect(await count('SELECT min(year)::int AS n FROM trade_by_year')).toBe(2003);
    expect(await count('SELECT max(year)::int AS n FROM trade_by_year')).toBe(2024);
    expect(await count('SELECT count(*)::int AS n FROM trade_top_chapters')).toBe(1804);
  });

  it('names headings and subheadings in Portuguese from the Mercosur nomenclature', async () => {
    const { rows } = await testDb.db.query<{
      code: string;
      name_zh: string | null;
      name_pt: string | null;
    }>(
      "SELECT code, name_zh, name_pt FROM hs_codes WHERE code IN ('0902', '090240', '2204', '220410', '9999') ORDER BY code",
    );
    expect(rows).toEqual([
      { code: '0902', name_zh: null, name_pt: 'Chá, mesmo aromatizado' },
      {
        code: '090240',
        name_zh: null,
        name_pt:
          'Chá preto (fermentado) e chá parcialmente fermentado, apresentados de qualquer outra forma',
      },
      { code: '2204', name_zh: null, name_pt: expect.stringMatching(/^Vinhos de uvas frescas/) },
      { code: '220410', name_zh: null, name_pt: 'Vinhos espumantes e vinhos espumosos' },
      // UN Comtrade's catch-all is no HS code: the NCM has no name for it, English stays.
      { code: '9999', name_zh: null, name_pt: null },
    ]);
    const unnamed = 'SELECT count(*)::int AS n FROM hs_codes WHERE level > 2 AND name_pt IS NULL';
    expect(await count(unnamed)).toBe(2);
  });
});

describe('portal routes', () => {
  it('serves trade statistics for China and Macau', async () => {
    const body = await get('/statistics');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ source: 'UN Comtrade', currency: 'USD' });
    for (const reporter of ['china', 'macau']) {
      const stats = body.data[reporter];
      expect(stats.firstYear).toBe(2003);
      expect(stats.latestYear).toBe(2024);
      expect(stats.byYear).toHaveLength(22);
      expect(stats.latestByPartner.length).toBeGreaterThan(0);
    }
    const china = body.data.china;
    expect(china.latestByPartner[0].partner).toBe('Brazil');
    expect(china.latestByPartner).toHaveLength(9);
    // 2003's partners as reported, with Guinea-Bissau's total (left empty by the source, which
    // reports its exports alone) completed from that flow.
    expect(china.byYear[0]).toMatchObject({ year: 2003, totalTradeUsd: 11442941157 });
  });

  it('lists news by page, newest first', async () => {
    const first = await get('/news/list?pageNum=1&pageSize=2');
    expect(first).toMatchObject({ code: 200, total: DEMO_NEWS.length });
    expect(first.rows).toHaveLength(2);
    const dates = first.rows.map((row: { publishedAt: string }) => Date.parse(row.publishedAt));
    expect(dates[0]).toBeGreaterThanOrEqual(dates[1]);
    const last = await get('/news/list?pageNum=3&pageSize=2');
    expect(last.rows).toHaveLength(2);
    const portuguese = await get('/news/list?lang=pt');
    expect(portuguese.total).toBe(DEMO_NEWS.filter((item) => item.lang === 'pt').length);
    expect(portuguese.rows.every((row: { lang: string }) => row.lang === 'pt')).toBe(true);
  });

  it('rejects a bad page size', async () => {
    const body = await get('/news/list?pageSize=0');
    expect(body.code).toBe(400);
    expect(body.msg).toContain('pageSize');
  });

  it('serves one news item with its full text, publicly', async () => {
    const [listed] = (await get('/news/list?lang=pt&pageSize=1')).rows;
    const body = await get(`/news/${listed.id}`);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: listed.id,
      title: listed.title,
      summary: listed.summary,
      content: expect.any(String),
      lang: 'pt',
      publishedAt: listed.publishedAt,
    });
    expect(body.data.content.length).toBeGreaterThan(0);
  });

  it('answers a missing news id with 404 and a malformed one with 400', async () => {
    expect(await get('/news/999999')).toEqual({ code: 404, msg: '新闻不存在' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/news/${id}`)).code).toBe(400);
    }
  });

  it('lists the 97 HS chapters in three languages', async () => {
    const body = await get('/hs/chapters');
    expect(body.data).toHaveLength(97);
    expect(body.data.find((chapter: { code: string }) => chapter.code === '09')).toEqual({
      code: '09',
      section: 'II',
      nameEn: 'Coffee, tea, mate and spices',
      nameZh: '咖啡、茶、马黛茶及调味香料',
      namePt: 'Café, chá, mate e especiarias',
    });
    for (const chapter of body.data) {
      expect(chapter.nameZh).toBeTruthy();
      expect(chapter.namePt).toBeTruthy();
    }
  });
});
