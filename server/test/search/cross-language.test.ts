import { API, createTestApp, openTestDb, type TestApp, type TestDb } from '../helpers';
import { insertJudgedCatalogue, type JudgedKey } from './judged-set';

let testDb: TestDb;
let context: TestApp;
let ids: Map<JudgedKey, number>;

beforeAll(async () => {
  testDb = await openTestDb();
  ids = await insertJudgedCatalogue(testDb.db);
  // Trade terms of three teas, for the hall's filters.
  const set = (key: JudgedKey, terms: string) =>
    testDb.db.query(`UPDATE products SET ${terms} WHERE id = $1`, [ids.get(key)]);
  await set(
    'puerhZhOnly',
    `incoterm = 'FOB', incoterm_place = 'Xiamen', sample_available = true,
       min_order_quantity = 50, lead_time_days = 15,
       price_tiers = '[{"minQuantity": "50", "price": "30.00"}, {"minQuantity": "500", "price": "26.00"}]'`,
  );
  await set(
    'puerhEverywhere',
    `incoterm = 'CIF', sample_available = false, min_order_quantity = 1000, lead_time_days = 45`,
  );
  await set('longjing', `incoterm = 'FOB', sample_available = true, lead_time_days = 60`);
  // The search's memory on, as the server runs: its answers must depend on the reader's language.
  context = await createTestApp({ db: testDb.db, productSearchCacheSeconds: 30 });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function get<Row>(path: string, query: Record<string, string>, language = 'zh-CN') {
  const response = await context.app.inject({
    url: `${API}/${path}?${new URLSearchParams({ pageSize: '50', ...query })}`,
    headers: { 'accept-language': language },
  });
  const body = response.json<{ code: number; rows: Row[]; total: number }>();
  expect(body.code).toBe(200);
  return body;
}

interface Card {
  id: number;
  name: string;
  textLanguage: string;
  machineTranslated: boolean;
  incoterm: string | null;
  sampleAvailable: boolean;
  minOrderQuantity: string | null;
  leadTimeDays: number | null;
  priceTiers: { minQuantity: string; price: string }[];
}
const products = (query: Record<string, string>, language?: string) =>
  get<Card>('product/search', query, language);
const idOf = (key: JudgedKey) => ids.get(key)!;

describe('product cards in the reader’s language', () => {
  it('names each hit in the reader’s language where the listing has it, else the original', async () => {
    const named = async (language: string) =>
      new Map((await products({ keyword: 'Pu-erh' }, language)).rows.map((hit) => [hit.id, hit]));
    expect((await named('pt')).get(idOf('puerhEverywhere'))).toMatchObject({
      name: 'Chá Pu-erh cru em bolo',
      textLanguage: 'pt',
      machineTranslated: false,
    });
    // The same search again, now for an English reader: not the remembered Portuguese page.
    expect((await named('en')).get(idOf('puerhEverywhere'))).toMatchObject({
      name: 'Raw Pu-erh tea cake',
      textLanguage: 'en',
    });

    const tea = new Map(
      (await products({ keyword: 'tea' }, 'pt')).rows.map((hit) => [hit.id, hit]),
    );
    // No Portuguese text: the original, marked with its language.
    expect(tea.get(idOf('puerhZhOnly'))).toMatchObject({
      name: '普洱熟茶饼 357克',
      textLanguage: 'zh',
    });
    const zh = new Map(
      (await products({ keyword: 'tea' }, 'zh-CN')).rows.map((hit) => [hit.id, hit]),
    );
    expect(zh.get(idOf('blackTeaEn'))).toMatchObject({
      name: '英式早餐红茶 100袋',
      textLanguage: 'zh',
      machineTranslated: true,
    });
  });
});

describe('trade-term filters of the hall', () => {
  const found = async (query: Record<string, string>) =>
    (await products({ keyword: '普洱', ...query })).rows.map((hit) => hit.id);

  it('filters by Incoterm, samples, minimum order and lead time, and shows the terms', async () => {
    const puerh = [idOf('puerhZhOnly'), idOf('puerhEverywhere')];
    // The demo's own Pu-erh states no terms: only the filters that ask for some leave it out.
    expect(await found({})).toEqual(expect.arrayContaining(puerh));
    expect(await found({ incoterm: 'FOB' })).toEqual([idOf('puerhZhOnly')]);
    expect(await found({ incoterm: 'CIF' })).toEqual([idOf('puerhEverywhere')]);
    expect(await found({ sampleAvailable: 'true' })).toEqual([idOf('puerhZhOnly')]);
    const smallOrders = await found({ moqMax: '100' });
    expect(smallOrders).toContain(idOf('puerhZhOnly'));
    expect(smallOrders).not.toContain(idOf('puerhEverywhere'));
    expect(await found({ leadTimeMax: '30' })).toEqual([idOf('puerhZhOnly')]);
    expect(await found({ leadTimeMax: '45', incoterm: 'CIF' })).toEqual([idOf('puerhEverywhere')]);
    // A product that states no minimum sells any quantity; one without a lead time is left out.
    const tea = await products({ keyword: 'tea', moqMax: '10' });
    expect(tea.rows.map((hit) => hit.id)).toContain(idOf('blackTeaEn'));
    expect(tea.rows.map((hit) => hit.id)).not.toContain(idOf('puerhZhOnly'));
    const [card] = (await products({ keyword: '普洱', incoterm: 'FOB' })).rows;
    expect(card).toMatchObject({
      incoterm: 'FOB',
      sampleAvailable: true,
      minOrderQuantity: '50',
      leadTimeDays: 15,
      priceTiers: [
        { minQuantity: '50', price: '30.00' },
        { minQuantity: '500', price: '26.00' },
      ],
    });
  });

  it('refuses a filter it cannot read', async () => {
    const unreadable: Record<string, string>[] = [
      { incoterm: 'XYZ' },
      { moqMax: 'many' },
      { leadTimeMax: '-1' },
    ];
    for (const query of unreadable) {
      const response = await context.app.inject({
        url: `${API}/product/search?${new URLSearchParams(query)}`,
      });
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });
});

describe('companies and demands across languages', () => {
  /** The registered names of the companies found (the cards show the reader's language). */
  const companies = async (keyword: string) => {
    const found = (await get<{ id: number }>('enterprise/list', { keyword })).rows.map(
      (row) => row.id,
    );
    const { rows } = await testDb.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM companies WHERE id = ANY($1::int[])',
      [found],
    );
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return found.map((id) => names.get(id)!);
  };

  it('finds the tea companies by their teas in any language, and not the others', async () => {
    for (const keyword of ['chá', 'tea', '茶']) {
      const names = await companies(keyword);
      // Named in Chinese, found through its teas' HS names (chá, tea) or its products (茶).
      expect(names).toContain('云南勐海茶业有限公司');
      expect(names).not.toContain('Pescas e Madeiras de Moçambique');
      expect(names).not.toContain('Fazenda Boa Vista Café e Soja Ltda.');
    }
    // Its own name in Traditional Chinese, found in Simplified; another's by its name alone.
    expect(await companies('南投冻顶')).toEqual(['南投凍頂茶行']);
    expect(await companies('chá')).toContain('Chá Gorreana Açores, Lda.');
    expect(await companies('azeites')).toContain('Olivais do Alentejo, Lda.');
    expect(await companies('橄榄油')).toContain('Olivais do Alentejo, Lda.');
  });

  it('names each company in the reader’s language where it has one, else marks the original', async () => {
    const { rows } = await testDb.db.query<{ id: number }>(
      `UPDATE companies SET translations = '{"pt": {"name": "Chá de Mengai, Lda.", "machine": true}}'
        WHERE name = '云南勐海茶业有限公司' RETURNING id`,
    );
    const card = async (language: string) =>
      (
        await get<{ id: number; name: string; textLanguage: string; machineTranslated: boolean }>(
          'enterprise/list',
          { keyword: '勐海' },
          language,
        )
      ).rows.find((row) => row.id === rows[0]!.id);
    expect(await card('pt-PT')).toMatchObject({
      name: 'Chá de Mengai, Lda.',
      textLanguage: 'pt',
      machineTranslated: true,
    });
    expect(await card('zh-TW')).toMatchObject({
      name: '雲南勐海茶業有限公司',
      textLanguage: 'cht',
    });
    expect(await card('en')).toMatchObject({ name: '云南勐海茶业有限公司', textLanguage: 'zh' });
  });

  const demands = async (keyword: string) =>
    (await get<{ id: number }>('demand/search', { keyword })).rows.map((row) => row.id);
  /** A demo demand's id by the title its buyer wrote (the cards show the reader's language). */
  const demandId = async (title: string) =>
    (await testDb.db.query<{ id: number }>('SELECT id FROM demands WHERE title = $1', [title]))
      .rows[0]!.id;

  it('finds demands in any language through their texts and HS names', async () => {
    const longjing = await demandId('Chá verde Longjing para lojas gourmet em Lisboa');
    const oliveOil = await demandId('葡萄牙特级初榨橄榄油（500 毫升瓶装）');
    for (const keyword of ['chá', 'tea', 'green tea'])
      expect(await demands(keyword)).toContain(longjing);
    // A Chinese demand found by its HS heading's Portuguese and English names.
    for (const keyword of ['azeite', 'olive oil', '橄榄油'])
      expect(await demands(keyword)).toContain(oliveOil);
    // Pu-erh is no word of the coffee, olive oil or any other demand.
    expect(await demands('Pu-erh')).toEqual([]);
  });
});
