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

const OPERATOR = 'operator@example.com';
const PT = 'demo.pt@example.com';
const ORDER_REVIEWER = 'review@example.com';
const CASE_PAGES = [
  'lbteaCase',
  'laoshanTeaCase',
  'bzTeaCase',
  'generalPeakCase',
  'pyRoseCase',
  'beautyBrushCase',
  'casaChinaCase',
  'caseSupermarketInfo',
];
const SERVICE_PAGES = ['aph', 'jkh', 'serviceCenter', 'industryEnabling', 'customerService'];
const LANGUAGES = ['zh', 'cht', 'pt', 'en'] as const;
const CJK = /[\u3400-\u9fff]/;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [OPERATOR, PT, ORDER_REVIEWER]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const call = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { user?: string; language?: string; payload?: object } = {},
) => {
  clock.advance(1000);
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...(options.user && bearer(tokens[options.user]!)),
      ...(options.language && { 'accept-language': options.language }),
    },
    ...(options.payload && { payload: options.payload }),
  });
  return response.json();
};

interface Card {
  slug: string;
  path: string;
  title: string;
  summary: string;
  industry: string;
  countries: string[];
  metrics: { value: string; label: string }[];
}

interface Page extends Omit<Card, 'industry'> {
  kind: string;
  industry: string | null;
  sections: { key: string; heading: string; paragraphs: string[] }[];
  products: { label: string; q?: string; hs?: string; href: string }[];
}

describe('GET content/cases', () => {
  test('lists the eight cases with their pages, in the order the editors set', async () => {
    const answer = await call('GET', '/content/cases?pageSize=20');
    expect(answer.code).toBe(200);
    expect(answer.total).toBe(8);
    expect(answer.rows.map((card: Card) => card.slug)).toEqual(CASE_PAGES);
    for (const card of answer.rows as Card[]) {
      expect(card.path).toBe(`/${card.slug}`);
      expect(card.title).not.toBe('');
      expect(card.metrics.length).toBeGreaterThan(0);
    }
  });

  test.each(LANGUAGES)('answers in %s', async (language) => {
    const answer = await call('GET', '/content/cases?pageSize=20', { language });
    const titles = answer.rows.map((card: Card) => card.title);
    expect(new Set(titles).size).toBe(8);
    for (const title of titles)
      expect(CJK.test(title)).toBe(language === 'zh' || language === 'cht');
  });

  test('the Traditional Chinese text is not the Simplified one', async () => {
    const zh = await call('GET', '/content/cases?pageSize=1', { language: 'zh' });
    const cht = await call('GET', '/content/cases?pageSize=1', { language: 'zh-Hant' });
    expect(cht.rows[0].title).not.toBe(zh.rows[0].title);
    expect(cht.rows[0].title).toContain('從香港');
  });

  test('filters by industry and by market country, together too', async () => {
    const tea = await call('GET', '/content/cases?industry=茶叶&pageSize=20');
    expect(tea.rows.map((card: Card) => card.slug)).toEqual([
      'lbteaCase',
      'laoshanTeaCase',
      'bzTeaCase',
    ]);
    const brazil = await call('GET', '/content/cases?country=BR&pageSize=20');
    expect(brazil.rows.map((card: Card) => card.slug)).toEqual([
      'laoshanTeaCase',
      'bzTeaCase',
      'pyRoseCase',
      'beautyBrushCase',
    ]);
    for (const card of brazil.rows as Card[]) expect(card.countries).toContain('BR');
    const both = await call('GET', '/content/cases?industry=茶叶&country=MO&pageSize=20');
    expect(both.rows.map((card: Card) => card.slug)).toEqual(['lbteaCase']);
    const none = await call('GET', '/content/cases?country=GQ');
    expect(none).toMatchObject({ code: 200, total: 0, rows: [] });
  });

  test('pages the list', async () => {
    const second = await call('GET', '/content/cases?pageNum=2&pageSize=3');
    expect(second.total).toBe(8);
    expect(second.rows.map((card: Card) => card.slug)).toEqual(CASE_PAGES.slice(3, 6));
  });

  test('a malformed country is refused in the request language', async () => {
    const answer = await call('GET', '/content/cases?country=portugal', { language: 'pt' });
    expect(answer.code).toBe(400);
    expect(CJK.test(answer.msg)).toBe(false);
  });

  test('the filters offer the industries and countries that have cases', async () => {
    const answer = await call('GET', '/content/cases/filters');
    expect(answer.data.industries).toEqual(
      expect.arrayContaining(['茶叶', '农业', '花卉园艺', '美妆个护', '食品']),
    );
    expect(answer.data.industries).toHaveLength(5);
    expect(answer.data.countries).toEqual(['AO', 'BR', 'CV', 'MO', 'PT']);
  });
});

describe('GET content/pages/:slug', () => {
  test.each(CASE_PAGES)('%s tells its story in four languages', async (slug) => {
    const bodies = await Promise.all(
      LANGUAGES.map((language) => call('GET', `/content/pages/${slug}`, { language })),
    );
    for (const [index, answer] of bodies.entries()) {
      const page = answer.data as Page;
      expect(page).toMatchObject({ slug, kind: 'case', path: `/${slug}` });
      expect(page.sections.map((section) => section.key)).toEqual([
        'company',
        'problem',
        'platform',
        'results',
      ]);
      const paragraphs = page.sections.flatMap((section) => section.paragraphs);
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(page.metrics.length).toBeGreaterThanOrEqual(3);
      expect(page.metrics.every((metric) => /\d/.test(metric.value))).toBe(true);
      expect(page.products.length).toBeGreaterThan(0);
      for (const product of page.products)
        expect(product.href).toMatch(/^\/demandHall\?tab=supply&(q|hs)=/);
      const chinese = LANGUAGES[index] === 'zh' || LANGUAGES[index] === 'cht';
      expect(CJK.test(paragraphs.join(''))).toBe(chinese);
    }
  });

  test.each(SERVICE_PAGES)('the service page %s has content in four languages', async (slug) => {
    for (const language of LANGUAGES) {
      const page = (await call('GET', `/content/pages/${slug}`, { language })).data as Page;
      expect(page.kind).toBe('service');
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      expect(page.sections.every((section) => section.heading && section.paragraphs.length)).toBe(
        true,
      );
    }
  });

  test('product links open the supply hall on the right search', async () => {
    const page = (await call('GET', '/content/pages/laoshanTeaCase', { language: 'pt' })).data;
    expect(page.products[0]).toEqual({
      label: 'Chá verde de Laoshan',
      q: '崂山绿茶',
      href: `/demandHall?tab=supply&q=${encodeURIComponent('崂山绿茶')}`,
    });
  });

  test.each([
    ['zh', '页面不存在'],
    ['cht', '頁面不存在'],
    ['pt', 'A página não existe'],
    ['en', 'The page does not exist'],
  ])('an unknown slug answers 404 in %s', async (language, msg) => {
    expect(await call('GET', '/content/pages/noSuchCase', { language })).toEqual({
      code: 404,
      msg,
    });
  });
});

describe('operator editing', () => {
  const edit = (user: string | undefined, payload: object, language = 'zh', slug = 'pyRoseCase') =>
    call('PUT', `/operator/content/${slug}`, { user, payload, language });

  test('a guest, a trading company and an order reviewer may not edit', async () => {
    const current = (await call('GET', '/content/pages/pyRoseCase', { language: 'en' })).data;
    const body = {
      language: 'en',
      title: 'Changed',
      summary: current.summary,
      sections: current.sections,
      metrics: current.metrics,
    };
    expect((await edit(undefined, body)).code).toBe(401);
    expect(await edit(PT, body, 'en')).toMatchObject({ code: 403 });
    expect(await edit(ORDER_REVIEWER, body)).toMatchObject({ code: 403 });
    expect((await call('GET', '/operator/content/pyRoseCase', { user: PT })).code).toBe(403);
    const after = (await call('GET', '/content/pages/pyRoseCase', { language: 'en' })).data;
    expect(after.title).toBe(current.title);
  });

  test('the operator reads the four languages and replaces one; the others stay', async () => {
    const editable = (await call('GET', '/operator/content/pyRoseCase', { user: OPERATOR })).data;
    expect(Object.keys(editable.texts).sort()).toEqual(['cht', 'en', 'pt', 'zh']);
    const pt = editable.texts.pt;
    const sections = pt.sections.map((section: Page['sections'][number], index: number) =>
      index === 3
        ? { ...section, paragraphs: [...section.paragraphs, '  Um parágrafo novo.  ', ''] }
        : section,
    );
    const answer = await edit(
      OPERATOR,
      {
        language: 'pt',
        title: 'Rosas de Pingyin (revisto)',
        summary: pt.summary,
        sections,
        metrics: [{ value: '30%', label: 'exportação' }],
      },
      'pt',
    );
    expect(answer).toEqual({ code: 200, msg: 'Guardado', data: null });
    const page = (await call('GET', '/content/pages/pyRoseCase', { language: 'pt' })).data;
    expect(page.title).toBe('Rosas de Pingyin (revisto)');
    expect(page.sections[3].paragraphs.at(-1)).toBe('Um parágrafo novo.');
    expect(page.metrics).toEqual([{ value: '30%', label: 'exportação' }]);
    const zh = (await call('GET', '/content/pages/pyRoseCase', { language: 'zh' })).data;
    expect(zh.title).toBe(editable.texts.zh.title);
  });

  test('bad texts are refused in the request language and change nothing', async () => {
    const editable = (await call('GET', '/operator/content/bzTeaCase', { user: OPERATOR })).data;
    const en = editable.texts.en;
    const base = {
      language: 'en',
      title: en.title,
      summary: en.summary,
      sections: en.sections,
      metrics: en.metrics,
    };
    expect(await edit(OPERATOR, { ...base, title: '  ' }, 'en', 'bzTeaCase')).toEqual({
      code: 400,
      msg: 'Enter a title',
    });
    expect(
      await edit(OPERATOR, { ...base, sections: en.sections.slice(0, 3) }, 'en', 'bzTeaCase'),
    ).toMatchObject({
      code: 400,
      msg: expect.stringContaining('company, problem, platform, results'),
    });
    expect(
      await edit(
        OPERATOR,
        { ...base, sections: [{ ...en.sections[0], paragraphs: [' '] }, ...en.sections.slice(1)] },
        'zh',
        'bzTeaCase',
      ),
    ).toEqual({ code: 400, msg: '每个栏目至少需要一段正文' });
    expect(await edit(OPERATOR, { ...base, published: false }, 'zh', 'bzTeaCase')).toEqual({
      code: 400,
      msg: '不支持的参数：published',
    });
    const page = (await call('GET', '/content/pages/bzTeaCase', { language: 'en' })).data;
    expect(page.title).toBe(en.title);
  });

  test('an unknown page answers 404', async () => {
    const answer = await call('PUT', '/operator/content/noSuchCase', {
      user: OPERATOR,
      language: 'cht',
      payload: {
        language: 'zh',
        title: 'x',
        summary: 'x',
        sections: [{ key: 'company', heading: 'x', paragraphs: ['x'] }],
        metrics: [],
      },
    });
    expect(answer).toEqual({ code: 404, msg: '頁面不存在' });
  });
});

describe('operators manage the cases: details, publication, new cases', () => {
  interface OperatorCase {
    slug: string;
    path: string;
    title: string;
    industry: string;
    countries: string[];
    productIds: number[];
    products: { id: number; name: string; published: boolean }[];
    sort: number;
    published: boolean;
    languages: string[];
  }

  const details = (change: object = {}) => ({
    industry: '农业',
    countries: ['PT', 'CV'],
    productIds: [] as number[],
    sort: 40,
    published: true,
    ...change,
  });
  const setDetails = (slug: string, payload: object, user = OPERATOR, language = 'zh') =>
    call('PUT', `/operator/cases/${slug}`, { user, payload, language });
  const create = (payload: object, user = OPERATOR, language = 'zh') =>
    call('POST', '/operator/cases', { user, payload, language });
  const operatorList = async () =>
    (await call('GET', '/operator/cases', { user: OPERATOR })).data as OperatorCase[];
  const publicSlugs = async (query = '') =>
    (await call('GET', `/content/cases?pageSize=50${query}`)).rows.map((card: Card) => card.slug);

  const zhTexts = {
    title: '澳门咖啡烘焙坊：巴西生豆直采',
    summary: '一家澳门咖啡烘焙坊通过平台直接向巴西农场采购生豆。',
    sections: [
      { key: 'company', heading: '企业简介', paragraphs: ['澳门一家小型咖啡烘焙坊。'] },
      { key: 'problem', heading: '面临的难题', paragraphs: ['生豆经多道中间商，价格高。'] },
      { key: 'platform', heading: '平台做了什么', paragraphs: ['在需求大厅发布采购需求。'] },
      { key: 'results', heading: '成效', paragraphs: ['采购成本下降 15%。'] },
    ],
    metrics: [{ value: '-15%', label: '生豆采购成本' }],
  };
  const newCase = (change: object = {}) => ({
    slug: 'macau-coffee-roasters',
    industry: '咖啡',
    countries: ['BR', 'MO'],
    productIds: [] as number[],
    sort: 15,
    published: true,
    texts: { zh: zhTexts },
    ...change,
  });

  let published: number[] = [];
  beforeAll(async () => {
    const search = await call('GET', '/product/search?pageSize=2');
    published = search.rows.map((row: { id: number }) => row.id);
    expect(published).toHaveLength(2);
  });

  test('a guest, a trading company and an order reviewer may not list, change or add cases', async () => {
    expect((await call('GET', '/operator/cases')).code).toBe(401);
    expect(await call('GET', '/operator/cases', { user: PT })).toMatchObject({ code: 403 });
    for (const user of [PT, ORDER_REVIEWER]) {
      expect(await setDetails('generalPeakCase', details({ published: false }), user)).toEqual({
        code: 403,
        msg: '没有权限',
      });
      expect(await create(newCase({ slug: 'not-allowed' }), user)).toEqual({
        code: 403,
        msg: '没有权限',
      });
    }
    const asGuest = await call('POST', '/operator/cases', {
      payload: newCase({ slug: 'not-allowed' }),
    });
    expect(asGuest.code).toBe(401);
    expect(
      (await call('PUT', '/operator/cases/generalPeakCase', { payload: details() })).code,
    ).toBe(401);
    expect(await publicSlugs()).toEqual(CASE_PAGES);
    expect((await operatorList()).some((row) => row.slug === 'not-allowed')).toBe(false);
  });

  test('the operator lists every case with its details', async () => {
    const list = await operatorList();
    expect(list.map((row) => row.slug)).toEqual(CASE_PAGES);
    expect(list[0]).toEqual({
      slug: 'lbteaCase',
      path: '/lbteaCase',
      title: expect.stringContaining('六堡茶'),
      industry: '茶叶',
      countries: ['MO', 'PT'],
      productIds: [],
      products: [],
      sort: 10,
      published: true,
      languages: ['zh', 'cht', 'pt', 'en'],
    });
  });

  test('new details show in the public list, its filters and the page', async () => {
    const [first, second] = published as [number, number];
    const answer = await setDetails(
      'generalPeakCase',
      details({
        industry: '茶叶',
        countries: ['TL', 'AO', 'TL'],
        productIds: [second, first],
        sort: 5,
      }),
      OPERATOR,
      'en',
    );
    expect(answer).toEqual({ code: 200, msg: 'Saved', data: null });
    expect(await publicSlugs('&industry=茶叶')).toEqual([
      'generalPeakCase',
      'lbteaCase',
      'laoshanTeaCase',
      'bzTeaCase',
    ]);
    expect(await publicSlugs('&country=TL')).toEqual(['generalPeakCase']);
    expect(await publicSlugs('&country=CV')).not.toContain('generalPeakCase');
    expect(await publicSlugs('&industry=农业')).toEqual([]);
    const filters = (await call('GET', '/content/cases/filters')).data;
    expect(filters.countries).toContain('TL');
    expect(filters.industries).not.toContain('农业');

    const page = (await call('GET', '/content/pages/generalPeakCase', { language: 'pt' })).data;
    expect(page).toMatchObject({ industry: '茶叶', countries: ['TL', 'AO'] });
    const linked = page.products.filter((product: Page['products'][number]) =>
      product.href.startsWith('/productDetail'),
    );
    expect(linked.map((product: { href: string }) => product.href)).toEqual([
      `/productDetail?id=${second}`,
      `/productDetail?id=${first}`,
    ]);
    const row = (await operatorList()).find((item) => item.slug === 'generalPeakCase')!;
    expect(row).toMatchObject({ productIds: [second, first], sort: 5, countries: ['TL', 'AO'] });
    expect(row.products.every((product) => product.published && product.name)).toBe(true);
  });

  test('unknown or unpublished products, unknown markets and other fields are refused; nothing changes', async () => {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, unit, status)
       SELECT company_id, 'Withdrawn test tea', 'kg', 2 FROM products WHERE id = $1 RETURNING id`,
      [published[0]],
    );
    const withdrawn = rows[0]!.id;
    const [first] = published as [number];
    expect(
      await setDetails('laoshanTeaCase', details({ productIds: [first, 2147480000] })),
    ).toEqual({ code: 400, msg: '以下产品不存在或未上架，不能关联：2147480000' });
    expect(
      await setDetails('laoshanTeaCase', details({ productIds: [withdrawn] }), OPERATOR, 'en'),
    ).toEqual({
      code: 400,
      msg: `These products do not exist or are not published and cannot be linked: ${withdrawn}`,
    });
    expect(await setDetails('laoshanTeaCase', details({ countries: ['PT', 'CN', 'XX'] }))).toEqual({
      code: 400,
      msg: '不支持的国家或地区：CN, XX',
    });
    expect(await setDetails('laoshanTeaCase', details({ industry: ' ' }), OPERATOR, 'pt')).toEqual({
      code: 400,
      msg: 'Escolha o setor',
    });
    expect(await setDetails('laoshanTeaCase', { ...details(), slug: 'x' })).toEqual({
      code: 400,
      msg: '不支持的参数：slug',
    });
    expect(await setDetails('aph', details(), OPERATOR, 'cht')).toEqual({
      code: 404,
      msg: '案例不存在',
    });
    const row = (await operatorList()).find((item) => item.slug === 'laoshanTeaCase')!;
    expect(row).toMatchObject({
      industry: '茶叶',
      countries: ['BR', 'PT'],
      productIds: [],
      sort: 20,
    });
  });

  test('an unpublished case leaves the public list and its page; operators still see it', async () => {
    const body = details({ industry: '茶叶', countries: ['BR', 'PT'], sort: 30, published: false });
    expect((await setDetails('bzTeaCase', body)).code).toBe(200);
    expect(await publicSlugs()).not.toContain('bzTeaCase');
    expect((await call('GET', '/content/cases')).total).toBe(7);
    expect(await call('GET', '/content/pages/bzTeaCase', { language: 'en' })).toEqual({
      code: 404,
      msg: 'The page does not exist',
    });
    const row = (await operatorList()).find((item) => item.slug === 'bzTeaCase');
    expect(row).toMatchObject({ published: false, sort: 30 });
    const editable = await call('GET', '/operator/content/bzTeaCase', { user: OPERATOR });
    expect(editable.data.case).toMatchObject({ slug: 'bzTeaCase', published: false });
    expect(Object.keys(editable.data.texts)).toHaveLength(4);

    expect((await setDetails('bzTeaCase', { ...body, published: true })).code).toBe(200);
    expect(await publicSlugs('&industry=茶叶')).toContain('bzTeaCase');
    expect((await call('GET', '/content/pages/bzTeaCase')).code).toBe(200);
  });

  test('a new case needs a well-formed slug no page has, and its Chinese texts', async () => {
    for (const slug of [
      'Macau-Coffee',
      'macau_coffee',
      '-macau',
      'macau--coffee',
      'm',
      'a'.repeat(41),
    ])
      expect(await create(newCase({ slug }))).toEqual({
        code: 400,
        msg: '页面地址只能使用小写字母、数字和连字符（不能以连字符开头或结尾），2 至 40 个字符',
      });
    expect(await create(newCase({ slug: 'lbteacase' }), OPERATOR, 'en')).toEqual({
      code: 400,
      msg: 'The address lbteacase is already taken; choose another',
    });
    expect(await create(newCase({ texts: { en: { ...zhTexts, title: 'Coffee' } } }))).toEqual({
      code: 400,
      msg: '新案例至少需要简体中文的标题、摘要和正文',
    });
    expect(
      await create(newCase({ texts: { zh: { ...zhTexts, sections: zhTexts.sections.slice(1) } } })),
    ).toEqual({ code: 400, msg: '案例的栏目须依次为：company, problem, platform, results' });
    expect(await create(newCase({ texts: { zh: { ...zhTexts, title: ' ' } } }))).toEqual({
      code: 400,
      msg: '请输入标题',
    });
    expect(await create(newCase({ productIds: [2147480000] }))).toMatchObject({ code: 400 });
    expect((await operatorList()).map((row) => row.slug)).not.toContain('macau-coffee-roasters');
  });

  test('a new case appears in the list, opens at the generic case page and falls back to Chinese', async () => {
    const [first] = published as [number];
    const answer = await create(newCase({ productIds: [first] }));
    expect(answer).toEqual({
      code: 200,
      msg: '案例已创建',
      data: { slug: 'macau-coffee-roasters', path: '/caseInfo?slug=macau-coffee-roasters' },
    });
    expect(await create(newCase(), OPERATOR, 'pt')).toEqual({
      code: 400,
      msg: 'O endereço macau-coffee-roasters já está a ser usado; escolha outro',
    });

    const list = await call('GET', '/content/cases?pageSize=50', { language: 'en' });
    expect(list.total).toBe(9);
    const card = list.rows.find((row: Card) => row.slug === 'macau-coffee-roasters');
    expect(card).toMatchObject({
      path: '/caseInfo?slug=macau-coffee-roasters',
      title: zhTexts.title,
      industry: '咖啡',
      countries: ['BR', 'MO'],
      metrics: zhTexts.metrics,
    });
    expect(await publicSlugs('&industry=咖啡')).toEqual(['macau-coffee-roasters']);
    expect((await call('GET', '/content/cases/filters')).data.industries).toContain('咖啡');

    for (const language of LANGUAGES) {
      const page = (await call('GET', '/content/pages/macau-coffee-roasters', { language })).data;
      expect(page).toMatchObject({
        slug: 'macau-coffee-roasters',
        kind: 'case',
        path: '/caseInfo?slug=macau-coffee-roasters',
        title: zhTexts.title,
        sections: zhTexts.sections,
      });
      expect(page.products).toEqual([
        { label: expect.any(String), productId: first, href: `/productDetail?id=${first}` },
      ]);
    }

    // The operator adds the Portuguese text; English still falls back to Chinese.
    const editable = await call('GET', '/operator/content/macau-coffee-roasters', {
      user: OPERATOR,
    });
    expect(Object.keys(editable.data.texts)).toEqual(['zh']);
    expect(editable.data.case).toMatchObject({ languages: ['zh'], productIds: [first] });
    const pt = {
      language: 'pt',
      title: 'Torrefação de Macau: café verde direto do Brasil',
      summary: 'Uma torrefação de Macau compra café verde diretamente a fazendas do Brasil.',
      sections: zhTexts.sections.map((section) => ({
        ...section,
        heading: `Secção ${section.key}`,
        paragraphs: ['Texto em português.'],
      })),
      metrics: [],
    };
    expect(
      (
        await call('PUT', '/operator/content/macau-coffee-roasters', {
          user: OPERATOR,
          payload: pt,
        })
      ).code,
    ).toBe(200);
    const inPt = (await call('GET', '/content/pages/macau-coffee-roasters', { language: 'pt' }))
      .data;
    expect(inPt.title).toBe(pt.title);
    const inEn = (await call('GET', '/content/pages/macau-coffee-roasters', { language: 'en' }))
      .data;
    expect(inEn.title).toBe(zhTexts.title);
    expect(
      (await operatorList()).find((row) => row.slug === 'macau-coffee-roasters')!.languages,
    ).toEqual(['zh', 'pt']);
  });
});
