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
  // Languages as an author would have filled them, or not (the demo's own may differ).
  await testDb.db.query(`UPDATE products SET translations = $1 WHERE name = '普洱熟茶饼 357克'`, [
    { pt: { name: 'Chá Pu-erh maturado, bolo de 357 g' }, en: { name: 'Ripe Pu-erh tea cake' } },
  ]);
  await testDb.db.query(`UPDATE products SET translations = '{}' WHERE name = '崂山绿茶'`);
  await testDb.db.query(
    `UPDATE companies SET translations = $1 WHERE name = '云南普洱茶源茶业有限公司'`,
    [{ pt: { name: 'Chá Pu-erh de Yunnan, Lda.', machine: true } }],
  );
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

interface Suggestions {
  products: { id: number; name: string; textLanguage: string; hsCode: string | null }[];
  companies: { id: number; name: string; textLanguage: string }[];
  headings: { code: string; name: string; nameLanguage: string }[];
}

async function suggest(keyword: string | undefined, language = 'zh-CN') {
  const query = keyword === undefined ? '' : `?${new URLSearchParams({ keyword })}`;
  const response = await context.app.inject({
    url: `${API}/search/suggest${query}`,
    headers: { 'accept-language': language },
  });
  return response.json<{ code: number; msg: string; data: Suggestions }>();
}

describe('header search suggestions', () => {
  it('offers products, companies and HS codes whose words start with the keyword', async () => {
    const { code, data } = await suggest('tea', 'en');
    expect(code).toBe(200);
    // Through the HS text of the product's subheading; named in the reader's language.
    expect(data.products.map((product) => product.name)).toContain('Ripe Pu-erh tea cake');
    const puerh = data.products.find((product) => product.name === 'Ripe Pu-erh tea cake')!;
    expect(puerh).toMatchObject({ textLanguage: 'en', hsCode: expect.stringMatching(/^0902/) });
    // Names that begin with the word first ("Tea, whether or not flavoured" before "Coffee, tea,
    // maté and spices"), a heading before its subheadings.
    expect(data.headings.map((heading) => heading.code)).toEqual(['0902', '090210', '090220']);
    expect(data.headings[0]).toMatchObject({
      name: expect.stringMatching(/^Tea/),
      nameLanguage: 'en',
    });
    // "tea" starts no word of "steam" or "instead".
    expect((await suggest('eam', 'en')).data.headings).toEqual([]);
  });

  it('names every suggestion in the reader’s language where it has one, else marks the original', async () => {
    const pt = (await suggest('普洱', 'pt-BR')).data;
    expect(pt.products.map((product) => product.name)).toContain(
      'Chá Pu-erh maturado, bolo de 357 g',
    );
    expect(pt.companies).toEqual([
      expect.objectContaining({ name: 'Chá Pu-erh de Yunnan, Lda.', textLanguage: 'pt' }),
    ]);
    const zh = (await suggest('普洱', 'zh-CN')).data;
    expect(zh.products.map((product) => product.name)).toContain('普洱熟茶饼 357克');
    expect(zh.companies[0]).toMatchObject({ name: '云南普洱茶源茶业有限公司', textLanguage: 'zh' });
    // A Traditional reader gets the Simplified original in Traditional script.
    const cht = (await suggest('普洱', 'zh-TW')).data;
    expect(cht.products.map((product) => product.name)).toContain('普洱熟茶餅 357克');
    expect(cht.products.find((product) => product.name === '普洱熟茶餅 357克')!.textLanguage).toBe(
      'cht',
    );
    // A product with no Portuguese is shown as written, with its language.
    const greenTea = (await suggest('崂山', 'pt')).data.products;
    expect(greenTea).toEqual([expect.objectContaining({ name: '崂山绿茶', textLanguage: 'zh' })]);
  });

  it('matches in any language and script, accents and case aside', async () => {
    // The Portuguese translation of a company's name, typed without its accent.
    expect((await suggest('CHA PU', 'en')).data.companies.map((company) => company.id)).toEqual(
      (await suggest('普洱', 'en')).data.companies.map((company) => company.id),
    );
    // Traditional Chinese finds the Simplified name.
    expect((await suggest('普洱熟茶餅', 'zh')).data.products.map((p) => p.name)).toEqual([
      '普洱熟茶饼 357克',
    ]);
    // A word half typed, or in the plural.
    for (const typed of ['azei', 'azeites'])
      expect((await suggest(typed, 'pt')).data.products.map((p) => p.name)).toContain(
        'Azeite Virgem Extra',
      );
    const azeite = (await suggest('azeité', 'pt')).data;
    expect(azeite.products.map((product) => product.name)).toContain('Azeite Virgem Extra');
    expect(azeite.companies.map((company) => company.name)).toContain(
      'Lusitânia Vinhos e Azeites, Lda.',
    );
    // HS names in Portuguese, shown in Portuguese to a Portuguese reader, and codes by prefix.
    // Names with the whole word first: a tea before granite slabs ("chapas").
    const products = (await suggest('chá', 'pt')).data.products;
    expect(products[0]!.hsCode).toMatch(/^0902/);
    // "chá" is a whole word of 0902's name, only the start of "chapéus" (65).
    const cha = (await suggest('chá', 'pt')).data.headings;
    expect(cha[0]).toMatchObject({
      name: expect.stringMatching(/^Chá/),
      nameLanguage: 'pt',
    });
    expect((await suggest('0902', 'en')).data.headings.map((heading) => heading.code)).toEqual([
      '0902',
      '090210',
      '090220',
    ]);
    // A chapter's Chinese name.
    expect((await suggest('茶', 'zh')).data.headings[0]).toMatchObject({
      code: '09',
      nameLanguage: 'zh',
    });
  });

  it('keeps to five products, three companies and three HS codes, none of the platform’s', async () => {
    const { data } = await suggest('ch', 'pt');
    expect(data.products).toHaveLength(5);
    expect(data.companies.length).toBeLessThanOrEqual(3);
    expect(data.headings).toHaveLength(3);
    // One letter starts too many products' words to suggest any; HS codes still answer it, and
    // a Chinese character is a word.
    const oneLetter = (await suggest('c', 'pt')).data;
    expect(oneLetter.products).toEqual([]);
    expect(oneLetter.headings).toHaveLength(3);
    expect((await suggest('茶', 'zh')).data.products.length).toBeGreaterThan(0);
    const { rows } = await testDb.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id WHERE c.is_platform`,
    );
    const platformIds = new Set(rows.map((row) => row.id));
    expect(data.products.some((product) => platformIds.has(product.id))).toBe(false);
    // Unpublished products are not suggested.
    await testDb.db.query(`UPDATE products SET status = 0 WHERE name = 'Azeite Virgem Extra'`);
    expect((await suggest('azeite', 'pt')).data.products.map((p) => p.name)).not.toContain(
      'Azeite Virgem Extra',
    );
    await testDb.db.query(`UPDATE products SET status = 1 WHERE name = 'Azeite Virgem Extra'`);
    // Spaces alone suggest nothing; wildcards are plain characters.
    expect((await suggest('   ')).data).toEqual({ products: [], companies: [], headings: [] });
    expect((await suggest('%')).data.products).toEqual([]);
  });

  it('answers the same with the search’s memory on, as the server runs, and forgets on a change', async () => {
    const remembering = await createTestApp({ db: testDb.db, productSearchCacheSeconds: 30 });
    try {
      const ask = async (keyword: string, language: string) => {
        const response = await remembering.app.inject({
          url: `${API}/search/suggest?${new URLSearchParams({ keyword })}`,
          headers: { 'accept-language': language },
        });
        return response.json<{ data: Suggestions }>().data;
      };
      for (const [keyword, language] of [
        ['tea', 'en'],
        ['普洱', 'pt-BR'],
        ['普洱熟茶餅', 'zh'],
        ['CHA PU', 'en'],
        ['azei', 'pt'],
        ['chá', 'pt'],
        ['ch', 'pt'],
        ['c', 'pt'],
        ['0902', 'en'],
        ['茶', 'zh'],
        ['vinho do', 'zh'],
      ] as const) {
        const expected = (await suggest(keyword, language)).data;
        // Asked twice: found, then remembered.
        expect({ keyword, answer: await ask(keyword, language) }).toEqual({
          keyword,
          answer: expected,
        });
        expect(await ask(keyword, language)).toEqual(expected);
      }
      // A product unpublished through this server is forgotten at once.
      const seller = await login(remembering.app, 'demo.pt@example.com');
      const { rows } = await testDb.db.query<{ id: number }>(
        `SELECT id FROM products WHERE name = 'Azeite Virgem Extra'`,
      );
      expect((await ask('azei', 'pt')).products.map((p) => p.id)).toContain(rows[0]!.id);
      const unpublished = await remembering.app.inject({
        method: 'PUT',
        url: `${API}/product/${rows[0]!.id}/unpublish`,
        headers: bearer(seller),
      });
      expect(unpublished.json()).toMatchObject({ code: 200 });
      expect((await ask('azei', 'pt')).products.map((p) => p.id)).not.toContain(rows[0]!.id);
      await testDb.db.query(`UPDATE products SET status = 1 WHERE id = $1`, [rows[0]!.id]);
    } finally {
      await remembering.close();
    }
  });

  it('refuses a missing, empty or over-long keyword in the reader’s language', async () => {
    expect(await suggest(undefined, 'zh-CN')).toMatchObject({
      code: 400,
      msg: '缺少必填参数：keyword',
    });
    expect(await suggest('', 'zh-TW')).toMatchObject({ code: 400, msg: '參數 keyword 不能為空' });
    expect(await suggest('x'.repeat(51), 'pt')).toMatchObject({
      code: 400,
      msg: 'O parâmetro keyword não pode exceder 50 caracteres',
    });
    expect(await suggest('x'.repeat(51), 'en')).toMatchObject({
      code: 400,
      msg: 'Parameter keyword must not exceed 50 characters',
    });
  });
});
