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

const ids = {
  teaCompany: 0,
  macauCompany: 0,
  platformCompany: 0,
  teaCake: 0,
  silverNeedle: 0,
  teaDraft: 0,
  ptProducts: [] as number[],
  news: 0,
  longNews: 0,
};

const idOf = async (sql: string, params: unknown[] = []) =>
  (await testDb.db.query<{ id: number }>(sql, params)).rows[0]!.id;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT]) tokens[user] = await login(context.app, user);
  ids.teaCompany = await idOf("SELECT id FROM companies WHERE name = '云南普洱茶源茶业有限公司'");
  ids.macauCompany = await idOf("SELECT id FROM companies WHERE name = '澳门中葡商贸服务有限公司'");
  ids.platformCompany = await idOf('SELECT id FROM companies WHERE is_platform');
  ids.teaCake = await idOf("SELECT id FROM products WHERE name = '普洱熟茶饼 357克'");
  ids.silverNeedle = await idOf("SELECT id FROM products WHERE name = '白毫银针'");
  ids.teaDraft = await idOf(
    `INSERT INTO products (company_id, name, price, unit, status) VALUES ($1, '未上架新茶', 99, '盒', 0)
     RETURNING id`,
    [ids.teaCompany],
  );
  ids.ptProducts = (
    await testDb.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE c.country = 'PT' ORDER BY p.id`,
    )
  ).rows.map((row) => row.id);
  ids.news = await idOf(
    `INSERT INTO news (title, summary, content, lang, published_at)
     VALUES ('中葡论坛召开', '简短摘要', '正文', 'zh', now()) RETURNING id`,
  );
  ids.longNews = await idOf(
    `INSERT INTO news (title, summary, content, lang, published_at)
     VALUES ('长摘要新闻', $1, '正文', 'zh', now()) RETURNING id`,
    ['摘'.repeat(250)],
  );
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
  clock.advance(1000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...bearer(tokens[user]!), 'accept-language': language },
      ...(payload && { payload }),
    })
  ).json();
};

const favourite = (user: string, entityType: string, entityId: number, extra = {}) =>
  call(user, 'POST', '/collectionRecords', { entityType, entityId, ...extra });

const list = (user: string, query = '', language?: string) =>
  call(user, 'GET', `/collectionRecords/list${query}`, undefined, language);

describe('adding favourites', () => {
  it('adds a product once: favouriting it again answers the same record', async () => {
    const first = await favourite(TEA_SUB, 'product', ids.teaCake, {
      viewIp: '203.0.113.9',
      deviceInfo: 'Chrome 120 / Windows',
    });
    expect(first).toEqual({ code: 200, msg: '收藏成功', data: { id: expect.any(Number) } });
    const again = await favourite(TEA_SUB, 'product', ids.teaCake);
    expect(again.data.id).toBe(first.data.id);
    expect((await list(TEA_SUB)).total).toBe(1);
  });

  it('records the address the server sees, not the one the client claims', async () => {
    const { rows } = await testDb.db.query<{ view_ip: string; device_info: string }>(
      'SELECT view_ip, device_info FROM favourites WHERE entity_id = $1',
      [ids.teaCake],
    );
    expect(rows).toEqual([{ view_ip: '127.0.0.1', device_info: 'Chrome 120 / Windows' }]);
  });

  it('shows title, subtitle and link of each type', async () => {
    await favourite(TEA_SUB, 'product', ids.silverNeedle);
    await favourite(TEA_SUB, 'company', ids.macauCompany);
    await favourite(TEA_SUB, 'news', ids.longNews);
    const body = await list(TEA_SUB);
    expect(body.code).toBe(200);
    expect(body.total).toBe(4);
    expect(body.rows.map((row: { title: string }) => row.title)).toEqual([
      '长摘要新闻',
      '澳门中葡商贸服务有限公司',
      '白毫银针',
      '普洱熟茶饼 357克',
    ]);
    const [news, company, needle, cake] = body.rows;
    expect(news).toMatchObject({
      entityType: 'news',
      entityId: ids.longNews,
      subtitle: '摘'.repeat(200),
      link: `/newsInfo?id=${ids.longNews}`,
    });
    expect(company).toMatchObject({
      subtitle: 'MO · 贸易服务',
      link: `/enterpriseInfo?id=${ids.macauCompany}`,
    });
    expect(needle.subtitle).toBe('云南普洱茶源茶业有限公司 · 面议');
    expect(cake).toEqual({
      id: expect.any(Number),
      entityType: 'product',
      entityId: ids.teaCake,
      title: '普洱熟茶饼 357克',
      textLanguage: 'zh',
      machineTranslated: false,
      subtitle: '云南普洱茶源茶业有限公司 · CNY 268.00',
      link: `/productDetail?id=${ids.teaCake}`,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses unsupported types with 400 and hidden or missing entities with 404', async () => {
    for (const entityType of ['demand', 'order', 'constructor']) {
      expect(await favourite(TEA_SUB, entityType, 1)).toEqual({
        code: 400,
        msg: '不支持的内容类型',
      });
    }
    const missing = { code: 404, msg: '内容不存在' };
    expect(await favourite(PT, 'product', ids.teaDraft)).toEqual(missing);
    expect(await favourite(PT, 'company', ids.platformCompany)).toEqual(missing);
    expect(await favourite(PT, 'product', 999999)).toEqual(missing);
    expect(await favourite(PT, 'news', 999999)).toEqual(missing);
    expect((await list(PT)).total).toBe(0);
    // The own company's unpublished product is visible to its members.
    expect((await favourite(TEA, 'product', ids.teaDraft)).code).toBe(200);
  });

  it('validates the body and refuses unknown fields', async () => {
    expect((await favourite(PT, 'product', 0)).code).toBe(400);
    expect((await favourite(PT, 'product', 1.5)).code).toBe(400);
    expect((await call(PT, 'POST', '/collectionRecords', { entityId: ids.teaCake })).msg).toBe(
      '缺少必填参数：entityType',
    );
    expect((await favourite(PT, 'product', ids.teaCake, { deviceInfo: 'x'.repeat(201) })).msg).toBe(
      '参数 deviceInfo 不能超过 200 个字符',
    );
    expect(await favourite(PT, 'product', ids.teaCake, { memberId: 1 })).toEqual({
      code: 400,
      msg: '不支持的参数：memberId',
    });
    expect((await list(PT)).total).toBe(0);
  });
});

describe('listing favourites', () => {
  it('pages newest first and filters by type', async () => {
    for (const id of ids.ptProducts) await favourite(PT, 'product', id);
    await favourite(PT, 'news', ids.news);
    const total = ids.ptProducts.length + 1;
    const first = await list(PT, '?pageNum=1&pageSize=2');
    expect(first.total).toBe(total);
    expect(first.rows.map((row: { entityId: number }) => row.entityId)).toEqual([
      ids.news,
      ids.ptProducts.at(-1),
    ]);
    const second = await list(PT, '?pageNum=2&pageSize=2');
    expect(second.total).toBe(total);
    expect(second.rows.map((row: { entityId: number }) => row.entityId)).toEqual(
      ids.ptProducts.slice(0, -1).reverse().slice(0, 2),
    );
    const products = await list(PT, '?entityType=product');
    expect(products.total).toBe(ids.ptProducts.length);
    expect(products.rows.every((row: { entityType: string }) => row.entityType === 'product')).toBe(
      true,
    );
    expect(await list(PT, '?entityType=demand')).toEqual({
      code: 400,
      msg: '不支持的内容类型',
    });
  });

  it('keeps a favourite whose entity is no longer visible, without its title', async () => {
    const [withdrawn] = ids.ptProducts;
    await favourite(TEA, 'product', withdrawn!);
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [withdrawn]);
    const find = (rows: { entityId: number }[]) => rows.find((row) => row.entityId === withdrawn);
    expect(find((await list(TEA)).rows)).toMatchObject({
      entityType: 'product',
      title: null,
      subtitle: null,
      link: null,
    });
    // Its own company still sees its withdrawn product.
    expect(find((await list(PT, '', 'pt-PT')).rows)).toMatchObject({
      title: 'Vinho do Porto Tawny 10 Anos',
    });
    await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [withdrawn]);
  });

  it('shows each member only their own favourites', async () => {
    const main = await list(TEA);
    expect(main.total).toBe(2);
    expect(main.rows.map((row: { entityId: number }) => row.entityId)).toEqual([
      ids.ptProducts[0],
      ids.teaDraft,
    ]);
  });

  it('tells whether an entity is a favourite', async () => {
    const own = (await list(TEA_SUB, '?entityType=product')).rows.find(
      (row: { entityId: number }) => row.entityId === ids.teaCake,
    );
    expect(
      await call(
        TEA_SUB,
        'GET',
        `/collectionRecords/check?entityType=product&entityId=${ids.teaCake}`,
      ),
    ).toEqual({ code: 200, msg: '操作成功', data: { id: own.id } });
    expect(
      (await call(PT, 'GET', `/collectionRecords/check?entityType=product&entityId=${ids.teaCake}`))
        .data,
    ).toEqual({ id: null });
    expect(
      (await call(PT, 'GET', '/collectionRecords/check?entityType=demand&entityId=1')).msg,
    ).toBe('不支持的内容类型');
  });
});

describe('favourites in the reader’s language', () => {
  it('names a Chinese product and its company in Portuguese for a Portuguese reader', async () => {
    const pt = (await list(TEA_SUB, '?entityType=product', 'pt-PT')).rows;
    const cake = pt.find((row: { entityId: number }) => row.entityId === ids.teaCake);
    expect(cake).toMatchObject({
      title: 'Chá Pu-erh maturado, bolo de 357 g',
      textLanguage: 'pt',
      machineTranslated: false,
      subtitle: "Yunnan Pu'er Chayuan, Comércio de Chá, Lda. · CNY 268.00",
    });
    const en = (await list(TEA_SUB, '?entityType=company', 'en')).rows;
    expect(en[0]).toMatchObject({ entityId: ids.macauCompany, textLanguage: 'en' });
    // A Traditional Chinese reader gets the author's Traditional text.
    const cht = (await list(TEA_SUB, '?entityType=product', 'zh-Hant')).rows;
    expect(cht.find((row: { entityId: number }) => row.entityId === ids.teaCake)).toMatchObject({
      title: '普洱熟茶餅 357克',
      textLanguage: 'cht',
    });
  });

  it('shows the original, marked with its language, where the reader’s is missing', async () => {
    const own = (await list(TEA, '?entityType=product', 'pt-PT')).rows;
    expect(own.find((row: { entityId: number }) => row.entityId === ids.teaDraft)).toMatchObject({
      title: '未上架新茶',
      textLanguage: 'zh',
      machineTranslated: false,
    });
  });

  it('marks an unreviewed machine translation as such', async () => {
    const { rows } = await testDb.db.query<{ translations: object }>(
      'SELECT translations FROM products WHERE id = $1',
      [ids.silverNeedle],
    );
    await testDb.db.query('UPDATE products SET translations = $2 WHERE id = $1', [
      ids.silverNeedle,
      JSON.stringify({ ...rows[0]!.translations, en: { name: 'Silver needle', machine: true } }),
    ]);
    try {
      const en = (await list(TEA_SUB, '?entityType=product', 'en')).rows;
      expect(
        en.find((row: { entityId: number }) => row.entityId === ids.silverNeedle),
      ).toMatchObject({ title: 'Silver needle', textLanguage: 'en', machineTranslated: true });
    } finally {
      await testDb.db.query('UPDATE products SET translations = $2 WHERE id = $1', [
        ids.silverNeedle,
        JSON.stringify(rows[0]!.translations),
      ]);
    }
  });

  it('keeps a news item in the language it was written in', async () => {
    const news = (await list(TEA_SUB, '?entityType=news', 'pt-PT')).rows;
    expect(news[0]).toMatchObject({ title: '长摘要新闻', textLanguage: 'zh' });
  });
});

describe('removing favourites', () => {
  it('removes an own favourite; another member’s id answers like a missing one', async () => {
    const [target] = (await list(TEA_SUB)).rows;
    const notFound = { code: 404, msg: '记录不存在' };
    expect(await call(PT, 'DELETE', `/collectionRecords/${target.id}`)).toEqual(notFound);
    expect(await call(TEA, 'DELETE', `/collectionRecords/${target.id}`)).toEqual(notFound);
    expect(await call(PT, 'DELETE', '/collectionRecords/999999')).toEqual(notFound);
    expect((await list(TEA_SUB)).total).toBe(4);

    expect(await call(TEA_SUB, 'DELETE', `/collectionRecords/${target.id}`)).toEqual({
      code: 200,
      msg: '删除成功',
      data: null,
    });
    expect(await call(TEA_SUB, 'DELETE', `/collectionRecords/${target.id}`)).toEqual(notFound);
    const after = await list(TEA_SUB);
    expect(after.total).toBe(3);
    expect(after.rows.map((row: { id: number }) => row.id)).not.toContain(target.id);
  });

  it('needs a signed-in member', async () => {
    const response = await context.app.inject({ url: `${API}/collectionRecords/list` });
    expect(response.json().code).toBe(401);
  });
});
