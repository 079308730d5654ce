import type { FastifyInstance } from 'fastify';
import { createMainAccount } from '../../src/modules/accounts/service';
import { platformToday } from '../../src/platform/calendar';
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
import { memberId } from '../realtime/socket-helpers';

/** Companies' and demands' texts in the four languages (docs/listing-languages.md). */

const BUYER = 'demo.br@example.com';
const TEA = '13800000001';
const WINE = 'demo.pt@example.com';
const DAY = 86_400_000;

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Answer<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
}

async function call<T = Record<string, unknown>>(
  who: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  language = 'zh-CN',
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...(who ? bearer(tokens[who]!) : {}), 'accept-language': language },
    ...(payload && { payload }),
  });
  return response.json<Answer<T>>();
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [BUYER, TEA, WINE]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
  }
});

afterAll(async () => {
  await context.close();
  await testDb.close();
});

/** The company profile as the editor saves it: what it read, with `changes`. */
async function saveCompany(who: string, changes: object, language = 'zh-CN') {
  const { data } = await call(who, 'GET', '/member/ownCompany');
  const { id, creditCode, licenceFile, reviewStatus, rejectReason, missingLanguages, ...editable } =
    data as Record<string, unknown>;
  void [id, creditCode, licenceFile, reviewStatus, rejectReason, missingLanguages];
  return call(who, 'PUT', '/member/ownCompany', { ...editable, ...changes }, language);
}

describe('a company in several languages', () => {
  it('is registered in the language its name is written in', async () => {
    const languageOf = async (name: string, login: string) => {
      await createMainAccount(testDb.db, 'email', login, 'Secret@2026', { name, country: null });
      const { rows } = await testDb.db.query<{ original_language: string }>(
        'SELECT original_language FROM companies WHERE name = $1',
        [name],
      );
      return rows[0]!.original_language;
    };
    expect(await languageOf('Comércio de Chá Atlântico, Lda.', 'cha@example.com')).toBe('pt');
    expect(await languageOf('Atlantic Tea Trading Co., Ltd.', 'tea@example.com')).toBe('en');
    expect(await languageOf('澳門茶葉貿易有限公司', 'macau-tea@example.com')).toBe('cht');
  });

  it('saves the original language and the other languages, tidied, and says which are missing', async () => {
    expect(
      await saveCompany(TEA, {
        originalLanguage: 'zh',
        translations: {
          pt: { name: '  Chá de Fujian, Lda  ', scope: 'Chá preto e Pu-erh', machine: true },
          en: { name: ' ', scope: '' },
        },
      }),
    ).toMatchObject({ code: 200 });
    const { data } = await call(TEA, 'GET', '/member/ownCompany');
    expect(data).toMatchObject({
      originalLanguage: 'zh',
      translations: {
        pt: { name: 'Chá de Fujian, Lda', scope: 'Chá preto e Pu-erh', machine: true },
      },
      missingLanguages: ['cht', 'en'],
    });
    expect(data!.translations).not.toHaveProperty('en');
  });

  it('refuses a translation in the original language, in the caller’s language, and keeps the profile', async () => {
    const before = (await call(TEA, 'GET', '/member/ownCompany')).data;
    const sameLanguage = { originalLanguage: 'zh', translations: { zh: { name: '另一个名称' } } };
    expect(await saveCompany(TEA, sameLanguage)).toEqual({
      code: 400,
      msg: '原文为简体中文，无需再填写简体中文译文',
    });
    expect(await saveCompany(TEA, sameLanguage, 'pt-PT')).toMatchObject({
      code: 400,
      msg: 'O original já está em chinês simplificado; não junte uma tradução para chinês simplificado',
    });
    expect((await saveCompany(TEA, sameLanguage, 'en')).msg).toMatch(/^The original is already/);
    expect((await saveCompany(TEA, sameLanguage, 'zh-TW')).msg).toBe(
      '原文為簡體中文，無需再填寫簡體中文譯文',
    );
    const tooLong = { translations: { pt: { name: 'x'.repeat(101) } } };
    expect(await saveCompany(TEA, tooLong, 'pt-PT')).toMatchObject({ code: 400 });
    expect((await call(TEA, 'GET', '/member/ownCompany')).data).toEqual(before);
  });

  it('shows a reader the company page in their language, else the original marked with its own', async () => {
    const companyId = ((await call(TEA, 'GET', '/member/ownCompany')).data as { id: number }).id;
    const original = (await call(null, 'GET', `/enterprise/${companyId}`, undefined, 'zh-CN')).data;
    expect(original).toMatchObject({ textLanguage: 'zh', machineTranslated: false });
    const pt = (await call(null, 'GET', `/enterprise/${companyId}`, undefined, 'pt-BR')).data;
    expect(pt).toMatchObject({
      name: 'Chá de Fujian, Lda',
      scope: 'Chá preto e Pu-erh',
      textLanguage: 'pt',
      machineTranslated: true,
    });
    const en = (await call(null, 'GET', `/enterprise/${companyId}`, undefined, 'en')).data;
    expect(en).toMatchObject({ name: original!.name, textLanguage: 'zh' });
    const cht = (await call(null, 'GET', `/enterprise/${companyId}`, undefined, 'zh-HK')).data;
    expect(cht).toMatchObject({ textLanguage: 'cht' });
  });

  it('keeps the other languages when a save leaves them out', async () => {
    const { data } = await call(TEA, 'GET', '/member/ownCompany');
    const { translations, originalLanguage, ...rest } = data as Record<string, unknown>;
    void [translations, originalLanguage];
    const { id, creditCode, licenceFile, reviewStatus, rejectReason, missingLanguages, ...body } =
      rest;
    void [id, creditCode, licenceFile, reviewStatus, rejectReason, missingLanguages];
    expect(await call(TEA, 'PUT', '/member/ownCompany', body)).toMatchObject({ code: 200 });
    expect((await call(TEA, 'GET', '/member/ownCompany')).data).toMatchObject({
      translations: { pt: { name: 'Chá de Fujian, Lda' } },
    });
  });
});

const day = (offset: number) => platformToday(new Date(clock.now().getTime() + offset * DAY));

const demandInput = (overrides: object = {}) => ({
  title: '求购普洱熟茶饼',
  productName: '普洱熟茶饼 357克',
  hsCode: '090240',
  industry: '茶叶',
  quantity: '500',
  unit: 'kg',
  priceMin: '10',
  priceMax: '25.5',
  currency: 'USD',
  deadline: day(10),
  receiverId: ids[TEA],
  description: '云南勐海产，七子饼包装',
  attachmentIds: [],
  supplierIds: [],
  designatedOnly: false,
  ...overrides,
});

describe('a demand in several languages', () => {
  let demandId: number;

  it('is written in the author’s language unless they say otherwise, with the languages they filled', async () => {
    const answer = await call<{ id: number }>(
      TEA,
      'POST',
      '/demand',
      demandInput({
        translations: {
          pt: {
            title: 'Procuramos bolos de chá Pu-erh maturado',
            productName: 'Chá Pu-erh maturado, bolo de 357 g',
            description: 'De Menghai, Yunnan, em embalagem de sete bolos',
          },
          en: { title: 'Wanted: ripe Pu-erh tea cakes', machine: true },
          cht: { title: '', productName: ' ' },
        },
      }),
    );
    expect(answer).toMatchObject({ code: 200 });
    demandId = answer.data!.id;
    const { data } = await call(TEA, 'GET', `/demand/${demandId}`, undefined, 'pt-BR');
    expect(data).toMatchObject({
      title: '求购普洱熟茶饼',
      originalLanguage: 'zh',
      translations: {
        pt: { title: 'Procuramos bolos de chá Pu-erh maturado' },
        en: { title: 'Wanted: ripe Pu-erh tea cakes', machine: true },
      },
      missingLanguages: ['cht'],
    });
  });

  it('shows the hall and the demand page in the reader’s language, with the language and the machine mark', async () => {
    const hall = await call<{ id: number; title: string; textLanguage: string }>(
      BUYER,
      'GET',
      '/demand/search?pageSize=50',
      undefined,
      'pt-BR',
    );
    expect(hall.rows!.find((row) => row.id === demandId)).toMatchObject({
      title: 'Procuramos bolos de chá Pu-erh maturado',
      productName: 'Chá Pu-erh maturado, bolo de 357 g',
      textLanguage: 'pt',
      machineTranslated: false,
    });
    const en = (await call(BUYER, 'GET', `/demand/public/${demandId}`, undefined, 'en')).data;
    expect(en).toMatchObject({
      title: 'Wanted: ripe Pu-erh tea cakes',
      // The English translation has no product name or description: the original fills them.
      productName: '普洱熟茶饼 357克',
      description: '云南勐海产，七子饼包装',
      textLanguage: 'en',
      machineTranslated: true,
    });
    const cht = (await call(BUYER, 'GET', `/demand/public/${demandId}`, undefined, 'zh-TW')).data;
    expect(cht).toMatchObject({ title: '求購普洱熟茶餅', textLanguage: 'cht' });
  });

  it('is found by the words of its translations', async () => {
    const found = await call<{ id: number }>(
      BUYER,
      'GET',
      `/demand/search?keyword=${encodeURIComponent('maturado')}`,
    );
    expect(found.rows!.map((row) => row.id)).toContain(demandId);
  });

  it('names the quoting company in the buyer’s language', async () => {
    expect(
      await call(WINE, 'POST', `/demand/${demandId}/quote`, {
        unitPrice: '18.00',
        totalPrice: null,
        quantity: '500',
        currency: 'USD',
        deliveryTerms: 'FOB Lisboa',
        deliveryDate: day(30),
        validUntil: day(8),
        message: 'Amostras disponíveis',
      }),
    ).toMatchObject({ code: 200 });
    await testDb.db.query(
      `UPDATE companies SET translations = '{"zh": {"name": "杜罗河谷酒庄"}}', original_language = 'pt'
        WHERE id = (SELECT company_id FROM members WHERE id = $1)`,
      [ids[WINE]],
    );
    const quotes = await call<{ company: { name: string } }[]>(
      TEA,
      'GET',
      `/demand/${demandId}/quotes`,
    );
    expect(quotes.data![0]!.company.name).toBe('杜罗河谷酒庄');
    // And the supplier reads the demand's title in its own language among the quotes it sent.
    const sent = await call<{ demand: { id: number; title: string } }>(
      WINE,
      'GET',
      '/quote/ownList?pageSize=50',
      undefined,
      'pt-PT',
    );
    expect(sent.rows!.find((row) => row.demand.id === demandId)!.demand.title).toBe(
      'Procuramos bolos de chá Pu-erh maturado',
    );
  });

  it('keeps its languages when an edit leaves them out, checked against a new original language', async () => {
    expect(
      await call(TEA, 'PUT', `/demand/${demandId}`, demandInput({ originalLanguage: 'pt' }), 'en'),
    ).toEqual({
      code: 400,
      msg: 'The original is already in Portuguese; leave out a Portuguese translation',
    });
    expect(await call(TEA, 'PUT', `/demand/${demandId}`, demandInput())).toMatchObject({
      code: 200,
    });
    const { data } = await call(TEA, 'GET', `/demand/${demandId}`);
    expect(data).toMatchObject({ missingLanguages: ['cht'] });
  });

  it('is its own company’s: another company’s editor cannot read or write its languages', async () => {
    expect((await call(WINE, 'GET', `/demand/${demandId}`)).code).toBe(404);
    expect(
      (await call(WINE, 'PUT', `/demand/${demandId}`, demandInput({ receiverId: ids[WINE] }))).code,
    ).toBe(404);
  });
});
