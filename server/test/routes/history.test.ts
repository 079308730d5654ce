import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
let context: TestApp;
const clock = testClock();
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';

let macauCompany: number;
let platformCompany: number;
let portWine: number;
let ptDraft: number;
let newsIds: number[];

const idOf = async (sql: string, params: unknown[] = []) =>
  (await testDb.db.query<{ id: number }>(sql, params)).rows[0]!.id;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT]) tokens[user] = await login(context.app, user);
  macauCompany = await idOf("SELECT id FROM companies WHERE name = '澳门中葡商贸服务有限公司'");
  platformCompany = await idOf('SELECT id FROM companies WHERE is_platform');
  portWine = await idOf("SELECT id FROM products WHERE name = 'Vinho do Porto Tawny 10 Anos'");
  ptDraft = await idOf(
    `INSERT INTO products (company_id, name, price, unit, status)
     SELECT company_id, 'Vinho novo', 12, 'garrafa', 0 FROM products WHERE id = $1 RETURNING id`,
    [portWine],
  );
  newsIds = (
    await testDb.db.query<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 3')
  ).rows.map((row) => row.id);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'DELETE';

/** As the API client asks: in the UI's language (Simplified Chinese unless told). */
const call = async (
  user: string,
  method: Method,
  url: string,
  payload?: object,
  language = 'zh-CN',
) => {
  clock.advance(60_000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...bearer(tokens[user]!), 'accept-language': language },
      ...(payload && { payload }),
    })
  ).json();
};

const view = (user: string, entityType: string, entityId: number, extra = {}) =>
  call(user, 'POST', '/browsingHistory', { entityType, entityId, ...extra });

const history = (user: string, query = '', language?: string) =>
  call(user, 'GET', `/browsingHistory/listByViewId${query}`, undefined, language);

describe('recording views', () => {
  it('records a view with the entity’s title, subtitle and link', async () => {
    expect(await view(TEA_SUB, 'product', portWine, { deviceInfo: 'iPhone Safari' })).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    const body = await history(TEA_SUB);
    expect(body.total).toBe(1);
    expect(body.rows[0]).toEqual({
      id: expect.any(Number),
      entityType: 'product',
      entityId: portWine,
      // A Chinese reader: the Portuguese wine and its company in Chinese, as the author gave them.
      title: '10年陈酿茶色波特葡萄酒',
      textLanguage: 'zh',
      machineTranslated: false,
      subtitle: '卢西塔尼亚葡萄酒与橄榄油有限公司 · EUR 18.50',
      link: `/productDetail?id=${portWine}`,
      viewCount: 1,
      viewTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deviceInfo: 'iPhone Safari',
    });
  });

  it('updates the one row on a repeat view: time, count and device, moved to the top', async () => {
    await view(TEA_SUB, 'company', macauCompany);
    const before = (await history(TEA_SUB)).rows;
    expect(before.map((row: { entityType: string }) => row.entityType)).toEqual([
      'company',
      'product',
    ]);
    await view(TEA_SUB, 'product', portWine, { deviceInfo: 'Android Chrome', viewIp: '8.8.8.8' });
    const after = await history(TEA_SUB);
    expect(after.total).toBe(2);
    const [top, second] = after.rows;
    expect(top).toMatchObject({
      id: before[1].id,
      entityId: portWine,
      viewCount: 2,
      deviceInfo: 'Android Chrome',
    });
    expect(Date.parse(top.viewTime)).toBeGreaterThan(Date.parse(before[1].viewTime));
    expect(second).toMatchObject({
      entityType: 'company',
      subtitle: 'MO · 贸易服务',
      viewCount: 1,
    });
  });

  it('stores the address the server sees, not the client’s claim', async () => {
    const { rows } = await testDb.db.query<{ view_ip: string }>(
      'SELECT view_ip FROM browsing_history WHERE entity_id = $1',
      [portWine],
    );
    expect(rows).toEqual([{ view_ip: '127.0.0.1' }]);
  });

  it('refuses unsupported types, hidden or missing entities and bad bodies', async () => {
    expect(await view(TEA_SUB, 'demand', 1)).toEqual({ code: 400, msg: '不支持的内容类型' });
    const missing = { code: 404, msg: '内容不存在' };
    expect(await view(TEA_SUB, 'product', ptDraft)).toEqual(missing);
    expect(await view(TEA_SUB, 'company', platformCompany)).toEqual(missing);
    expect(await view(TEA_SUB, 'news', 999999)).toEqual(missing);
    expect((await view(TEA_SUB, 'news', -1)).code).toBe(400);
    expect((await view(TEA_SUB, 'news', newsIds[0]!, { deviceInfo: 'x'.repeat(201) })).code).toBe(
      400,
    );
    expect(await view(TEA_SUB, 'news', newsIds[0]!, { viewCount: 9 })).toEqual({
      code: 400,
      msg: '不支持的参数：viewCount',
    });
    expect((await history(TEA_SUB)).total).toBe(2);
    // The owning company's members see its unpublished product.
    expect((await view(PT, 'product', ptDraft)).code).toBe(200);
  });
});

describe('listing history', () => {
  it('pages by latest view, filters by type and shows only the caller’s own', async () => {
    for (const id of newsIds) await view(TEA, 'news', id);
    await view(TEA, 'product', portWine);
    const first = await history(TEA, '?pageNum=1&pageSize=3');
    expect(first.total).toBe(4);
    expect(first.rows.map((row: { entityId: number }) => row.entityId)).toEqual([
      portWine,
      newsIds[2],
      newsIds[1],
    ]);
    const second = await history(TEA, '?pageNum=2&pageSize=3');
    expect(second.total).toBe(4);
    expect(second.rows.map((row: { entityId: number }) => row.entityId)).toEqual([newsIds[0]]);
    const news = await history(TEA, '?entityType=news');
    expect(news.total).toBe(3);
    expect(news.rows[0].link).toBe(`/newsInfo?id=${newsIds[2]}`);
    expect((await history(TEA, '?entityType=demand')).msg).toBe('不支持的内容类型');
    expect((await history(TEA_SUB)).total).toBe(2);
  });

  it('keeps an entry whose entity became invisible, without its title', async () => {
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [portWine]);
    const [top] = (await history(TEA)).rows;
    expect(top).toMatchObject({ entityId: portWine, title: null, subtitle: null, link: null });
    await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [portWine]);
  });
});

describe('history in the reader’s language', () => {
  it('names a Chinese product in Portuguese for a Portuguese reader, the original where none', async () => {
    const teaCake = await idOf("SELECT id FROM products WHERE name = '普洱熟茶饼 357克'");
    const untranslated = await idOf(
      `INSERT INTO products (company_id, name, price, unit, status)
       SELECT company_id, '新品岩茶', 88, '盒', 1 FROM products WHERE id = $1 RETURNING id`,
      [teaCake],
    );
    await view(PT, 'product', teaCake);
    await view(PT, 'product', untranslated);
    const [plain, cake] = (await history(PT, '?entityType=product', 'pt-PT')).rows;
    expect(cake).toMatchObject({
      entityId: teaCake,
      title: 'Chá Pu-erh maturado, bolo de 357 g',
      textLanguage: 'pt',
      machineTranslated: false,
      subtitle: "Yunnan Pu'er Chayuan, Comércio de Chá, Lda. · CNY 268.00",
    });
    expect(plain).toMatchObject({ entityId: untranslated, title: '新品岩茶', textLanguage: 'zh' });
    await call(PT, 'DELETE', `/browsingHistory/${plain.id}`);
    await call(PT, 'DELETE', `/browsingHistory/${cake.id}`);
    await testDb.db.query('DELETE FROM products WHERE id = $1', [untranslated]);
  });
});

describe('removing history', () => {
  it('removes one own entry; another member’s id answers like a missing one', async () => {
    const [target] = (await history(TEA)).rows;
    const notFound = { code: 404, msg: '记录不存在' };
    expect(await call(TEA_SUB, 'DELETE', `/browsingHistory/${target.id}`)).toEqual(notFound);
    expect(await call(PT, 'DELETE', `/browsingHistory/${target.id}`)).toEqual(notFound);
    expect(await call(TEA, 'DELETE', '/browsingHistory/999999')).toEqual(notFound);
    expect((await history(TEA)).total).toBe(4);
    expect(await call(TEA, 'DELETE', `/browsingHistory/${target.id}`)).toEqual({
      code: 200,
      msg: '删除成功',
      data: null,
    });
    expect(await call(TEA, 'DELETE', `/browsingHistory/${target.id}`)).toEqual(notFound);
    expect((await history(TEA)).total).toBe(3);
    expect((await call(TEA, 'DELETE', '/browsingHistory/abc')).code).toBe(400);
  });

  it('clears all of the caller’s history and nobody else’s', async () => {
    expect(await call(TEA, 'DELETE', '/browsingHistory/clear')).toEqual({
      code: 200,
      msg: '已清空浏览记录',
      data: null,
    });
    expect((await history(TEA)).total).toBe(0);
    expect((await history(TEA_SUB)).total).toBe(2);
    expect((await history(PT)).total).toBe(1);
  });
});
