// The hall filters (`/product/industries`, `/demand/industries`) and the workbench's own lists
// (`/demand/ownList`, `/quote/ownList`): what each lists, and that an own list is the caller's
// company's — every member of it, nobody else.
import type { FastifyInstance } from 'fastify';
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

const BUYER = 'demo.br@example.com';
const TEA = '13800000001';
const TEA_SUB = '13800000002';
const WINE = 'demo.pt@example.com';
const DAY = 86_400_000;

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Answer<T> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
}

async function call<T>(
  who: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: who ? bearer(tokens[who]!) : {},
    ...(payload && { payload }),
  });
  return response.json<Answer<T>>();
}

async function postDemand(who: string, overrides: object = {}): Promise<number> {
  const answer = await call<{ id: number }>(who, 'POST', '/demand', {
    title: 'Procuramos chá preto para São Paulo',
    productName: 'Chá preto Dianhong',
    hsCode: '090240',
    industry: '茶叶',
    quantity: '500',
    unit: 'kg',
    priceMin: '10',
    priceMax: '25.5',
    currency: 'USD',
    deadline: platformToday(new Date(clock.now().getTime() + 10 * DAY)),
    receiverId: ids[who],
    description: 'Embalagem de 1 kg, entrega em Santos',
    attachmentIds: [],
    supplierIds: [],
    designatedOnly: false,
    ...overrides,
  });
  expect(answer).toMatchObject({ code: 200 });
  return answer.data!.id;
}

async function quote(who: string, demandId: number): Promise<number> {
  const answer = await call<{ id: number }>(who, 'POST', `/demand/${demandId}/quote`, {
    unitPrice: '18.00',
    totalPrice: null,
    quantity: '500',
    currency: 'USD',
    deliveryTerms: 'FOB Shanghai',
    deliveryDate: platformToday(new Date(clock.now().getTime() + 30 * DAY)),
    validUntil: platformToday(new Date(clock.now().getTime() + 8 * DAY)),
    message: '可提供样品',
  });
  expect(answer).toMatchObject({ code: 200 });
  return answer.data!.id;
}

async function companyOf(who: string): Promise<number> {
  const { rows } = await testDb.db.query<{ company_id: number }>(
    'SELECT company_id FROM members WHERE id = $1',
    [ids[who]],
  );
  return rows[0]!.company_id;
}

const listIds = async (who: string, path: string) =>
  ((await call<{ id: number }>(who, 'GET', path)).rows ?? []).map((row) => row.id);

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [BUYER, TEA, TEA_SUB, WINE]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
  }
});

afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('the supply hall’s industries (GET /product/industries)', () => {
  const industries = async () =>
    (await call<string[]>(null, 'GET', '/product/industries')).data ?? [];

  it('are those of trading companies with published products, each finding products', async () => {
    const listed = await industries();
    expect(listed).toEqual(expect.arrayContaining(['Vinhos e azeites', 'Cacau']));
    expect(listed).not.toContain('平台运营');
    expect(new Set(listed).size).toBe(listed.length);
    const findingNothing = [];
    for (const industry of listed) {
      const query = `pageSize=1&industry=${encodeURIComponent(industry)}`;
      const found = await call<never>(null, 'GET', `/product/search?${query}`);
      if (!found.total) findingNothing.push(industry);
    }
    expect(findingNothing).toEqual([]);
  });

  it('drop a company’s industry once its last product is taken offline', async () => {
    const published = await listIds(WINE, '/product/ownList?status=1&pageSize=100');
    expect(published.length).toBeGreaterThan(0);
    expect(await call(WINE, 'PUT', '/product/batchUnpublish', { ids: published })).toMatchObject({
      code: 200,
    });
    expect(await industries()).not.toContain('Vinhos e azeites');
    expect(await call(WINE, 'PUT', '/product/batchPublish', { ids: published })).toMatchObject({
      code: 200,
    });
    expect(await industries()).toContain('Vinhos e azeites');
  });
});

describe('the demand hall’s industries (GET /demand/industries)', () => {
  it('are those of ongoing public demands: not of invitation-only or finished ones', async () => {
    const industries = async () =>
      (await call<string[]>(null, 'GET', '/demand/industries')).data ?? [];
    const finished = await postDemand(BUYER, { industry: 'Cortiça em prancha' });
    await postDemand(BUYER, { industry: 'Granito polido' });
    await postDemand(BUYER, {
      industry: 'Pedido reservado',
      supplierIds: [await companyOf(WINE)],
      designatedOnly: true,
    });
    expect(await industries()).toEqual(
      expect.arrayContaining(['Cortiça em prancha', 'Granito polido']),
    );
    expect(await industries()).not.toContain('Pedido reservado');

    expect(await call(BUYER, 'PUT', `/demand/${finished}/finish`)).toMatchObject({ code: 200 });
    expect(await industries()).not.toContain('Cortiça em prancha');
  });
});

describe('own lists (GET /demand/ownList, GET /quote/ownList)', () => {
  let buyerDemand: number;
  let teaDemand: number;
  let wineQuote: number;
  let teaQuote: number;

  beforeAll(async () => {
    buyerDemand = await postDemand(BUYER);
    teaDemand = await postDemand(TEA);
    wineQuote = await quote(WINE, buyerDemand);
    teaQuote = await quote(TEA, buyerDemand);
  });

  it('list the company’s demands with their quote counts, for every member of it only', async () => {
    const page = await call<{ id: number; quoteCount: number; status: number }>(
      BUYER,
      'GET',
      '/demand/ownList?pageSize=100',
    );
    expect(page.rows![0]).toMatchObject({ id: buyerDemand, quoteCount: 2, status: 1 });
    expect(page.total).toBe(page.rows!.length);
    expect(page.rows!.map((row) => row.id)).not.toContain(teaDemand);

    const tea = await listIds(TEA, '/demand/ownList?pageSize=100');
    expect(tea[0]).toBe(teaDemand);
    expect(tea).not.toContain(buyerDemand);
    expect(await listIds(TEA_SUB, '/demand/ownList?pageSize=100')).toEqual(tea);
    expect(await listIds(WINE, '/demand/ownList?pageSize=100')).not.toContain(buyerDemand);
  });

  it('filter the company’s demands by status', async () => {
    const finished = await postDemand(BUYER);
    expect(await call(BUYER, 'PUT', `/demand/${finished}/finish`)).toMatchObject({ code: 200 });
    const completed = await listIds(BUYER, '/demand/ownList?pageSize=100&status=3');
    expect(completed).toContain(finished);
    expect(completed).not.toContain(buyerDemand);
    const ongoing = await listIds(BUYER, '/demand/ownList?pageSize=100&status=1');
    expect(ongoing).toContain(buyerDemand);
    expect(ongoing).not.toContain(finished);
  });

  it('list the quotes the company sent, with their demand, for every member of it only', async () => {
    const wine = await call<{ id: number; demand: { id: number; title: string } }>(
      WINE,
      'GET',
      '/quote/ownList?pageSize=100',
    );
    expect(wine.rows![0]).toMatchObject({
      id: wineQuote,
      status: 1,
      demand: { id: buyerDemand, title: 'Procuramos chá preto para São Paulo' },
      unitPrice: '18.00',
      quantity: '500',
      unit: 'kg',
      currency: 'USD',
    });
    expect(wine.total).toBe(wine.rows!.length);
    expect(wine.rows!.map((row) => row.id)).not.toContain(teaQuote);

    const tea = await listIds(TEA, '/quote/ownList?pageSize=100');
    expect(tea[0]).toBe(teaQuote);
    expect(tea).not.toContain(wineQuote);
    expect(await listIds(TEA_SUB, '/quote/ownList?pageSize=100')).toEqual(tea);
    const buyer = await listIds(BUYER, '/quote/ownList?pageSize=100');
    expect(buyer).not.toContain(wineQuote);
    expect(buyer).not.toContain(teaQuote);
  });

  it('are refused without a sign-in', async () => {
    for (const path of ['/demand/ownList', '/quote/ownList']) {
      expect((await call(null, 'GET', path)).code).toBe(401);
    }
  });
});
