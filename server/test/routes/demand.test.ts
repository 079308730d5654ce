import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { platformToday } from '../../src/platform/calendar';
import { runDemandExpiry } from '../../src/modules/demand/service';
import { sweepUnreferencedFiles } from '../../src/platform/files/file-sweep';
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
import { isStored } from '../storage-backends';

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

/** The member's notifications of a type, oldest first, as the message centre reads them. */
async function notifications(who: string, type: number, language = 'zh-CN') {
  const page = await call<never>(
    who,
    'GET',
    '/message/getMessageListByUser?pageSize=100',
    undefined,
    language,
  );
  const rows = (
    page as unknown as { rows: { jumpId: number; messageTitle: string; messageTypesOf: number }[] }
  ).rows;
  return rows
    .filter((row) => row.messageTypesOf === type)
    .reverse()
    .map((row) => ({ jump_id: row.jumpId, message_title: row.messageTitle }));
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
    const invitations = await notifications(WINE, 10, 'pt');
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
    // A field the form does not have is refused, not dropped: a quote is never sent half-read.
    expect(
      await call(TEA, 'POST', `/demand/${demandId}/quote`, { ...quoteInput(), status: 2 }),
    ).toMatchObject({ code: 400, msg: '不支持的参数：status' });
  });

  it('reach the buyer, may be revised once with both versions kept', async () => {
    const sent = await call<{ id: number }>(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput());
    expect(sent.code).toBe(200);
    teaQuote = sent.data!.id;
    expect(await call(TEA, 'POST', `/demand/${demandId}/quote`, quoteInput())).toMatchObject({
      code: 400,
      msg: '已对该需求报价，请修改原报价',
    });
    expect((await notifications(BUYER, 9, 'pt')).at(-1)).toMatchObject({
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
    expect((await notifications(WINE, 10, 'pt')).at(-1)).toMatchObject({
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
    const noticesBefore = (await notifications(KWANZA, 10)).length;
    expect(await call(BUYER, 'PUT', `/demand/${id}/finish`)).toMatchObject({ code: 200 });
    expect((await call(KWANZA, 'GET', `/demand/${id}/myQuote`)).data).toMatchObject({ status: 3 });
    const notices = await notifications(KWANZA, 10);
    expect(notices.length).toBe(noticesBefore + 1);
    expect(notices.at(-1)).toMatchObject({ jump_id: id, message_title: '报价已失效' });
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
    const demandId = await post(BUYER, {
      title: 'Chá verde para conversar',
      originalLanguage: 'pt',
      translations: { zh: { title: '绿茶，待洽谈', machine: true } },
    });
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
    // Written for a reader of each language: the Chinese supplier reads the buyer's title in
    // Chinese (a machine's), a reader of English the Portuguese original (docs/listing-languages.md).
    const card = JSON.parse(opened.data!.message.payload) as {
      productName: string;
      demandTexts: Record<string, { title: string; productName: string; textLanguage: string }>;
      supplierNames: Record<string, string>;
    };
    expect(card.demandTexts.zh).toEqual({
      title: '绿茶，待洽谈',
      productName: card.productName,
      textLanguage: 'zh',
      machineTranslated: true,
    });
    expect(card.demandTexts.cht).toMatchObject({ title: '綠茶，待洽談', textLanguage: 'cht' });
    expect(card.demandTexts.en).toEqual({
      title: 'Chá verde para conversar',
      productName: card.productName,
      textLanguage: 'pt',
      machineTranslated: false,
    });
    expect(card.supplierNames).toEqual({
      zh: '云南普洱茶源茶业有限公司',
      cht: '雲南普洱茶源茶業有限公司',
      pt: "Yunnan Pu'er Chayuan, Comércio de Chá, Lda.",
      en: "Yunnan Pu'er Chayuan Tea Co., Ltd.",
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

/** Uploads a small PNG as the member, named as given; answers the file's id. */
async function upload(who: string, name: string): Promise<number> {
  const boundary = `----portal${randomUUID()}`;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/upload`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[who]!),
    },
  });
  const body = response.json<Answer<{ id: number }>>();
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
  return body.data!.id;
}

/** A download as the member: 200, or the answer it got instead. */
async function download(who: string, fileId: number) {
  const response = await app.inject({
    url: `${API}/files/${fileId}`,
    headers: bearer(tokens[who]!),
  });
  return response.statusCode === 200 ? 200 : { status: response.statusCode, body: response.json() };
}

const attachment = (fileId: number, name: string) => ({
  fileId,
  name,
  url: `${API}/files/${fileId}`,
});

describe('quote attachments', () => {
  let demandId: number;
  let quoteId: number;
  let sheet: number;
  /** What any member gets for a file that does not exist. */
  let missing: unknown;

  beforeAll(async () => {
    demandId = await post(BUYER, { title: 'Chá com ficha técnica' });
    sheet = await upload(TEA, 'ficha-tecnica.png');
    missing = await download(BUYER, 2147483647);
    expect(missing).toEqual({ status: 404, body: { code: 404, msg: '文件不存在' } });
  });

  it('reach the buyer, who may open them; another company may not', async () => {
    const sent = await call<{ id: number }>(
      TEA,
      'POST',
      `/demand/${demandId}/quote`,
      quoteInput({ attachmentIds: [sheet] }),
    );
    expect(sent.code).toBe(200);
    quoteId = sent.data!.id;

    const mine = await call<Record<string, unknown>>(TEA, 'GET', `/demand/${demandId}/myQuote`);
    expect(mine.data).toMatchObject({
      id: quoteId,
      attachments: [attachment(sheet, 'ficha-tecnica.png')],
    });
    const received = await call<Record<string, unknown>[]>(
      BUYER,
      'GET',
      `/demand/${demandId}/quotes`,
    );
    expect(received.data).toEqual([
      expect.objectContaining({
        id: quoteId,
        attachments: [attachment(sheet, 'ficha-tecnica.png')],
        previous: null,
      }),
    ]);

    expect(await download(BUYER, sheet)).toBe(200);
    expect(await download(TEA, sheet)).toBe(200);
    // The wine company may see the (public) demand, not what a supplier sent the buyer.
    expect((await call(WINE, 'GET', `/demand/public/${demandId}`)).code).toBe(200);
    expect(await download(WINE, sheet)).toEqual(missing);
  });

  it('are the quoting company’s own files, at most five, or the quote is refused', async () => {
    const wineFile = await upload(WINE, 'vinho.png');
    const refused = [
      // Another company's file answers as a missing one does.
      [{ attachmentIds: [wineFile] }, 'zh-CN', '附件无效，请重新上传'],
      [{ attachmentIds: [2147483647] }, 'zh-CN', '附件无效，请重新上传'],
      [{ attachmentIds: [wineFile] }, 'en', 'Invalid attachment; upload it again'],
      [{ attachmentIds: [1, 2, 3, 4, 5, 6] }, 'zh-CN', '附件最多5个'],
      [{ attachmentIds: [1, 2, 3, 4, 5, 6] }, 'pt-BR', 'No máximo 5 anexos'],
      [{ attachmentIds: [1, 2, 3, 4, 5, 6] }, 'zh-TW', '附件最多5個'],
    ] as const;
    for (const [overrides, language, msg] of refused) {
      const answer = await call(
        KWANZA,
        'POST',
        `/demand/${demandId}/quote`,
        quoteInput(overrides),
        language,
      );
      expect({ language, answer }).toEqual({ language, answer: { code: 400, msg } });
    }
    expect((await call(KWANZA, 'GET', `/demand/${demandId}/myQuote`)).data).toBeNull();
    // Nor may a revision take one.
    expect(
      await call(TEA, 'PUT', `/quote/${quoteId}`, quoteInput({ attachmentIds: [wineFile] })),
    ).toMatchObject({ code: 400, msg: '附件无效，请重新上传' });
    expect((await call(TEA, 'GET', `/demand/${demandId}/myQuote`)).data).toMatchObject({
      revisionsLeft: 1,
      attachments: [attachment(sheet, 'ficha-tecnica.png')],
    });
    // A competing supplier quotes the same demand, without attachments.
    expect(await call(KWANZA, 'POST', `/demand/${demandId}/quote`, quoteInput())).toMatchObject({
      code: 200,
    });
  });

  it('of the first version stay in the history when a revision sends others', async () => {
    const prices = await upload(TEA, 'tabela-de-precos.png');
    expect(
      await call(
        TEA,
        'PUT',
        `/quote/${quoteId}`,
        quoteInput({ unitPrice: '17.00', attachmentIds: [prices] }),
      ),
    ).toMatchObject({ code: 200 });

    expect((await call(TEA, 'GET', `/demand/${demandId}/myQuote`)).data).toMatchObject({
      unitPrice: '17.00',
      attachments: [attachment(prices, 'tabela-de-precos.png')],
    });
    const received = await call<{ id: number }[]>(BUYER, 'GET', `/demand/${demandId}/quotes`);
    expect(received.data!.find((quote) => quote.id === quoteId)).toMatchObject({
      revised: true,
      unitPrice: '17.00',
      attachments: [attachment(prices, 'tabela-de-precos.png')],
      previous: {
        unitPrice: '18.00',
        attachments: [attachment(sheet, 'ficha-tecnica.png')],
      },
    });
    const versions = await testDb.db.query<{ revision: number; content: { attachments: unknown } }>(
      'SELECT revision, content FROM quote_versions WHERE quote_id = $1 ORDER BY revision',
      [quoteId],
    );
    expect(versions.rows.map((row) => [row.revision, row.content.attachments])).toEqual([
      [0, [{ fileId: sheet, name: 'ficha-tecnica.png' }]],
      [1, [{ fileId: prices, name: 'tabela-de-precos.png' }]],
    ]);

    // The buyer still opens both versions' files; the competing supplier and others neither.
    for (const file of [sheet, prices]) {
      expect(await download(BUYER, file)).toBe(200);
      expect(await download(KWANZA, file)).toEqual(missing);
      expect(await download(WINE, file)).toEqual(missing);
    }

    // Both versions' files are referenced: the sweep of unused uploads keeps them.
    const orphan = await upload(TEA, 'rascunho.png');
    const fileStorage = context.fileStorage!;
    await sweepUnreferencedFiles(testDb.db, fileStorage, clock.now(), -1);
    const stored = await testDb.db.query<{ id: number; stored_name: string }>(
      'SELECT id, stored_name FROM files WHERE id = ANY($1::int[])',
      [[sheet, prices, orphan]],
    );
    const kept = await Promise.all(
      stored.rows.map(async (row) => [row.id, await isStored(fileStorage, row.stored_name)]),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        [sheet, true],
        [prices, true],
      ]),
    );
    expect(stored.rows.map((row) => row.id)).not.toContain(orphan);
  });
});

/** The public hall as a guest (or a member) sees it: ids in the order given. */
async function hall(query: string, who: string | null = null) {
  const answer = await call<{ id: number }>(who, 'GET', `/demand/search?${query}`);
  expect(answer.code).toBe(200);
  return { ids: answer.rows!.map((row) => row.id), total: answer.total!, rows: answer.rows! };
}

describe('editing a demand', () => {
  it('changes what the buyer, its demand page and the hall show; a refused edit changes nothing', async () => {
    const id = await post(BUYER, {
      title: 'Procuramos cacau em pó',
      description: 'Cacau em pó alcalinizado, sacos de 25 kg',
    });
    // Before the edit the hall finds it by its first words, HS code and deadline.
    expect((await hall('keyword=cacau&pageSize=100')).ids).toContain(id);
    expect((await hall('hsCode=0902&pageSize=100')).ids).toContain(id);
    expect((await hall(`deadlineFrom=${day(20)}&pageSize=100`)).ids).not.toContain(id);
    const edited = demandInput({
      title: 'Castanha de caju torrada para Recife',
      productName: 'Castanha de caju W320',
      hsCode: null,
      quantity: '750',
      priceMin: '12',
      priceMax: '30.25',
      deadline: day(20),
      description: 'Embalagem a vácuo de 10 kg, entrega no Porto do Recife',
    });
    expect(await call(BUYER, 'PUT', `/demand/${id}`, edited)).toMatchObject({
      code: 200,
      data: null,
    });

    const changed = {
      id,
      title: 'Castanha de caju torrada para Recife',
      productName: 'Castanha de caju W320',
      hsCode: null,
      quantity: '750',
      priceMin: '12.00',
      priceMax: '30.25',
      deadline: day(20),
      status: 1,
    };
    expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject({
      ...changed,
      description: 'Embalagem a vácuo de 10 kg, entrega no Porto do Recife',
      quoteCount: 0,
    });
    expect((await call(null, 'GET', `/demand/public/${id}`)).data).toMatchObject({
      ...changed,
      description: 'Embalagem a vácuo de 10 kg, entrega no Porto do Recife',
    });

    // The hall finds it by its new words and deadline only, and shows the new card.
    const found = await hall('keyword=caju&pageSize=100');
    expect(found.rows.find((row) => row.id === id)).toMatchObject(changed);
    expect((await hall('keyword=cacau&pageSize=100')).ids).not.toContain(id);
    expect((await hall('hsCode=0902&pageSize=100')).ids).not.toContain(id);
    expect((await hall(`deadlineFrom=${day(20)}&pageSize=100`)).ids).toContain(id);

    // A refused edit keeps the demand as it was.
    expect(
      await call(BUYER, 'PUT', `/demand/${id}`, { ...edited, priceMin: '40', title: 'Outro' }),
    ).toMatchObject({ code: 400, msg: '最高价格不能低于最低价格' });
    expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject(changed);
  });

  it('with quotes is allowed while ongoing: the quotes stay as sent, open and revisable', async () => {
    const id = await post(BUYER, { title: 'Chá preto a rever' });
    const quoted = await call<{ id: number }>(TEA, 'POST', `/demand/${id}/quote`, quoteInput());
    expect(quoted.code).toBe(200);
    const quoteId = quoted.data!.id;
    const before = (await call<Record<string, unknown>[]>(BUYER, 'GET', `/demand/${id}/quotes`))
      .data!;

    expect(
      await call(
        BUYER,
        'PUT',
        `/demand/${id}`,
        demandInput({ title: 'Chá preto revisto', quantity: '800', deadline: day(15) }),
      ),
    ).toMatchObject({ code: 200 });

    expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject({
      title: 'Chá preto revisto',
      quantity: '800',
      deadline: day(15),
      status: 1,
      quoteCount: 1,
    });
    // The buyer's comparison lists the same quote, unchanged and still open.
    const after = (await call<Record<string, unknown>[]>(BUYER, 'GET', `/demand/${id}/quotes`))
      .data!;
    expect(after).toEqual(before);
    expect(after).toEqual([
      expect.objectContaining({ id: quoteId, status: 1, revised: false, quantity: '500' }),
    ]);
    // The supplier sees the edited demand and may still revise its quote once.
    expect((await call(TEA, 'GET', `/demand/public/${id}`)).data).toMatchObject({
      title: 'Chá preto revisto',
      quantity: '800',
    });
    expect((await call(TEA, 'GET', `/demand/${id}/myQuote`)).data).toMatchObject({
      id: quoteId,
      status: 1,
      revisionsLeft: 1,
    });
    expect(
      await call(TEA, 'PUT', `/quote/${quoteId}`, quoteInput({ quantity: '800' })),
    ).toMatchObject({ code: 200 });
  });
});

describe('a public demand with invited suppliers', () => {
  let id: number;

  beforeAll(async () => {
    id = await post(BUYER, {
      title: 'Vinho verde para restaurantes',
      supplierIds: [companies[WINE]],
      designatedOnly: false,
    });
  });

  it('is seen and quoted by anyone, invited or not, signed in or a guest', async () => {
    for (const who of [null, KWANZA, TEA, WINE]) {
      expect({ who, answer: await call(who, 'GET', `/demand/public/${id}`) }).toMatchObject({
        who,
        answer: { code: 200, data: { id, own: false } },
      });
      expect({ who, ids: (await hall('keyword=vinho%20verde&pageSize=100', who)).ids }).toEqual({
        who,
        ids: expect.arrayContaining([id]),
      });
    }
    expect((await call(BUYER, 'GET', `/demand/${id}`)).data).toMatchObject({
      designatedOnly: false,
      suppliers: [{ id: companies[WINE], name: expect.any(String) }],
    });
    // A company that was not invited may quote it all the same.
    expect(await call(KWANZA, 'POST', `/demand/${id}/quote`, quoteInput())).toMatchObject({
      code: 200,
    });
  });

  it('invites only the designated supplier, once, in the reader’s language', async () => {
    const invitation = (rows: { jump_id: number }[]) => rows.filter((row) => row.jump_id === id);
    expect(invitation(await notifications(WINE, 10, 'pt'))).toEqual([
      { jump_id: id, message_title: 'Convite para cotar' },
    ]);
    expect(invitation(await notifications(WINE, 10))).toEqual([
      { jump_id: id, message_title: '邀请报价' },
    ]);
    for (const who of [KWANZA, TEA]) expect(invitation(await notifications(who, 10))).toEqual([]);

    // An edit that adds a supplier invites that one; the one invited before is not told again.
    expect(
      await call(
        BUYER,
        'PUT',
        `/demand/${id}`,
        demandInput({
          title: 'Vinho verde para restaurantes',
          supplierIds: [companies[WINE], companies[TEA]],
          designatedOnly: false,
        }),
      ),
    ).toMatchObject({ code: 200 });
    expect(invitation(await notifications(TEA, 10))).toEqual([
      { jump_id: id, message_title: '邀请报价' },
    ]);
    expect(invitation(await notifications(WINE, 10))).toHaveLength(1);
    expect(invitation(await notifications(KWANZA, 10))).toEqual([]);
  });
});

describe('the public hall', () => {
  /** Four demands that only this block's keyword finds, posted a minute apart. */
  const posted: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
  const shapes = {
    a: { deadline: 12, priceMax: '40' },
    b: { deadline: 5, priceMax: '15' },
    c: { deadline: 20, priceMax: '90' },
    d: { deadline: 5, priceMax: '40' },
  } as const;

  beforeAll(async () => {
    // Deadlines counted from one instant: minutes later the platform's day may have turned.
    const deadlines = Object.fromEntries(
      Object.entries(shapes).map(([key, shape]) => [key, day(shape.deadline)]),
    );
    for (const key of ['a', 'b', 'c', 'd'] as const) {
      clock.advance(60_000);
      posted[key] = await post(BUYER, {
        title: `Rolhas de cortiça, lote ${key}`,
        priceMin: '1',
        priceMax: shapes[key].priceMax,
        deadline: deadlines[key],
      });
    }
  });

  it('sorts newest first by default, by the soonest deadline, or by the highest price', async () => {
    const { a, b, c, d } = posted;
    expect(await hall('keyword=cortica')).toMatchObject({ ids: [d, c, b, a], total: 4 });
    expect((await hall('keyword=cortica&sort=newest')).ids).toEqual([d, c, b, a]);
    // Equal deadlines or prices: the newer demand first.
    expect((await hall('keyword=cortica&sort=deadline')).ids).toEqual([d, b, a, c]);
    expect((await hall('keyword=cortica&sort=priceDesc')).ids).toEqual([c, d, a, b]);
    expect((await call(null, 'GET', '/demand/search?sort=cheapest')).code).toBe(400);
  });

  it('orders the whole hall as each sort is named', async () => {
    type Card = { id: number; createTime: string; deadline: string; priceMax: string };
    const newerFirst = (x: Card, y: Card) => y.id - x.id;
    const comparators: Record<string, (x: Card, y: Card) => number> = {
      newest: (x, y) => y.createTime.localeCompare(x.createTime) || newerFirst(x, y),
      deadline: (x, y) => x.deadline.localeCompare(y.deadline) || newerFirst(x, y),
      priceDesc: (x, y) => Number(y.priceMax) - Number(x.priceMax) || newerFirst(x, y),
    };
    for (const [sort, compare] of Object.entries(comparators)) {
      const { rows, total } = await hall(`sort=${sort}&pageSize=100`);
      // The demo demands and this file's: more than a page, less than the largest one.
      expect(total).toBeGreaterThan(10);
      expect(total).toBeLessThan(100);
      expect(rows).toHaveLength(total);
      const cards = rows as unknown as Card[];
      expect({ sort, ids: cards.map((card) => card.id) }).toEqual({
        sort,
        ids: [...cards].sort(compare).map((card) => card.id),
      });
    }
  });

  it('pages: disjoint pages that add up to the full ordering, each with the total', async () => {
    expect((await hall('keyword=cortica&sort=deadline&pageNum=2&pageSize=2')).ids).toEqual([
      posted.a,
      posted.c,
    ]);
    for (const sort of ['newest', 'deadline', 'priceDesc']) {
      const full = await hall(`sort=${sort}&pageSize=100`);
      const pageSize = 3;
      const pages: number[][] = [];
      for (let pageNum = 1; pageNum <= Math.ceil(full.total / pageSize) + 1; pageNum++) {
        const page = await hall(`sort=${sort}&pageNum=${pageNum}&pageSize=${pageSize}`);
        expect(page.total).toBe(full.total);
        pages.push(page.ids);
      }
      // Full pages, then the rest, then nothing past the end.
      expect(pages.map((page) => page.length)).toEqual([
        ...Array<number>(Math.floor(full.total / pageSize)).fill(pageSize),
        ...(full.total % pageSize ? [full.total % pageSize] : []),
        0,
      ]);
      const joined = pages.flat();
      expect(new Set(joined).size).toBe(joined.length);
      expect({ sort, joined }).toEqual({ sort, joined: full.ids });
      // The first N of the ordering, for any N pages.
      expect(pages.slice(0, 2).flat()).toEqual(full.ids.slice(0, 2 * pageSize));
    }
  });

  it('filters by industry: only demands of that industry, with the other filters', async () => {
    const food = await post(BUYER, { title: 'Azeite virgem, setor filtrado', industry: '食品' });
    const tea = await post(BUYER, { title: 'Chá verde, setor filtrado', industry: '茶叶' });
    const industry = (name: string) => `industry=${encodeURIComponent(name)}`;

    const foodHall = await hall(`${industry('食品')}&pageSize=100`);
    expect(foodHall.ids).toContain(food);
    expect(foodHall.ids).not.toContain(tea);
    const industries = (foodHall.rows as unknown as { industry: string }[]).map(
      (row) => row.industry,
    );
    expect(new Set(industries)).toEqual(new Set(['食品']));
    expect((await hall(`keyword=setor%20filtrado&${industry('茶叶')}`)).ids).toEqual([tea]);
    // Typed with spaces around it, as in the hall's text box.
    expect((await hall(`keyword=setor%20filtrado&${industry(' 食品 ')}`)).ids).toEqual([food]);
    expect(await hall(`keyword=setor%20filtrado&${industry('机械')}`)).toMatchObject({
      ids: [],
      total: 0,
    });
  });
});

describe('demand attachments', () => {
  it('are stored with the demand, shown on it and opened by the companies that may see it', async () => {
    const drawing = await upload(BUYER, 'desenho-embalagem.png');
    const open = await post(BUYER, {
      title: 'Chá em embalagem desenhada',
      attachmentIds: [drawing],
    });
    expect(
      (await call<{ attachments: unknown[] }>(BUYER, 'GET', `/demand/${open}`)).data!,
    ).toMatchObject({
      attachments: [attachment(drawing, 'desenho-embalagem.png')],
    });
    expect(
      (await call<{ attachments: unknown[] }>(TEA, 'GET', `/demand/public/${open}`)).data,
    ).toMatchObject({
      attachments: [attachment(drawing, 'desenho-embalagem.png')],
    });
    // A public demand's files: any signed-in company may open them.
    expect(await download(TEA, drawing)).toBe(200);
    expect(await download(KWANZA, drawing)).toBe(200);

    // Only the designated supplier sees a designated-only demand and its files.
    const plan = await upload(BUYER, 'plano-entregas.png');
    await post(BUYER, {
      title: 'Chá só para fornecedores escolhidos',
      attachmentIds: [plan],
      supplierIds: [companies[TEA]],
      designatedOnly: true,
    });
    expect(await download(TEA, plan)).toBe(200);
    expect(await download(KWANZA, plan)).toEqual({
      status: 404,
      body: { code: 404, msg: '文件不存在' },
    });
  });

  it('refuses another company’s file as if it did not exist, and keeps nothing', async () => {
    const theirs = await upload(WINE, 'rotulo.png');
    const before = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands');
    const answer = await call(
      BUYER,
      'POST',
      '/demand',
      demandInput({ title: 'Chá com ficha alheia', attachmentIds: [theirs] }),
    );
    expect(answer.code).toBe(400);
    const after = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
