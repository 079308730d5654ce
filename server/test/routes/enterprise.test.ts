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
const tokens: Record<string, string> = {};
const companyIds: Record<string, number> = {};

const TEA = '13800000001';
const PT = 'demo.pt@example.com';
const AO = 'demo.ao@example.com';
const OPERATOR = 'operator@example.com';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 9),
]);

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, PT, AO, OPERATOR]) {
    tokens[user] = await login(context.app, user);
    companyIds[user] = (await call(user, 'GET', '/member/ownCompany')).data.id;
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

async function call(user: string, method: Method, url: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(tokens[user]!),
    ...(payload && { payload }),
  });
  return response.json();
}

const publicGet = (url: string) => context.app.inject({ url });

async function uploadPng(user: string): Promise<{ id: number; url: string }> {
  const boundary = '----enterpriseTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `${API}/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[user]!),
    },
  });
  return response.json().data;
}

describe('public enterprise page', () => {
  it('shows a verified company without sign-in and without private fields', async () => {
    // A Portuguese reader: the company's and its products' own words.
    const response = await context.app.inject({
      url: `${API}/enterprise/${companyIds[PT]}`,
      headers: { 'accept-language': 'pt-PT' },
    });
    const { code, data } = response.json();
    expect(code).toBe(200);
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'name',
        'shortName',
        'country',
        'city',
        'industry',
        'scope',
        'address',
        'foundedOn',
        'logo',
        'verified',
        'corporateLabel',
        'creditCode',
        'roleKey',
        'memberSince',
        'contactId',
        'products',
        'textLanguage',
        'machineTranslated',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: companyIds[PT],
      name: 'Lusitânia Vinhos e Azeites, Lda.',
      textLanguage: 'pt',
      country: 'PT',
      city: 'Porto',
      verified: true,
      creditCode: 'PT-514203876',
      roleKey: 'silver',
      logo: null,
      // The main account, whom "contact this company" opens a chat with.
      contactId: (
        await testDb.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [PT])
      ).rows[0]!.id,
    });
    expect(data.products).toHaveLength(3);
    // Each product as the supply hall's card shows it, its company the page's.
    expect(data.products).toContainEqual({
      id: expect.any(Number),
      name: 'Azeite Virgem Extra',
      spec: '5 L',
      brand: null,
      price: '32.00',
      currency: 'EUR',
      unit: 'lata',
      hsCode: '150920',
      origin: 'Alentejo',
      originCountry: 'PT',
      // The shared test database is seeded without an upload directory, so without pictures.
      imageUrl: null,
      publishedAt: expect.any(String),
      textLanguage: 'pt',
      machineTranslated: false,
      minOrderQuantity: null,
      priceTiers: [],
      leadTimeDays: null,
      incoterm: null,
      incotermPlace: null,
      packaging: null,
      sampleAvailable: false,
      company: {
        id: companyIds[PT],
        name: 'Lusitânia Vinhos e Azeites, Lda.',
        country: 'PT',
        verified: true,
        roleKey: 'silver',
      },
    });
    expect(data.products).toContainEqual(
      expect.objectContaining({ name: 'Rolhas de cortiça natural', price: null }),
    );
    const text = response.body;
    for (const secret of ['João Ferreira', 'demo.pt@example.com', 'legalPerson', 'licence']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives each product the trade terms its seller stated, named in the reader’s language', async () => {
    await testDb.db.query(
      `UPDATE products SET min_order_quantity = 200, lead_time_days = 12, incoterm = 'FOB',
              incoterm_place = 'Leixões', sample_available = true, packaging = '4 latas por caixa',
              price_tiers = '[{"minQuantity": "200", "price": "32.00"}, {"minQuantity": "1000", "price": "29.50"}]'
        WHERE company_id = $1 AND name = 'Azeite Virgem Extra'`,
      [companyIds[PT]],
    );
    const response = await context.app.inject({
      url: `${API}/enterprise/${companyIds[PT]}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    const oil = response
      .json()
      .data.products.find((product: { hsCode: string }) => product.hsCode === '150920');
    expect(oil).toMatchObject({
      name: '特级初榨橄榄油',
      textLanguage: 'zh',
      minOrderQuantity: '200',
      priceTiers: [
        { minQuantity: '200', price: '32.00' },
        { minQuantity: '1000', price: '29.50' },
      ],
      leadTimeDays: 12,
      incoterm: 'FOB',
      incotermPlace: 'Leixões',
      packaging: '4 latas por caixa',
      sampleAvailable: true,
      company: { name: response.json().data.name },
    });
  });

  it('lists published products only, and hides an unverified company’s registration number', async () => {
    const pendingProduct = await call(PT, 'POST', '/product', {
      name: 'Vinho Verde',
      unit: 'garrafa',
      hsCode: '220421',
    });
    expect(pendingProduct.code).toBe(200);
    const page = (await publicGet(`${API}/enterprise/${companyIds[PT]}`)).json().data;
    expect(page.products.map((product: { name: string }) => product.name)).not.toContain(
      'Vinho Verde',
    );

    const tea = (await publicGet(`/hg/api/enterprise/${companyIds[TEA]}`)).json().data;
    expect(tea).toMatchObject({ verified: false, creditCode: null, roleKey: 'gold' });
    const angola = (await publicGet(`${API}/enterprise/${companyIds[AO]}`)).json().data;
    expect(angola).toMatchObject({ verified: false, creditCode: null, roleKey: 'start' });
    expect(JSON.stringify(angola)).not.toContain('Teresa Mendes');
  });

  it('answers the platform company, a missing id and a malformed id alike (404 / 400)', async () => {
    const notFound = { code: 404, msg: '企业不存在' };
    expect((await publicGet(`${API}/enterprise/${companyIds[OPERATOR]}`)).json()).toEqual(notFound);
    expect((await publicGet(`${API}/enterprise/999999`)).json()).toEqual(notFound);
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await publicGet(`${API}/enterprise/${id}`)).json().code).toBe(400);
    }
  });
});

describe('public logo', () => {
  it('serves only the file set as logo, publicly, with a long cache', async () => {
    expect((await publicGet(`${API}/enterprise/${companyIds[PT]}/logo`)).statusCode).toBe(404);
    const logo = await uploadPng(PT);
    const other = await uploadPng(PT);
    const company = (await call(PT, 'GET', '/member/ownCompany')).data;
    const update = {
      name: company.name,
      country: company.country,
      logo: logo.url,
    };
    expect((await call(PT, 'PUT', '/member/ownCompany', update)).code).toBe(200);

    const page = (await publicGet(`${API}/enterprise/${companyIds[PT]}`)).json().data;
    expect(page.logo).toBe(`${API}/enterprise/${companyIds[PT]}/logo?v=${logo.id}`);
    const served = await publicGet(page.logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // The other upload stays private: neither this route nor files/{id} serve it without a token.
    expect((await publicGet(`${API}/files/${other.id}`)).json().code).toBe(401);
    expect((await publicGet(`${API}/enterprise/${companyIds[TEA]}/logo`)).statusCode).toBe(404);
    expect((await publicGet(`${API}/enterprise/${companyIds[OPERATOR]}/logo`)).statusCode).toBe(
      404,
    );
  });
});
