import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notify, NOTIFICATION_TYPES } from '../../src/modules/notifications/service';
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
const LUSITANIA = 'demo.pt@example.com';
const KWANZA = 'demo.ao@example.com';

interface Conversation {
  conversationId: number;
  userId: number;
  name: string;
  comName: string;
  unreadCount: number;
  type: string;
  lastMessage: { payload: string; senderId: number; read: boolean; recalled: boolean } | null;
}

interface Page<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function call<T = { code: number; msg: string; data?: unknown }>(
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  prefix = API,
): Promise<T> {
  const response = await app.inject({
    method,
    url: `${prefix}${path}`,
    headers: bearer(tokens[who]!),
    ...(payload && { payload }),
  });
  return response.json<T>();
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [TEA, LUSITANIA, KWANZA]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
  }
});
beforeEach(() => {
  // Full chat budgets for each test (they refill by the app clock).
  clock.advance(10_000);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('chat over REST', () => {
  it('needs a signed-in member', async () => {
    for (const url of ['/chatMessage/getChatUserList', '/message/getMessageListByUser']) {
      const response = await app.inject({ url: `${API}${url}` });
      expect(response.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    }
  });

  it('sends like chat:send, on both base paths, and stores a retry once', async () => {
    const input = textMessage(ids[LUSITANIA]!, 'Bom dia');
    const first = await call<{ code: number; data: ChatMessage }>(
      TEA,
      'POST',
      '/chatMessage',
      input,
    );
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      messageId: input.messageId,
      senderId: ids[TEA],
      status: 'success',
    });
    const retry = await call<{ data: ChatMessage }>(TEA, 'POST', '/chatMessage', input, '/hg/api');
    expect(retry.data).toEqual(first.data);

    expect(await call(TEA, 'POST', '/chatMessage', textMessage(ids[TEA]!, 'me'))).toEqual({
      code: 400,
      msg: '不能和自己聊天',
    });
    expect(
      await call(TEA, 'POST', '/chatMessage', textMessage(ids[LUSITANIA]!, 'a'.repeat(501))),
    ).toEqual({ code: 400, msg: '消息不能超过500个字符' });
    expect(
      await call(TEA, 'POST', '/chatMessage', { ...textMessage(ids[LUSITANIA]!, 'x'), seq: 1 }),
    ).toEqual({ code: 400, msg: '不支持的参数：seq' });
  });

  it('lists the caller’s conversations, newest first, with unread counts and the last message', async () => {
    const sent = await call<{ data: ChatMessage }>(
      KWANZA,
      'POST',
      '/chatMessage',
      textMessage(ids[TEA]!, 'Olá, chá preto?'),
    );
    const list = await call<Page<Conversation>>(
      TEA,
      'GET',
      '/chatMessage/getChatUserList?pageNum=1&pageSize=9999',
    );
    expect(list.total).toBe(list.rows.length);
    expect(list.rows[0]).toMatchObject({
      conversationId: sent.data.conversationId,
      userId: ids[KWANZA],
      comName: expect.any(String),
      type: 'private',
      unreadCount: 1,
      lastMessage: {
        payload: sent.data.payload,
        senderId: ids[KWANZA],
        read: false,
        recalled: false,
      },
    });
    const unread = await call<{ data: number }>(TEA, 'GET', '/chatMessage/getMyUnReadMsgCount');
    expect(unread.data).toBe(list.rows.reduce((sum, row) => sum + row.unreadCount, 0));

    const kwanzaList = await call<Page<Conversation>>(
      KWANZA,
      'GET',
      '/chatMessage/getChatUserList',
    );
    expect(kwanzaList.rows.map((row) => row.userId)).toEqual([ids[TEA]]);
  });

  it('pages the history with one peer, newest first, and reads it', async () => {
    const messages = [];
    for (let i = 0; i < 35; i += 1) {
      const sent = await call<{ data: ChatMessage }>(
        LUSITANIA,
        'POST',
        '/chatMessage',
        textMessage(ids[KWANZA]!, `mensagem ${i}`),
      );
      messages.push(sent.data);
    }
    const first = await call<Page<ChatMessage>>(
      KWANZA,
      'GET',
      `/chatMessage/listBySenderId/${ids[LUSITANIA]}?pageNum=1&pageSize=30`,
    );
    expect(first.total).toBe(35);
    expect(first.rows.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 35 - i));
    const second = await call<Page<ChatMessage>>(
      KWANZA,
      'GET',
      `/chatMessage/listBySenderId/${ids[LUSITANIA]}?pageNum=2&pageSize=30`,
    );
    expect(second.rows.map((m) => m.messageId)).toEqual(
      messages
        .slice(0, 5)
        .map((m) => m.messageId)
        .reverse(),
    );

    const read = await call<{ data: number }>(
      KWANZA,
      'PUT',
      `/chatMessage/readMessage/${ids[LUSITANIA]}`,
    );
    expect(read.data).toBe(35);
    const seen = await call<Page<ChatMessage>>(
      LUSITANIA,
      'GET',
      `/chatMessage/listBySenderId/${ids[KWANZA]}?pageSize=5`,
    );
    expect(seen.rows.every((m) => m.haveRead)).toBe(true);
    const again = await call<{ data: number }>(
      KWANZA,
      'PUT',
      `/chatMessage/readMessage/${ids[LUSITANIA]}`,
    );
    expect(again.data).toBe(0);
  });

  it("never shows or reads someone else's conversation", async () => {
    await call(TEA, 'POST', '/chatMessage', textMessage(ids[LUSITANIA]!, 'só para ti'));
    // Kwanza asking for "the history with Tea" sees only her own conversation with Tea.
    const history = await call<Page<ChatMessage>>(
      KWANZA,
      'GET',
      `/chatMessage/listBySenderId/${ids[TEA]}`,
    );
    expect(history.rows.every((m) => [m.senderId, m.receiverId].includes(ids[KWANZA]!))).toBe(true);
    const unknown = await call<Page<ChatMessage>>(
      KWANZA,
      'GET',
      '/chatMessage/listBySenderId/2000000',
    );
    expect(unknown).toEqual({ code: 200, msg: '操作成功', rows: [], total: 0 });
    const before = await call<{ data: number }>(
      LUSITANIA,
      'GET',
      '/chatMessage/getMyUnReadMsgCount',
    );
    await call(KWANZA, 'PUT', `/chatMessage/readMessage/${ids[TEA]}`);
    const after = await call<{ data: number }>(
      LUSITANIA,
      'GET',
      '/chatMessage/getMyUnReadMsgCount',
    );
    expect(after.data).toBe(before.data);
  });

  it('shows the card of a member to start a conversation with, never oneself', async () => {
    const card = await call(TEA, 'GET', `/chatMessage/contact/${ids[KWANZA]}`);
    expect(card).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        userId: ids[KWANZA],
        name: 'Teresa Mendes',
        comName: 'Kwanza Agro-Comércio, Lda.',
        avatar: null,
        logo: null,
        mid: 0,
      },
    });
    expect(await call(TEA, 'GET', `/chatMessage/contact/${ids[TEA]}`)).toEqual({
      code: 400,
      msg: '不能和自己聊天',
    });
    expect(await call(TEA, 'GET', '/chatMessage/contact/999999')).toEqual({
      code: 404,
      msg: '用户不存在',
    });
  });

  it('lets the receiver of a file message download the file, and nobody else', async () => {
    const boundary = `----chat${Date.now()}`;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32, 7),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/upload`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(tokens[TEA]!),
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="报价单.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    const download = (who: string) => app.inject({ url, headers: bearer(tokens[who]!) });
    expect((await download(LUSITANIA)).statusCode).toBe(404);

    const sent = await call(TEA, 'POST', '/chatMessage', {
      messageId: randomUUID(),
      receiverId: ids[LUSITANIA],
      type: 'customFile',
      payload: JSON.stringify({ fileList: [{ url }] }),
    });
    expect(sent.code).toBe(200);
    const received = await download(LUSITANIA);
    expect(received.statusCode).toBe(200);
    expect(received.rawPayload.equals(png)).toBe(true);
    expect((await download(KWANZA)).statusCode).toBe(404);
  });

  it('answers 507 for a file message when no object storage is configured', async () => {
    const noStorage = await createTestApp({
      db: testDb.db,
      now: clock.now,
      fileStorage: 'disabled',
    });
    try {
      const response = await noStorage.app.inject({
        method: 'POST',
        url: `${API}/chatMessage`,
        headers: bearer(tokens[TEA]!),
        payload: {
          messageId: randomUUID(),
          receiverId: ids[LUSITANIA],
          type: 'customFile',
          payload: JSON.stringify({ fileList: [{ url: `${API}/files/1` }] }),
        },
      });
      expect(response.json()).toEqual({ code: 507, msg: '未配置对象存储' });
    } finally {
      await noStorage.close();
    }
  });
});

describe('who can be reached, and what is shown of them (issue #11 item 4)', () => {
  const TEA_STAFF = '13800000002';
  const BRAZIL_STAFF = 'lucas.br@example.com';

  beforeAll(async () => {
    for (const who of [TEA_STAFF, BRAZIL_STAFF]) ids[who] = await memberId(testDb.db, who);
  });
  async function logins() {
    const { rows } = await testDb.db.query<{ value: string }>(
      `SELECT unnest(ARRAY[username, phone, email]) AS value FROM members`,
    );
    return new Set(rows.map((row) => row.value).filter(Boolean));
  }

  it('never sends a peer’s phone, e-mail or login name; an unnamed peer goes by the company', async () => {
    await testDb.db.query('UPDATE members SET name = NULL WHERE id = $1', [ids[KWANZA]]);
    try {
      await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[TEA]!, 'Bom dia'));
      const list = await call<Page<Conversation & Record<string, unknown>>>(
        TEA,
        'GET',
        '/chatMessage/getChatUserList',
      );
      const card = await call<{ data: Record<string, unknown> }>(
        TEA,
        'GET',
        `/chatMessage/contact/${ids[KWANZA]}`,
      );
      const kwanza = list.rows.find((row) => row.userId === ids[KWANZA])!;
      expect(kwanza.name).toBe(kwanza.comName);
      expect(card.data.name).toBe(kwanza.comName);
      const secrets = await logins();
      for (const shown of [...list.rows, card.data]) {
        expect(shown).not.toHaveProperty('phone');
        expect(shown).not.toHaveProperty('email');
        expect(shown).not.toHaveProperty('username');
        expect(Object.values(shown).filter((value) => secrets.has(value as string))).toEqual([]);
      }
    } finally {
      await testDb.db.query("UPDATE members SET name = 'Teresa Mendes' WHERE id = $1", [
        ids[KWANZA],
      ]);
    }
  });

  it('starts conversations only with a company’s contact, a colleague or a trading partner’s order contact', async () => {
    // Angola and the tea company never traded: the tea company's staff member is not reachable
    // first (only its main account is), and answers like an unknown member.
    expect(await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[TEA_STAFF]!, 'Olá'))).toEqual(
      { code: 400, msg: '用户不存在' },
    );
    expect(await call(KWANZA, 'GET', `/chatMessage/contact/${ids[TEA_STAFF]}`)).toEqual({
      code: 404,
      msg: '用户不存在',
    });
    // Brazil sells to Angola: the order opens a conversation with Brazil's order contact, not
    // with every member of Brazil's staff.
    const { rows } = await testDb.db.query<{ enterprise_id: number }>(
      `SELECT o.enterprise_id FROM orders o JOIN members m ON m.company_id = o.buyer_company_id
        WHERE m.id = $1 AND o.seller_company_id = (SELECT company_id FROM members WHERE id = $2)`,
      [ids[KWANZA], ids[BRAZIL_STAFF]],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(
      await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[BRAZIL_STAFF]!, 'Olá')),
    ).toEqual({ code: 400, msg: '用户不存在' });
    expect(
      await call(KWANZA, 'POST', '/chatMessage', textMessage(rows[0]!.enterprise_id, 'Olá')),
    ).toMatchObject({ code: 200 });
    // A colleague, and anyone once they have written first.
    expect(
      await call(TEA, 'POST', '/chatMessage', textMessage(ids[TEA_STAFF]!, '你好')),
    ).toMatchObject({ code: 200 });
    tokens[TEA_STAFF] = await login(app, TEA_STAFF);
    expect(
      await call(TEA_STAFF, 'POST', '/chatMessage', textMessage(ids[KWANZA]!, 'Olá')),
    ).toMatchObject({ code: 200 });
    expect(
      await call(KWANZA, 'POST', '/chatMessage', textMessage(ids[TEA_STAFF]!, 'Obrigada')),
    ).toMatchObject({ code: 200 });
  });

  it('lets a member start at most 30 new conversations a day', async () => {
    const { rows: companies } = await testDb.db.query<{ id: number }>(
      `INSERT INTO companies (name, country) SELECT 'Empresa ' || n, 'PT' FROM generate_series(1, 31) n
       RETURNING id`,
    );
    const { rows: peers } = await testDb.db.query<{ id: number }>(
      `INSERT INTO members (company_id, username, password_hash)
       SELECT id, 'cap' || id || '@example.com', 'x' FROM unnest($1::int[]) AS c(id) RETURNING id`,
      [companies.map((company) => company.id)],
    );
    // Conversations started earlier in this file fall out of the 24 hours.
    clock.advance(24 * 60 * 60 * 1000);
    for (const peer of peers.slice(0, 30)) {
      clock.advance(200);
      const sent = await call(LUSITANIA, 'POST', '/chatMessage', textMessage(peer.id, 'Olá'));
      expect(sent.code).toBe(200);
    }
    const refused = { code: 429, msg: '今天发起的新会话已达上限（30个），请明天再试' };
    const last = peers[30]!.id;
    expect(await call(LUSITANIA, 'POST', '/chatMessage', textMessage(last, 'Olá'))).toEqual(
      refused,
    );
    // Conversations that exist go on; a day later new ones may start again.
    expect(
      await call(LUSITANIA, 'POST', '/chatMessage', textMessage(peers[0]!.id, 'de novo')),
    ).toMatchObject({ code: 200 });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await call(LUSITANIA, 'POST', '/chatMessage', textMessage(last, 'Olá'))).toMatchObject({
      code: 200,
    });
  });
});

describe('system notifications', () => {
  it('lists the caller’s own notifications, opens one and marks all read', async () => {
    const created = await notify(app, {
      memberId: ids[KWANZA]!,
      type: NOTIFICATION_TYPES.diagnosis,
      message: { key: 'diagnosis.rejected', params: { reason: '请补充财务数据' } },
      jumpId: 7,
    });
    const list = await call<Page<{ id: number; haveRead: boolean; messageTypesOf: number }>>(
      KWANZA,
      'GET',
      '/message/getMessageListByUser?pageNum=1&pageSize=30',
    );
    expect(list.rows[0]).toEqual(created);
    expect(list.total).toBe(list.rows.length);
    expect(created).toMatchObject({
      messageTypesOf: 4,
      jumpId: 7,
      messageTitle: '企业数字化诊断未通过审核',
      senderName: '平台运营',
      haveRead: false,
    });

    const unread = async () =>
      (await call<{ data: number }>(KWANZA, 'GET', '/message/getUnreadNum')).data;
    const before = await unread();
    const opened = await call<{ data: { haveRead: boolean } }>(
      KWANZA,
      'PUT',
      `/message/readMessage/${created.id}`,
    );
    expect(opened.data.haveRead).toBe(true);
    expect(await unread()).toBe(before - 1);

    // Another member's notification answers like a missing one, and stays unread.
    const teaList = await call<Page<{ id: number; haveRead: boolean }>>(
      TEA,
      'GET',
      '/message/getMessageListByUser',
    );
    const teaUnread = teaList.rows.find((row) => !row.haveRead)!;
    expect(await call(KWANZA, 'PUT', `/message/readMessage/${teaUnread.id}`)).toEqual({
      code: 404,
      msg: '消息不存在',
    });
    expect(await call(KWANZA, 'PUT', '/message/readMessage/2000000')).toEqual({
      code: 404,
      msg: '消息不存在',
    });
    const teaAfter = await call<Page<{ id: number; haveRead: boolean }>>(
      TEA,
      'GET',
      '/message/getMessageListByUser',
    );
    expect(teaAfter.rows.find((row) => row.id === teaUnread.id)!.haveRead).toBe(false);

    await notify(app, {
      memberId: ids[KWANZA]!,
      type: NOTIFICATION_TYPES.order,
      message: { key: 'order.placed', params: { orderNo: 'HG202611250000001' } },
      jumpId: 1,
    });
    expect(await unread()).toBeGreaterThan(0);
    await call(KWANZA, 'PUT', '/message/readAllMessage');
    expect(await unread()).toBe(0);
  });

  it('pages notifications by 30', async () => {
    for (let i = 0; i < 31; i += 1) {
      await notify(app, {
        memberId: ids[LUSITANIA]!,
        type: NOTIFICATION_TYPES.order,
        message: {
          key: 'order.placed',
          params: { orderNo: `HG20261125${String(i).padStart(7, '0')}` },
        },
        jumpId: i + 1,
      });
    }
    const page = await call<Page<{ messageTitle: string }>>(
      LUSITANIA,
      'GET',
      '/message/getMessageListByUser?pageNum=1',
    );
    expect(page.rows).toHaveLength(30);
    expect(page.total).toBeGreaterThanOrEqual(31);
  });

  it('writes each notification in the reader’s language, whatever the receiving company’s', async () => {
    const created = await notify(app, {
      memberId: ids[LUSITANIA]!,
      type: NOTIFICATION_TYPES.order,
      message: {
        key: 'order.rejected',
        params: { reason: '库存不足', orderNo: 'HG202611250009999' },
      },
      jumpId: 99,
    });
    const read = async (language: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${API}/message/getMessageListByUser?pageNum=1`,
        headers: { ...bearer(tokens[LUSITANIA]!), 'accept-language': language },
      });
      const page =
        response.json<
          Page<{ id: number; messageTitle: string; messageBrief: string; senderName: string }>
        >();
      return page.rows.find((row) => row.id === created.id)!;
    };
    expect(await read('zh-CN')).toMatchObject({
      messageTitle: '订单已被拒绝',
      messageBrief: '卖方拒绝了订单：库存不足（订单号 HG202611250009999）',
      senderName: '系统通知',
    });
    expect(await read('zh-Hant')).toMatchObject({
      messageTitle: '訂單已被拒絕',
      senderName: '系統通知',
    });
    expect(await read('pt')).toMatchObject({
      messageTitle: 'Encomenda recusada',
      messageBrief: 'O vendedor recusou a encomenda: 库存不足 (encomenda HG202611250009999)',
    });
    expect(await read('en')).toMatchObject({
      messageTitle: 'Order rejected',
      senderName: 'System notice',
    });
  });
});
