import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';

/**
 * The own-product API's languages and trade terms (issue #34, docs/supply.md): an author writes a
 * product in its original language and any others, and says what a buyer filters by.
 */

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const PT = 'demo.pt@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, PT]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

async function call(user: string, method: Method, url: string, payload?: object, language = 'zh') {
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(tokens[user]!), 'accept-language': language },
    ...(payload && { payload }),
  });
  return response.json();
}

const detail = async (user: string, id: number) => (await call(user, 'GET', `/product/${id}`)).data;

let modelNumber = 0;
/** A valid product body of its own model (a same-model product would be refused). */
function product<Extra extends object = object>(extra = {} as Extra) {
  modelNumber += 1;
  return {
    name: '普洱熟茶饼',
    spec: `${modelNumber * 10 + 7} g`,
    unit: '饼',
    hsCode: '090240',
    price: '12.5',
    ...extra,
  };
}

describe('the languages of an own product', () => {
  it('keeps the original language and the translations, and says which languages are missing', async () => {
    const created = await call(
      TEA,
      'POST',
      '/product',
      product({
        originalLanguage: 'zh',
        description: '云南勐海熟茶',
        translations: {
          pt: { name: ' Chá Pu-erh prensado ', description: 'Chá de Menghai', machine: true },
          en: { name: '  ', description: '' },
        },
      }),
    );
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect(await detail(TEA, id)).toMatchObject({
      name: '普洱熟茶饼',
      originalLanguage: 'zh',
      translations: {
        pt: { name: 'Chá Pu-erh prensado', description: 'Chá de Menghai', machine: true },
      },
      missingLanguages: ['cht', 'en'],
    });

    // Saved again without the machine mark: the author has reviewed the Portuguese text.
    const body = product({
      originalLanguage: 'zh',
      translations: {
        pt: { name: 'Chá Pu-erh prensado', description: 'Chá de Menghai' },
        en: { name: 'Ripe Pu-erh tea cake', machine: true },
      },
    });
    expect((await call(TEA, 'PUT', `/product/${id}`, body)).code).toBe(200);
    const edited = await detail(TEA, id);
    expect(edited.translations).toEqual({
      pt: { name: 'Chá Pu-erh prensado', description: 'Chá de Menghai' },
      en: { name: 'Ripe Pu-erh tea cake', machine: true },
    });
    expect(edited.missingLanguages).toEqual(['cht']);
    // Every language is searched: the own list finds the product by its English name.
    const found = await call(
      TEA,
      'GET',
      `/product/ownList?keyword=${encodeURIComponent('tea cake')}`,
    );
    expect(found.rows.map((row: { id: number }) => row.id)).toContain(id);

    // A client that says nothing of languages leaves them as they are.
    const withoutLanguages: Record<string, unknown> = { ...body };
    delete withoutLanguages.translations;
    delete withoutLanguages.originalLanguage;
    expect((await call(TEA, 'PUT', `/product/${id}`, withoutLanguages)).code).toBe(200);
    expect((await detail(TEA, id)).translations).toEqual(edited.translations);
  });

  it('takes a new product to be in the author’s UI language unless the form says', async () => {
    const id = (await call(PT, 'POST', '/product', product({ name: 'Azeite virgem' }), 'pt')).data
      .id;
    expect(await detail(PT, id)).toMatchObject({
      originalLanguage: 'pt',
      translations: {},
      missingLanguages: ['zh', 'cht', 'en'],
    });
  });

  it('refuses a translation of the original language and a language without the name, in the reader’s language', async () => {
    const original = product({
      originalLanguage: 'pt',
      name: 'Vinho do Porto',
      translations: { pt: { name: 'Vinho do Porto tawny' } },
    });
    expect(await call(PT, 'POST', '/product', original)).toEqual({
      code: 400,
      msg: '原文语言无需另填译文',
    });
    expect((await call(PT, 'POST', '/product', original, 'pt')).msg).toBe(
      'A língua original não precisa de tradução',
    );
    const nameless = product({
      originalLanguage: 'pt',
      name: 'Vinho do Porto',
      translations: { zh: { name: '波特酒' }, en: { description: 'Aged in oak' } },
    });
    expect(await call(PT, 'POST', '/product', nameless)).toEqual({
      code: 400,
      msg: '英语版本缺少产品名称',
    });
    expect((await call(PT, 'POST', '/product', nameless, 'en')).msg).toBe(
      'The English version has no product name',
    );
    expect((await call(PT, 'POST', '/product', nameless, 'cht')).msg).toBe('英語版本缺少產品名稱');
    const tooLong = product({ translations: { pt: { name: 'x'.repeat(101) } } });
    expect((await call(TEA, 'POST', '/product', tooLong)).code).toBe(400);
    const unknownLanguage = product({ translations: { es: { name: 'Té' } } });
    expect(await call(TEA, 'POST', '/product', unknownLanguage)).toEqual({
      code: 400,
      msg: '不支持的参数：translations.es',
    });
    const unknownField = product({ translations: { pt: { name: 'Chá', title: 'Chá' } } });
    expect((await call(TEA, 'POST', '/product', unknownField)).msg).toBe(
      '不支持的参数：translations.pt.title',
    );
  });

  it('answers another company’s product like a missing one and leaves it unchanged', async () => {
    const id = (
      await call(TEA, 'POST', '/product', product({ translations: { en: { name: 'Tea' } } }))
    ).data.id;
    const intruding = product({ translations: { en: { name: 'Not tea' } } });
    expect(await call(PT, 'PUT', `/product/${id}`, intruding)).toEqual({
      code: 404,
      msg: '产品不存在',
    });
    expect(await call(PT, 'GET', `/product/${id}`)).toEqual({ code: 404, msg: '产品不存在' });
    expect((await detail(TEA, id)).translations).toEqual({ en: { name: 'Tea' } });
  });
});

describe('the trade terms of an own product', () => {
  const terms = {
    minOrderQuantity: '100',
    priceTiers: [
      { minQuantity: '100', price: '12.50' },
      { minQuantity: '500', price: '11' },
      { minQuantity: '1000.5', price: '9.8' },
    ],
    leadTimeDays: 15,
    incoterm: 'FOB',
    incotermPlace: 'Xiamen',
    packaging: '7 饼/提，6 提/箱',
    sampleAvailable: true,
  };

  it('stores them and reads them back, and clears them when the form does', async () => {
    const id = (await call(TEA, 'POST', '/product', product(terms))).data.id;
    expect(await detail(TEA, id)).toMatchObject({
      minOrderQuantity: '100',
      priceTiers: terms.priceTiers,
      leadTimeDays: 15,
      incoterm: 'FOB',
      incotermPlace: 'Xiamen',
      packaging: '7 饼/提，6 提/箱',
      sampleAvailable: true,
    });
    const body = product();
    expect((await call(TEA, 'PUT', `/product/${id}`, body)).code).toBe(200);
    expect(await detail(TEA, id)).toMatchObject({
      minOrderQuantity: null,
      priceTiers: [],
      leadTimeDays: null,
      incoterm: null,
      incotermPlace: null,
      packaging: null,
      sampleAvailable: false,
    });
  });

  it('refuses terms a buyer could not rely on, with the form’s messages', async () => {
    const tiers = (...pairs: [string, string][]) =>
      pairs.map(([minQuantity, price]) => ({ minQuantity, price }));
    const cases: [object, string][] = [
      [{ minOrderQuantity: '0' }, '起订量必须大于0，最多3位小数'],
      [{ minOrderQuantity: '1.2345' }, '起订量必须大于0，最多3位小数'],
      [
        {
          priceTiers: tiers(['1', '1'], ['2', '1'], ['3', '1'], ['4', '1'], ['5', '1'], ['6', '1']),
        },
        '阶梯价格最多5档',
      ],
      [{ priceTiers: tiers(['0', '1']) }, '阶梯价格的起订数量必须大于0，最多3位小数'],
      [{ priceTiers: tiers(['10', '0']) }, '阶梯价格必须大于0，最多2位小数'],
      [{ priceTiers: tiers(['10', '1.005']) }, '阶梯价格必须大于0，最多2位小数'],
      [{ priceTiers: tiers(['100', '2'], ['100', '1']) }, '阶梯价格的起订数量须逐档递增'],
      [{ priceTiers: tiers(['500', '2'], ['100', '1']) }, '阶梯价格的起订数量须逐档递增'],
      [
        { minOrderQuantity: '200', priceTiers: tiers(['100', '2']) },
        '阶梯价格的起订数量不能低于起订量',
      ],
      [{ price: null, priceTiers: tiers(['100', '2']) }, '面议产品不设阶梯价格'],
      [{ leadTimeDays: 366 }, '交货期应为0-365天的整数'],
      [{ leadTimeDays: -1 }, '交货期应为0-365天的整数'],
      [{ incoterm: 'FOQ', incotermPlace: 'Xiamen' }, '贸易术语不正确'],
      [{ incoterm: 'EXW' }, '请填写贸易术语的指定地点（港口）'],
      [{ incoterm: 'CIF', incotermPlace: '  ' }, '请填写贸易术语的指定地点（港口）'],
      [{ incotermPlace: 'Luanda' }, '填写指定地点前请先选择贸易术语'],
    ];
    for (const [change, msg] of cases) {
      expect([change, await call(TEA, 'POST', '/product', product(change))]).toEqual([
        change,
        { code: 400, msg },
      ]);
    }
    expect((await call(TEA, 'POST', '/product', product({ incoterm: 'EXW' }), 'pt')).msg).toBe(
      'Indique o local designado (porto) do Incoterm',
    );
    expect((await call(TEA, 'POST', '/product', product({ leadTimeDays: 0 }))).code).toBe(200);
    expect(
      (await call(TEA, 'POST', '/product', product({ packaging: 'x'.repeat(201) }))).code,
    ).toBe(400);
  });
});
