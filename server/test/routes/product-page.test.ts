import { API, createTestApp, openTestDb, type TestApp, type TestDb } from '../helpers';

let testDb: TestDb;
let context: TestApp;
let teaId: number;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  const { rows } = await testDb.db.query<{ id: number }>(
    "SELECT id FROM products WHERE name = '崂山绿茶' AND status = 1",
  );
  teaId = rows[0]!.id;
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function page(id: number, acceptLanguage: string) {
  const response = await context.app.inject({
    url: `${API}/product/public/${id}`,
    headers: { 'accept-language': acceptLanguage },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('public product page in the reader’s language', () => {
  it('names the HS chapter, heading and subheading in each language, English where none exists', async () => {
    expect((await page(teaId, 'zh-CN')).hsNames).toEqual([
      { code: '09', name: '咖啡、茶、马黛茶及调味香料', language: 'zh' },
      { code: '0902', name: 'Tea', language: 'en' },
      {
        code: '090210',
        name: 'Tea, green; (not fermented), in immediate packings of a content not exceeding 3kg',
        language: 'en',
      },
    ]);
    // Traditional, not the Simplified title, on a Traditional page.
    expect((await page(teaId, 'zh-Hant')).hsNames[0]).toEqual({
      code: '09',
      name: '咖啡、茶、馬黛茶及調味香料',
      language: 'cht',
    });
    expect((await page(teaId, 'pt-PT')).hsNames).toEqual([
      { code: '09', name: 'Café, chá, mate e especiarias', language: 'pt' },
      { code: '0902', name: 'Chá, mesmo aromatizado', language: 'pt' },
      {
        code: '090210',
        name: 'Chá verde (não fermentado) em embalagens imediatas de conteúdo não superior a 3 kg',
        language: 'pt',
      },
    ]);
    // English, not Portuguese, on an English page.
    expect((await page(teaId, 'en')).hsNames).toEqual([
      { code: '09', name: 'Coffee, tea, mate and spices', language: 'en' },
      { code: '0902', name: 'Tea', language: 'en' },
      {
        code: '090210',
        name: 'Tea, green; (not fermented), in immediate packings of a content not exceeding 3kg',
        language: 'en',
      },
    ]);
  });

  it('shows the name and description in the reader’s language, else the original, saying which', async () => {
    await testDb.db.query(
      `UPDATE products SET original_language = 'zh', description = '崂山春茶，手工炒制', translations = $2
        WHERE id = $1`,
      [
        teaId,
        {
          pt: { name: 'Chá verde de Laoshan', description: 'Chá de primavera de Laoshan' },
          en: { name: 'Laoshan green tea', machine: true },
        },
      ],
    );
    expect(await page(teaId, 'pt-BR,pt;q=0.9')).toMatchObject({
      name: 'Chá verde de Laoshan',
      description: 'Chá de primavera de Laoshan',
      textLanguage: 'pt',
      machineTranslated: false,
    });
    // A field the language lacks is the original's, so the page has no hole.
    expect(await page(teaId, 'en-GB')).toMatchObject({
      name: 'Laoshan green tea',
      description: '崂山春茶，手工炒制',
      textLanguage: 'en',
      machineTranslated: true,
    });
    expect(await page(teaId, 'zh-TW')).toMatchObject({
      name: '嶗山綠茶',
      description: '嶗山春茶，手工炒制',
      textLanguage: 'cht',
      machineTranslated: false,
    });
    expect(await page(teaId, 'zh')).toMatchObject({
      name: '崂山绿茶',
      textLanguage: 'zh',
      machineTranslated: false,
    });
    await testDb.db.query(`UPDATE products SET translations = '{}' WHERE id = $1`, [teaId]);
    expect(await page(teaId, 'pt')).toMatchObject({
      name: '崂山绿茶',
      textLanguage: 'zh',
      machineTranslated: false,
    });
  });

  it('carries the trade terms a buyer looks for', async () => {
    await testDb.db.query(
      `UPDATE products SET min_order_quantity = 500, lead_time_days = 15, incoterm = 'FOB',
              incoterm_place = 'Qingdao', packaging = '25 kg cartons', sample_available = TRUE,
              price_tiers = '[{"minQuantity": "500", "price": "12.50"}, {"minQuantity": "2000", "price": "11"}]'
        WHERE id = $1`,
      [teaId],
    );
    expect(await page(teaId, 'en')).toMatchObject({
      minOrderQuantity: '500',
      priceTiers: [
        { minQuantity: '500', price: '12.50' },
        { minQuantity: '2000', price: '11' },
      ],
      leadTimeDays: 15,
      incoterm: 'FOB',
      incotermPlace: 'Qingdao',
      packaging: '25 kg cartons',
      sampleAvailable: true,
    });
    const { rows } = await testDb.db.query<{ id: number }>(
      `SELECT id FROM products WHERE status = 1 AND id <> $1 AND min_order_quantity IS NULL
        AND price_tiers = '[]' AND NOT sample_available LIMIT 1`,
      [teaId],
    );
    expect(await page(rows[0]!.id, 'en')).toMatchObject({
      minOrderQuantity: null,
      priceTiers: [],
      leadTimeDays: null,
      incoterm: null,
      sampleAvailable: false,
    });
  });
});
