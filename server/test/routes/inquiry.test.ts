import type { FastifyInstance } from 'fastify';
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
import { memberId, textMessage, type ChatMessage } from '../realtime/socket-helpers';

const TEA = '13800000001';
const TEA_STAFF = '13800000002';
const KWANZA = 'demo.ao@example.com';

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let teaProduct: { id: number; name: string; unit: string; currency: string; hs_code: string };

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
}

async function call<T = unknown>(
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: bearer(tokens[who]!),
    ...(payload && { payload }),
  });
  return response.json<Answer<T>>();
}

const inquiry = {
  quantity: '2.5',
  targetPrice: '120.50',
  currency: 'USD',
  destination: '罗安达港 Luanda',
  message: '请报 FOB 价格和交货期',
};

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [TEA, TEA_STAFF, KWANZA]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
  }
  const { rows } = await testDb.db.query<typeof teaProduct>(
    `SELECT p.id, p.name, p.unit, p.currency, p.hs_code FROM products p
      JOIN members m ON m.company_id = p.company_id
     WHERE m.id = $1 AND p.status = 1 ORDER BY p.id LIMIT 1`,
    [ids[TEA]],
  );
  teaProduct = rows[0]!;
  // A picture (the card shows the first), and the tea company's staff member receives this
  // product's inquiries.
  await testDb.db.query(
    `WITH file AS (
       INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type,
         size, created_at)
       SELECT company_id, id, 'tea.png', 'inquiry-test-tea.png', 'image/png', 'image', 10, now()
         FROM members WHERE id = $2 RETURNING id
     )
     INSERT INTO product_media (product_id, file_id, kind, position)
     SELECT $1, id, 'image', 0 FROM file`,
    [teaProduct.id, ids[TEA]],
  );
  await testDb.db.query('UPDATE products SET receiver_id = $2 WHERE id = $1', [
    teaProduct.id,
    ids[TEA_STAFF],
  ]);
});
beforeEach(() => clock.advance(10_000));
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('send inquiry (POST product/:id/inquiry)', () => {
  it('needs a signed-in member', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/product/${teaProduct.id}/inquiry`,
      payload: inquiry,
    });
    expect(response.json()).toMatchObject({ code: 401 });
  });

  it('reaches the inquiry receiver first only through a published product', async () => {
    // Angola never traded with the tea company: its staff member is no first contact …
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [teaProduct.id]);
    try {
      expect(
        await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[TEA_STAFF]!, 'Olá')),
      ).toEqual({ code: 400, msg: '用户不存在' });
      // … and the disabled product answers like a missing one.
      expect(await call(KWANZA, 'POST', `/product/${teaProduct.id}/inquiry`, inquiry)).toEqual({
        code: 404,
        msg: '产品不存在',
      });
    } finally {
      await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [teaProduct.id]);
    }
  });

  it('stores a product card in the chat with the receiver and notifies them', async () => {
    const sent = await call<{ receiverId: number; message: ChatMessage }>(
      KWANZA,
      'POST',
      `/product/${teaProduct.id}/inquiry`,
      inquiry,
    );
    expect(sent).toMatchObject({ code: 200, data: { receiverId: ids[TEA_STAFF] } });
    const message = sent.data!.message;
    expect(message).toMatchObject({
      type: 'inquiry',
      senderId: ids[KWANZA],
      receiverId: ids[TEA_STAFF],
      seq: 1,
    });
    const payload = JSON.parse(message.payload) as Record<string, unknown>;
    expect(payload).toEqual({
      productId: teaProduct.id,
      productName: teaProduct.name,
      image: expect.stringMatching(
        new RegExp(`^/haiguan/api/product/public/${teaProduct.id}/media/\\d+$`),
      ) as unknown,
      hsCode: teaProduct.hs_code,
      quantity: '2.5',
      unit: teaProduct.unit,
      targetPrice: '120.5',
      currency: 'USD',
      destination: '罗安达港 Luanda',
      text: '请报 FOB 价格和交货期',
      productNames: expect.any(Object) as unknown,
    });
    // The name for a reader of each language: the Angolan buyer reads the card in Portuguese,
    // the Chinese seller in Chinese (docs/listing-languages.md "Chat cards").
    const { rows } = await testDb.db.query<{ pt: string; en: string }>(
      `SELECT translations->'pt'->>'name' AS pt, translations->'en'->>'name' AS en
         FROM products WHERE id = $1`,
      [teaProduct.id],
    );
    expect(rows[0]!.pt).toBeTruthy();
    expect(payload.productNames).toEqual({
      zh: { name: teaProduct.name, textLanguage: 'zh', machineTranslated: false },
      cht: { name: expect.any(String) as unknown, textLanguage: 'cht', machineTranslated: false },
      pt: { name: rows[0]!.pt, textLanguage: 'pt', machineTranslated: false },
      en: { name: rows[0]!.en, textLanguage: 'en', machineTranslated: false },
    });

    // The receiver's history and conversation list show it, unread.
    const history = await call<ChatMessage>(
      TEA_STAFF,
      'GET',
      `/chatMessage/listBySenderId/${ids[KWANZA]}`,
    );
    expect(history.rows!.map((row) => row.messageId)).toEqual([message.messageId]);
    const list = await call<{ userId: number; unreadCount: number; lastMessage: { type: string } }>(
      TEA_STAFF,
      'GET',
      '/chatMessage/getChatUserList',
    );
    expect(list.rows!.find((row) => row.userId === ids[KWANZA])).toMatchObject({
      unreadCount: 1,
      lastMessage: { type: 'inquiry' },
    });

    // And the notification (type 8: inquiry; jumpId the buyer, whose conversation it opens).
    const notices = await call<{ messageTitle: string; messageBrief: string; jumpId: number }>(
      TEA_STAFF,
      'GET',
      '/message/getMessageListByUser?pageNum=1&pageSize=30',
    );
    expect(notices.rows![0]).toMatchObject({
      messageTitle: `新询盘：${teaProduct.name}`,
      messageTypesOf: 8,
      jumpId: ids[KWANZA],
      haveRead: false,
    });
    expect(notices.rows![0]!.messageBrief).toContain('2.5');
    expect(notices.rows![0]!.messageBrief).toContain('罗安达港 Luanda');

    // Once the conversation exists, the buyer may also write plain text to the receiver.
    expect(
      await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[TEA_STAFF]!, 'Olá')),
    ).toMatchObject({ code: 200 });
  });

  it('goes to the main account when the receiver is disabled; without a target price no currency', async () => {
    await testDb.db.query('UPDATE members SET disabled = TRUE WHERE id = $1', [ids[TEA_STAFF]]);
    try {
      const sent = await call<{ receiverId: number; message: ChatMessage }>(
        KWANZA,
        'POST',
        `/product/${teaProduct.id}/inquiry`,
        { quantity: 10, destination: 'Luanda', message: 'Preço CIF?' },
      );
      expect(sent).toMatchObject({ code: 200, data: { receiverId: ids[TEA] } });
      expect(JSON.parse(sent.data!.message.payload)).toMatchObject({
        quantity: '10',
        targetPrice: null,
        currency: null,
      });
    } finally {
      await testDb.db.query('UPDATE members SET disabled = FALSE WHERE id = $1', [ids[TEA_STAFF]]);
    }
  });

  it("refuses the member's own company's products", async () => {
    expect(await call(TEA, 'POST', `/product/${teaProduct.id}/inquiry`, inquiry)).toEqual({
      code: 400,
      msg: '不能向本企业的产品发送询盘',
    });
    expect(await call(TEA_STAFF, 'POST', `/product/${teaProduct.id}/inquiry`, inquiry)).toEqual({
      code: 400,
      msg: '不能向本企业的产品发送询盘',
    });
  });

  it('answers unpublished and unknown products like missing ones', async () => {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, unit, currency, product_code, status, model_key, search_text)
       SELECT company_id, '未发布的茶', '千克', 'CNY', 'HIDDEN-1', 0, 'hidden-tea', 'hidden'
         FROM members WHERE id = $1 RETURNING id`,
      [ids[TEA]],
    );
    for (const id of [rows[0]!.id, 2147483647]) {
      expect(await call(KWANZA, 'POST', `/product/${id}/inquiry`, inquiry)).toEqual({
        code: 404,
        msg: '产品不存在',
      });
    }
  });

  it('validates the inquiry with the form’s messages', async () => {
    const path = `/product/${teaProduct.id}/inquiry`;
    const cases: [object, string][] = [
      [{ quantity: '' }, '请输入采购数量'],
      [{ quantity: 0 }, '采购数量必须大于0，最多3位小数'],
      [{ quantity: '-3' }, '采购数量必须大于0，最多3位小数'],
      [{ quantity: '1.2345' }, '采购数量必须大于0，最多3位小数'],
      [{ targetPrice: 'abc' }, '目标价格格式不正确'],
      [{ currency: 'XYZ' }, '币种不正确'],
      [{ destination: '  ' }, '请输入目的地（国家/港口）'],
      [{ destination: '港'.repeat(101) }, '目的地不能超过100个字符'],
      [{ message: '' }, '请输入询盘内容'],
      [{ message: '询'.repeat(501) }, '询盘内容不能超过500个字符'],
    ];
    for (const [change, msg] of cases) {
      expect(await call(KWANZA, 'POST', path, { ...inquiry, ...change })).toEqual({
        code: 400,
        msg,
      });
    }
    // Exactly at the limits is fine.
    expect(
      await call(KWANZA, 'POST', path, {
        ...inquiry,
        destination: '港'.repeat(100),
        message: '😀'.repeat(500),
      }),
    ).toMatchObject({ code: 200 });
    expect(await call(KWANZA, 'POST', path, { ...inquiry, type: 'order' })).toEqual({
      code: 400,
      msg: '不支持的参数：type',
    });
  });

  it('cannot be forged by clients: chat:send and POST chatMessage refuse the type', async () => {
    const forged = { ...textMessage(ids[TEA]!, 'x'), type: 'inquiry' };
    expect(await call(KWANZA, 'POST', '/chatMessage', forged)).toEqual({
      code: 400,
      msg: '参数 type 格式不正确',
    });
  });
});
