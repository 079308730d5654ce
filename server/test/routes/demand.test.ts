import type { FastifyInstance } from 'fastify';
import { platformToday, runDemandExpiry } from '../../src/lib/demands';
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
const WINE = 'demo.pt@example.com';
const KWANZA = 'demo.ao@example.com';
const DAY = 86_400_000;

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const companies: Record<string, number> = {};

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
}

async function call<T = unknown>(
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

const day = (offset: number) => platformToday(new Date(clock.now().getTime() + offset * DAY));

const demandInput = (overrides: object = {}) => ({
  title: 'Procuramos chá preto para São Paulo',
  productName: 'Chá preto Dianhong',
  hsCode: '090240',
  industry: '茶叶',
  quantity: '500',
  unit: 'kg',
  priceMin: '10',
  priceMax: '25.5',
  currency: 'USD',
  deadline: day(10),
  receiverId: ids[BUYER],
  description: 'Embalagem de 1 kg, entrega em Santos',
  attachmentIds: [],
  supplierIds: [],
  designatedOnly: false,
  ...overrides,
});

const quoteInput = (overrides: object = {}) => ({
  unitPrice: '18.00',
  totalPrice: null,
  quantity: '500',
  currency: 'USD',
  deliveryTerms: 'FOB Shanghai',
  deliveryDate: day(30),
  validUntil: day(8),
  message: '可提供样品',
  ...overrides,
});

async function notifications(who: string, type: number) {
  const { rows } = await testDb.db.query<{ jump_id: number; message_title: string }>(
    'SELECT jump_id, message_title FROM notifications WHERE member_id = $1 AND message_types_of = $2 ORDER BY id',
    [ids[who], type],
  );
  return rows;
}

async function post(who: string, overrides: object = {}) {
  const answer = await call<{ id: number }>(who, 'POST', '/demand', demandInput(overrides));
  expect(answer).toMatchObject({ code: 200 });
  return answer.data!.id;
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [BUYER, TEA, WINE, KWANZA]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
    const { rows } = await testDb.db.query<{ company_id: number }>(
      'SELECT company_id FROM members WHERE id = $1',
      [ids[who]],
    );
    companies[who] = rows[0]!.company_id;
  }
});

afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('posting a demand', () => {
  it('needs every field of spec §5, named in the caller’s language, and keeps nothing', async () => {
    const before = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands');
    expect(await call(BUYER, 'POST', '/demand', demandInput({ title: ' ' }))).toMatchObject({
      code: 400,
      msg: '需求标题不能为空',
    });
    expect(await call(BUYER, 'POST', '/demand', demandInput({ title: '' }), 'pt-BR')).toMatchObject(
      { code: 400, msg: 'Título da procura: campo obrigatório' },
    );
    expect(await call(BUYER, 'POST', '/demand', demandInput({ unit: '' }), 'en')).toMatchObject({
      code: 400,
      msg: 'Unit is required',
    });
    expect(
      await call(BUYER, 'POST', '/demand', demandInput({ priceMin: '30', priceMax: '20' })),
    ).toMatchObject({ code: 400, msg: '最高价格不能低于最低价格' });
    expect(await call(BUYER, 'POST', '/demand', demandInput({ deadline: day(-1) }))).toMatchObject({
      code: 400,
      msg: '截止日期不能早于今天',
    });
    expect(await call(BUYER, 'POST', '/demand', demandInput({ quantity: '-3' }))).toMatchObject({
      code: 400,
      msg: '数量格式不正确',
    });
    expect(await call(BUYER, 'POST', '/demand', demandInput({ hsCode: '090299' }))).toMatchObject({
      code: 400,
      msg: 'HS编码不存在',
    });
    // Another company's member cannot be the reception contact.
    expect(
      await call(BUYER, 'POST', '/demand', demandInput({ receiverId: ids[TEA] })),
    ).toMatchObject({ code: 400, msg: '接收联系人须为本企业的在职成员' });
    expect(
      await call(BUYER, 'POST', '/demand', demandInput({ designatedOnly: true })),
    ).toMatchObject({ code: 400, msg: '仅指定供应商可见时，请至少选择一家供应商' });
    const after = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('is found in the hall by words with or without accents, HS prefix and country', async () => {
    const id = await post(BUYER);
    const search = async (query: string) =>
      (await call<{ id: number }>(null, 'GET', `/demand/search?${query}`)).rows!.map(
        (row) => row.id,
      );
    expect(await search('keyword=cha%20preto')).toContain(id);
    expect(await search('keyword=Ch%C3%A1')).toContain(id);
    expect(await search('keyword=%E8%8C%B6%E5%8F%B6')).toContain(id); // 茶叶, the industry
    expect(await search('hsCode=0902')).toContain(id);
    expect(await search('hsCode=0901')).not.toContain(id);
    expect(await search('buyerCountry=BR')).toContain(id);
    expect(await search('buyerCountry=PT')).not.toContain(id);
    expect(await search(`deadlineFrom=${day(11)}`)).not.toContain(id);

    const page = await call<Record<string, unknown>>(null, 'GET', `/demand/public/${id}`);
    expect(page.data).toMatchObject({
      id,
      title: 'Procuramos chá preto para São Paulo',
      quantity: '500',
      priceMax: '25.50',
      status: 1,
      own: false,
      company: { id: companies[BUYER] },
    });
    expect(page.data).not.toHaveProperty('receiverId');
    expect((await call(BUYER, 'GET', `/demand/public/${id}`)).data).toMatchObject({ own: true });
  });

  it('for designated suppliers only exists for them, who are invited', async () => {
    const id = await post(BUYER, {
      title: 'Vinho do Porto para o Rio',
      supplierIds: [companies[WINE]],
      designatedOnly: true,
    });
    expect((await call(WINE, 'GET', `/demand/public/${id}`)).code).toBe(200);
    for (const who of [KWANZA, null]) {
      expect(await call(who, 'GET', `/demand/public/${id}`)).toMatchObject({
        code: 404,
        msg: '需求不存在',
      });
    }
    const hall = await call<{ id: number }>(KWANZA, 'GET', '/demand/search?pageSize=100');
    expect(hall.rows!.map((row) => row.id)).not.toContain(id);
    expect(await call(KWANZA, 'POST', `/demand/${id}/quote`, quoteInput())).toMatchObject({
      code: 404,
    });
    const invitations = await notifications(WINE, 10);
    expect(invitations.at(-1)).toMatchObject({ jump_id: id, message_title: 'Convite para cotar' });
  });

  it('is another company’s only as if it did not exist', async () => {
    const id = await post(BUYER);
    for (const [method, path] of [
      ['GET', `/demand/${id}`],
      ['PUT', `/demand/${id}`],
      ['PUT', `/demand/${id}/finish`],
      ['GET', `/demand/${id}/quotes`],
    ] as const) {
      const answer = await call(TEA, method, path, method === 'PUT' ? demandInput() : undefined);
      expect(answer).toMatchObject({ code: 404, msg: '需求不存在' });
    }
  });
});

describe('quotes', () => {
  let demandId: number;
  let teaQuote: number;
  let wineQuote: number;

  beforeAll(async () => {
    demandId = await post(BUYER);
  });

  it('are refused on the own company’s demand, and badly filled ones say why', async () => {
    expect(await call(BUYER, 'POST', `/demand/${demandId}/quote`, quoteInput())).toMatchObject({
      code: 400,
      msg: '不能对本企业发布的需求报价',
    });
    expect(
      await call(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput({ unitPrice: null })),
    ).toMatchObject({ code: 400, msg: '单价或总价不能为空' });
    expect(
      await call(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput({ quantity: '2.5' })),
    ).toMatchObject({ code: 400, msg: '报价数量须为正整数' });
    expect(
      await call(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput({ validUntil: day(20) })),
    ).toMatchObject({ code: 400, msg: '报价有效期不能晚于需求截止日期' });
  });

  it('reach the buyer, may be revised once with both versions kept', async () => {
    const sent = await call<{ id: number }>(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput());
    expect(sent.code).toBe(200);
    teaQuote = sent.data!.id;
    expect(await call(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput())).toMatchObject({
      code: 400,
      msg: '已对该需求报价，请修改原报价',
    });
    expect((await notifications(BUYER, 9)).at(-1)).toMatchObject({
      jump_id: demandId,
      message_title: 'Nova cotação recebida',
    });
    wineQuote = (
      await call<{ id: number }>(
        WINE,
        'POST',
        `/demand/${demandId}/quote`,
        quoteInput({ unitPrice: null, totalPrice: '8000', currency: 'EUR' }),
      )
    ).data!.id;

    expect(
      await call(TEA, 'PUT', `/quote/${teaQuote}`, quoteInput({ unitPrice: '16.50' })),
    ).toMatchObject({ code: 200 });
    expect(
      await call(TEA, 'PUT', `/quote/${teaQuote}`, quoteInput({ unitPrice: '15' })),
    ).toMatchObject({ code: 400, msg: '报价只能修改一次' });
    expect(await call(WINE, 'PUT', `/quote/${teaQuote}`, quoteInput())).toMatchObject({
      code: 404,
      msg: '报价不存在',
    });

    const mine = await call<Record<string, unknown>>(TEA, 'GET', `/demand/${demandId}/myQuote`);
    expect(mine.data).toMatchObject({ id: teaQuote, unitPrice: '16.50', revisionsLeft: 0 });
    const received = await call<Record<string, unknown>[]>(
      BUYER,
      'GET',
      `/demand/${demandId}/quotes`,
    );
    expect(received.data).toEqual([
      expect.objectContaining({
        id: teaQuote,
        revised: true,
        unitPrice: '16.50',
        previous: expect.objectContaining({ unitPrice: '18.00' }),
        contactId: ids[TEA],
        company: expect.objectContaining({ id: companies[TEA] }),
      }),
      expect.objectContaining({
        id: wineQuote,
        revised: false,
        previous: null,
        totalPrice: '8000.00',
        unitPrice: null,
      }),
    ]);
  });

  it('are limited per month by the membership tier', async () => {
    // The tea company has quoted this month already (here and in the demo data): make that the limit.
    const before = await call<{ used: number; quota: number }>(TEA, 'GET', '/quote/quota');
    const used = before.data!.used;
    expect(used).toBeGreaterThanOrEqual(1);
    await testDb.db.query('UPDATE membership_tiers SET quote_quota = $1', [used]);
    try {
      const other = await post(BUYER, { title: 'Outra procura' });
      expect(await call<{ used: number; quota: number }>(TEA, 'GET', '/quote/quota')).toMatchObject(
        { data: { used, quota: used } },
      );
      expect(await call(TEA, 'POST', `/demand/${other}/quote`, quoteInput())).toMatchObject({
        code: 403,
        msg: `本月报价数量已达会员上限（${used}/${used}），请升级会员`,
      });
    } finally {
      await testDb.db.query(
        `UPDATE membership_tiers SET quote_quota = CASE role_key WHEN 'start' THEN 10
           WHEN 'silver' THEN 50 WHEN 'gold' THEN 200 ELSE 1000 END`,
      );
    }
  });

  it('confirmed by the buyer becomes an order pending the supplier; the other quote ends', async () => {
    expect(await call(TEA, 'PUT', `/quote/${wineQuote}/confirm`)).toMatchObject({ code: 404 });
    const confirmed = await call<{ orderId: number }>(BUYER, 'PUT', `/quote/${wineQuote}/confirm`);
    expect(confirmed.code).toBe(200);
    const orderId = confirmed.data!.orderId;
    const { rows } = await testDb.db.query<Record<string, unknown>>(
      `SELECT o.status, o.buyer_company_id, o.seller_company_id, o.currency, o.amount::text AS amount,
              p.product_name, p.product_price::text AS price, p.quantity::int AS quantity, p.unit
         FROM orders o JOIN order_products p ON p.order_id = o.id WHERE o.id = $1`,
      [orderId],
    );
    expect(rows).toEqual([
      {
        status: 1,
        buyer_company_id: companies[BUYER],
        seller_company_id: companies[WINE],
        currency: 'EUR',
        amount: '8000.00',
        product_name: 'Chá preto Dianhong',
        price: '16.00',
        quantity: 500,
        unit: 'kg',
      },
    ]);
    const quotes = await call<{ id: number; status: number }[]>(
      BUYER,
      'GET',
      `/demand/${demandId}/quotes`,
    );
    expect(quotes.data!.map(({ id, status }) => [id, status])).toEqual([
      [teaQuote, 3],
      [wineQuote, 2],
    ]);
    expect((await call(BUYER, 'GET', `/demand/${demandId}`)).data).toMatchObject({ status: 3 });
    expect((await notifications(WINE, 10)).at(-1)).toMatchObject({
      jump_id: demandId,
      message_title: 'Cotação confirmada',
    });
    expect((await notifications(TEA, 10)).at(-1)).toMatchObject({
      jump_id: demandId,
      message_title: '报价已失效',
    });
    // Both sides find the order in their lists.
    const sellerOrders = await call<{ id: number }>(WINE, 'GET', '/minor/order/list?pageSize=100');
    expect(sellerOrders.rows!.map((row) => row.id)).toContain(orderId);
    expect(await call(BUYER, 'PUT', `/quote/${teaQuote}/confirm`)).toMatchObject({ code: 400 });
  });
});

describe('the life cycle', () => {
  it('finish completes the demand and ends its open quotes', async () => {
    const id = await post(BUYER, { title: 'Procura a terminar' });
    await call(KWANZA, 'POST', `/demand/${id}/quote`, quoteInput());
    expect(await call(BUYER, 'PUT', `/demand/${id}/finish`)).toMatchObject({ code: 200 });
    expect((await call(KWANZA, 'GET', `/demand/${id}/myQuote`)).data).toMatchObject({ status: 3 });
    expect(await call(KWANZA, 'POST', `/demand/${id}/quote`, quoteInput())).toMatchObject({
      code: 400,
    });
    expect(await call(BUYER, 'PUT', `/demand/${id}`, demandInput())).toMatchObject({
      code: 400,
      msg: '需求已结束，不能修改或报价',
    });
  });

  it('expires demands at the deadline and quotes at their validity, once across two servers', async () => {
    const id = await post(BUYER, { title: 'Procura com prazo', deadline: day(2) });
    const quote = (
      await call<{ id: number }>(
        KWANZA,
        'POST',
        `/demand/${id}/quote`,
        quoteInput({ validUntil: day(1) }),
      )
    ).data!.id;
    const noticesBefore = (await notifications(KWANZA, 10)).length;
    const second = await createTestApp({ db: testDb.db, now: clock.now });
    try {
      clock.advance(2 * DAY);
      // The quote's validity has passed; the demand's deadline is today, still open.
      await Promise.all([runDemandExpiry(app), runDemandExpiry(second.app)]);
      expect((await call(KWANZA, 'GET', `/demand/${id}/myQuote`)).data).toMatchObject({
        id: quote,
        status: 3,
      });
      expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject({ status: 1 });
      clock.advance(DAY);
      await Promise.all([runDemandExpiry(app), runDemandExpiry(second.app)]);
      expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject({ status: 2 });
      const hall = await call<{ id: number }>(null, 'GET', '/demand/search?pageSize=100');
      expect(hall.rows!.map((row) => row.id)).not.toContain(id);
    } finally {
      await second.close();
    }
    expect((await notifications(KWANZA, 10)).length).toBe(noticesBefore + 1);
  });
});

describe('chat about a quote', () => {
  it('opens with a demand card the buyer cannot forge, to the member who quoted, even with no prior contact', async () => {
    const demandId = await post(BUYER, { title: 'Chá verde para conversar' });
    const quoted = await call<{ id: number }>(
      TEA,
      'POST',
      `/demand/${demandId}/quote`,
      quoteInput({ unitPrice: '12.50', quantity: '300' }),
    );
    const quoteId = quoted.data!.id;

    // Another company's demand, or a quote of another demand: as if it did not exist.
    expect(await call(WINE, 'POST', `/demand/${demandId}/quote/${quoteId}/chat`)).toMatchObject({
      code: 404,
    });
    const other = await post(BUYER, { title: 'Outra procura para conversar' });
    expect(await call(BUYER, 'POST', `/demand/${other}/quote/${quoteId}/chat`)).toMatchObject({
      code: 404,
    });

    const opened = await call<{ receiverId: number; message: { type: string; payload: string } }>(
      BUYER,
      'POST',
      `/demand/${demandId}/quote/${quoteId}/chat`,
    );
    expect(opened.code).toBe(200);
    expect(opened.data!.receiverId).toBe(ids[TEA]);
    expect(opened.data!.message.type).toBe('demand');
    expect(JSON.parse(opened.data!.message.payload)).toMatchObject({
      demandId,
      quoteId,
      title: 'Chá verde para conversar',
      unitPrice: '12.50',
      quoteQuantity: '300',
      unit: 'kg',
    });

    // The supplier reads it in its conversation with the buyer, and may answer.
    const history = await call<{ type: string }>(
      TEA,
      'GET',
      `/chatMessage/listBySenderId/${ids[BUYER]}?pageNum=1&pageSize=20`,
    );
    expect(JSON.stringify(history)).toContain('Chá verde para conversar');
    const reply = await call(TEA, 'POST', '/chatMessage', {
      messageId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      receiverId: ids[BUYER],
      type: 'text',
      payload: JSON.stringify({ text: 'Podemos enviar amostras.' }),
    });
    expect(reply.code).toBe(200);

    // No client may send a demand card itself.
    const forged = await call(BUYER, 'POST', '/chatMessage', {
      messageId: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      receiverId: ids[TEA],
      type: 'demand',
      payload: JSON.stringify({ title: 'forjado' }),
    });
    expect(forged.code).toBe(400);
  });
});
