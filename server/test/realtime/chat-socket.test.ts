import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notify, NOTIFICATION_TYPES } from '../../src/modules/notifications/service';
import { revokeAllSessions } from '../../src/modules/accounts/service';
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
import {
  connect,
  memberId,
  textMessage,
  type Ack,
  type ChatMessage,
  type TestClient,
  type Unread,
} from './socket-helpers';

const TEA = '13800000001';
const TEA_STAFF = '13800000002';
const LUSITANIA = 'demo.pt@example.com';
const KWANZA = 'demo.ao@example.com';

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
let url: string;
const clock = testClock();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const clients: TestClient[] = [];

async function client(who: string, extra: Record<string, unknown> = {}) {
  const connected = await connect(url, { token: tokens[who], userId: ids[who], ...extra });
  clients.push(connected);
  return connected;
}

async function get<T>(who: string, path: string): Promise<T> {
  const response = await app.inject({ url: `${API}${path}`, headers: bearer(tokens[who]!) });
  return response.json<T>();
}

async function send(from: TestClient, to: string, text: string, messageId?: string) {
  const ack = await from.request<ChatMessage>('chat:send', textMessage(ids[to]!, text, messageId));
  if (ack.code !== 200) throw new Error(`send failed: ${ack.msg}`);
  return ack.data!;
}

async function countRows(messageId: string) {
  const { rows } = await testDb.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chat_messages WHERE message_id = $1',
    [messageId],
  );
  return rows[0]!.count;
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const who of [TEA, TEA_STAFF, LUSITANIA, KWANZA]) {
    tokens[who] = await login(app, who);
    ids[who] = await memberId(testDb.db, who);
  }
});
afterEach(() => {
  for (const open of clients.splice(0)) open.close();
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('handshake', () => {
  it('refuses a connection without a token, with a bad one or for another user id', async () => {
    await expect(connect(url, {})).rejects.toThrow('user-not-logged-in');
    await expect(connect(url, { token: 'x'.repeat(43) })).rejects.toThrow('user-not-logged-in');
    await expect(connect(url, { token: tokens[TEA], userId: ids[LUSITANIA] })).rejects.toThrow(
      'user-not-logged-in',
    );
  });

  it('accepts the profile fields of spec §7 and sends the unread figures first', async () => {
    const tea = await client(TEA, { name: '张', userName: TEA, avatar: null, phone: TEA });
    const unread = await tea.waitFor<Unread>('unread');
    const chat = await get<{ data: number }>(TEA, '/chatMessage/getMyUnReadMsgCount');
    const system = await get<{ data: number }>(TEA, '/message/getUnreadNum');
    expect(unread.chat).toBe(chat.data);
    expect(unread.system).toBe(system.data);
  });

  it('refuses a revoked token, and drops an open socket once its session is rechecked', async () => {
    const staffToken = await login(app, TEA_STAFF);
    const staff = await connect(url, { token: staffToken });
    clients.push(staff);
    await revokeAllSessions(testDb.db, ids[TEA_STAFF]!, clock.now());
    // Revoked behind the server's back: it forgets the remembered token on the database's notice
    // (migration 027), which may arrive a moment after the revocation is committed.
    let refusal: unknown;
    for (let attempt = 0; attempt < 20 && !refusal; attempt += 1) {
      refusal = await connect(url, { token: staffToken }).then(
        (accepted) => {
          accepted.close();
          return undefined;
        },
        (error: unknown) => error,
      );
      if (!refusal) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(String(refusal)).toContain('user-not-logged-in');

    clock.advance(61_000);
    const disconnected = new Promise((resolve) => staff.socket.once('disconnect', resolve));
    const ack = await staff.request('chat:send', textMessage(ids[TEA]!, 'still here?'));
    expect(ack).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    await disconnected;
    tokens[TEA_STAFF] = await login(app, TEA_STAFF);
  });
});

describe('language', () => {
  const selfChat = async (tea: TestClient) =>
    (await tea.request('chat:send', textMessage(ids[TEA]!, 'me'))).msg;

  it('answers in the page’s language the handshake names, over the browser’s Accept-Language', async () => {
    const tea = await connect(
      url,
      { token: tokens[TEA], userId: ids[TEA], language: 'pt' },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    );
    clients.push(tea);
    expect(await selfChat(tea)).toBe('Não pode conversar consigo próprio');

    // The page switched to English while connected.
    tea.socket.emit('language', 'en');
    expect(await selfChat(tea)).toBe('You cannot chat with yourself');
    // Something that is no portal language changes nothing.
    tea.socket.emit('language', 'fr');
    tea.socket.emit('language', { tag: 'zh' });
    expect(await selfChat(tea)).toBe('You cannot chat with yourself');
    tea.socket.emit('language', 'zh-CN');
    expect(await selfChat(tea)).toBe('不能和自己聊天');
  });

  it('falls back on the handshake’s Accept-Language when the page names none', async () => {
    const pt = await connect(
      url,
      { token: tokens[TEA], userId: ids[TEA] },
      { 'accept-language': 'pt-PT,pt;q=0.9' },
    );
    const unknown = await connect(
      url,
      { token: tokens[TEA], userId: ids[TEA], language: 'fr' },
      { 'accept-language': 'en-GB' },
    );
    const none = await connect(url, { token: tokens[TEA], userId: ids[TEA] });
    clients.push(pt, unknown, none);
    expect(await selfChat(pt)).toBe('Não pode conversar consigo próprio');
    expect(await selfChat(unknown)).toBe('You cannot chat with yourself');
    expect(await selfChat(none)).toBe('不能和自己聊天');
  });
});

describe('sending', () => {
  it('stores before acknowledging, then delivers to the receiver and the sender’s other sockets', async () => {
    const sender = await client(TEA);
    const senderTab = await client(TEA);
    const receiver = await client(LUSITANIA);
    const messageId = randomUUID();
    const ack = await sender.request<ChatMessage>(
      'chat:send',
      textMessage(ids[LUSITANIA]!, 'Olá! 你好', messageId),
    );
    expect(ack.code).toBe(200);
    expect(await countRows(messageId)).toBe(1);
    expect(ack.data).toMatchObject({
      messageId,
      senderId: ids[TEA],
      receiverId: ids[LUSITANIA],
      type: 'text',
      payload: JSON.stringify({ text: 'Olá! 你好' }),
      haveRead: false,
      recalled: false,
      recalledBy: null,
      status: 'success',
    });
    const delivered = await receiver.waitFor<ChatMessage>(
      'chat:message',
      (message) => message.messageId === messageId,
    );
    expect(delivered).toEqual(ack.data);
    await senderTab.waitFor<ChatMessage>('chat:message', (m) => m.messageId === messageId);
    // The sending socket has the ack; events to it would have arrived before the ack.
    expect(
      sender.received('chat:message').some((m) => (m as ChatMessage).messageId === messageId),
    ).toBe(false);
  });

  it('refuses what spec §5 forbids', async () => {
    const sender = await client(TEA);
    const refusals: [unknown, Ack][] = [
      [textMessage(ids[LUSITANIA]!, '   \n '), { code: 400, msg: '消息内容不能为空' }],
      [textMessage(ids[LUSITANIA]!, '字'.repeat(501)), { code: 400, msg: '消息不能超过500个字符' }],
      [textMessage(ids[TEA]!, 'me'), { code: 400, msg: '不能和自己聊天' }],
      [textMessage(2_000_000, 'who?'), { code: 400, msg: '用户不存在' }],
      [
        { ...textMessage(ids[LUSITANIA]!, 'x'), payload: 'not json' },
        { code: 400, msg: '消息内容格式不正确' },
      ],
      [
        { receiverId: ids[LUSITANIA], type: 'text', payload: '{}' },
        { code: 400, msg: '缺少必填参数：messageId' },
      ],
      [
        { ...textMessage(ids[LUSITANIA]!, 'x'), type: 'voice' },
        { code: 400, msg: '参数 type 格式不正确' },
      ],
      [
        { ...textMessage(ids[LUSITANIA]!, 'x'), payload: '{"text":"a\u0000b"}' },
        { code: 400, msg: '参数 payload 含有不允许的字符' },
      ],
    ];
    for (const [input, answer] of refusals) {
      expect(await sender.request('chat:send', input)).toEqual(answer);
    }
    const longest = await sender.request(
      'chat:send',
      textMessage(ids[LUSITANIA]!, '字'.repeat(500)),
    );
    expect(longest.code).toBe(200);
  });

  it('refuses integers beyond the database range like every REST route', async () => {
    const member = await client(TEA);
    expect(await member.request('chat:sync', { lastSeq: { '1': 1e20 } })).toEqual({
      code: 400,
      msg: '参数 lastSeq.1 不能大于 2147483647',
    });
  });

  it('refuses a disabled receiver like an unknown one', async () => {
    const sender = await client(TEA);
    await testDb.db.query('UPDATE members SET disabled = TRUE WHERE id = $1', [ids[KWANZA]]);
    try {
      expect(await sender.request('chat:send', textMessage(ids[KWANZA]!, 'olá'))).toEqual({
        code: 400,
        msg: '用户不存在',
      });
    } finally {
      await testDb.db.query('UPDATE members SET disabled = FALSE WHERE id = $1', [ids[KWANZA]]);
    }
  });

  it('refuses a receiver disabled after the conversation began like an unknown one', async () => {
    const sender = await client(TEA);
    await send(sender, KWANZA, 'before');
    await testDb.db.query('UPDATE members SET disabled = TRUE WHERE id = $1', [ids[KWANZA]]);
    try {
      expect(await sender.request('chat:send', textMessage(ids[KWANZA]!, 'after'))).toEqual({
        code: 400,
        msg: '用户不存在',
      });
    } finally {
      await testDb.db.query('UPDATE members SET disabled = FALSE WHERE id = $1', [ids[KWANZA]]);
    }
  });

  it('numbers concurrent sends of both sides gap-free and delivers each with its seq', async () => {
    const tea = await client(TEA);
    const kwanza = await client(KWANZA);
    const before = await send(tea, KWANZA, 'start');
    const fromTea = Array.from({ length: 15 }, (_, i) =>
      tea.request<ChatMessage>('chat:send', textMessage(ids[KWANZA]!, `t${i}`)),
    );
    const fromKwanza = Array.from({ length: 15 }, (_, i) =>
      kwanza.request<ChatMessage>('chat:send', textMessage(ids[TEA]!, `k${i}`)),
    );
    const acks = await Promise.all([...fromTea, ...fromKwanza]);
    expect(acks.every((ack) => ack.code === 200)).toBe(true);
    const seqs = acks.map((ack) => ack.data!.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => before.seq + 1 + i));

    // Kwanza's own sends come back to her only as acks; Tea's arrive as events carrying the
    // same seq as Tea's acks. Racing sends may arrive out of seq order: clients sort by seq.
    const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;
    const teaSent = acks.map((ack) => ack.data!).filter((m) => m.senderId === ids[TEA]);
    for (const sent of teaSent) {
      await kwanza.waitFor<ChatMessage>('chat:message', (m) => m.messageId === sent.messageId);
    }
    const arrived = (kwanza.received('chat:message') as ChatMessage[]).filter(
      (m) => m.seq > before.seq,
    );
    expect(arrived.sort(bySeq)).toEqual(teaSent.sort(bySeq));

    const history = await get<{ rows: ChatMessage[]; total: number }>(
      TEA,
      `/chatMessage/listBySenderId/${ids[KWANZA]}?pageNum=1&pageSize=30`,
    );
    expect(history.rows.map((m) => m.seq)).toEqual(seqs.reverse());
    expect(history.total).toBe(before.seq + 30);
  });

  it('stores every one of a burst of first messages between colleagues who never talked', async () => {
    const tea = await client(TEA);
    const burst = 30;
    // Each round starts without a conversation, so the first sends start it while the later ones
    // already find it: on PostgreSQL both paths run side by side and must not deadlock.
    for (let round = 0; round < 4; round += 1) {
      for (const table of ['chat_messages', 'conversations']) {
        const pair = table === 'conversations' ? 'id' : 'conversation_id';
        await testDb.db.query(
          `DELETE FROM ${table} WHERE ${pair} IN (SELECT id FROM conversations
             WHERE member_low = LEAST($1::int, $2::int) AND member_high = GREATEST($1::int, $2::int))`,
          [ids[TEA], ids[TEA_STAFF]],
        );
      }
      clock.advance(10_000);
      const acks = await Promise.all(
        Array.from({ length: burst }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, i));
          return tea.request<ChatMessage>(
            'chat:send',
            textMessage(ids[TEA_STAFF]!, `r${round} ${i}`),
          );
        }),
      );
      expect(acks.filter((ack) => ack.code !== 200)).toEqual([]);
      expect(acks.map((ack) => ack.data!.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: burst }, (_, i) => i + 1),
      );
    }
    clock.advance(10_000); // the next tests start with Tea's full chat budget
  });

  it('stores a retried messageId once and answers with the stored message', async () => {
    const sender = await client(TEA);
    const receiver = await client(LUSITANIA);
    const messageId = randomUUID();
    const input = textMessage(ids[LUSITANIA]!, 'retry me', messageId);
    const [first, second] = await Promise.all([
      sender.request<ChatMessage>('chat:send', input),
      sender.request<ChatMessage>('chat:send', input),
    ]);
    const third = await sender.request<ChatMessage>('chat:send', {
      ...input,
      payload: JSON.stringify({ text: 'changed' }),
    });
    expect(first.code).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(await countRows(messageId)).toBe(1);
    await receiver.waitFor<ChatMessage>('chat:message', (m) => m.messageId === messageId);

    const thief = await client(KWANZA);
    expect(await thief.request('chat:send', textMessage(ids[TEA]!, 'mine', messageId))).toEqual({
      code: 400,
      msg: '消息编号重复',
    });
  });
});

describe('files and orders', () => {
  async function storedFile(companyOf: string, name: string) {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
       SELECT company_id, id, $2, $3, 'image/png', 'image', 2048, now() FROM members WHERE id = $1
       RETURNING id`,
      [ids[companyOf], name, `${randomUUID()}.png`],
    );
    return `${API}/files/${rows[0]!.id}`;
  }

  it('sends files this company uploaded, with the name, type and size recorded at upload', async () => {
    const sender = await client(TEA);
    const url = await storedFile(TEA, 'tea.png');
    const ack = await sender.request<ChatMessage>('chat:send', {
      messageId: randomUUID(),
      receiverId: ids[LUSITANIA],
      type: 'customFile',
      payload: JSON.stringify({
        fileList: [{ name: 'renamed.exe', url, filePath: url, fileType: 'file', size: 1 }],
      }),
    });
    expect(ack.code).toBe(200);
    expect(JSON.parse(ack.data!.payload)).toEqual({
      fileList: [{ name: 'tea.png', url, filePath: url, fileType: 'image', size: 2048 }],
    });
  });

  it("refuses another company's file, no file and more than nine", async () => {
    const sender = await client(TEA);
    const foreign = await storedFile(LUSITANIA, 'wine.png');
    const own = await storedFile(TEA, 'tea.png');
    const files = (urls: string[]) => ({
      messageId: randomUUID(),
      receiverId: ids[LUSITANIA],
      type: 'customFile',
      payload: JSON.stringify({ fileList: urls.map((url) => ({ name: 'x', url })) }),
    });
    expect(await sender.request('chat:send', files([foreign]))).toEqual({
      code: 400,
      msg: '文件不存在',
    });
    expect(await sender.request('chat:send', files([]))).toEqual({ code: 400, msg: '请选择文件' });
    expect(await sender.request('chat:send', files(Array(10).fill(own)))).toEqual({
      code: 400,
      msg: '最多上传9个文件',
    });
  });

  it('sends an order card only for an order of the sender’s company', async () => {
    const sender = await client(TEA);
    const teaCompany = await testDb.db.query<{ company_id: number }>(
      'SELECT company_id FROM members WHERE id = $1',
      [ids[TEA]],
    );
    const companyId = teaCompany.rows[0]!.company_id;
    const own = await testDb.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE buyer_company_id = $1 OR seller_company_id = $1 LIMIT 1',
      [companyId],
    );
    const other = await testDb.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE buyer_company_id <> $1 AND seller_company_id <> $1 LIMIT 1',
      [companyId],
    );
    const card = (id: number) => ({
      messageId: randomUUID(),
      receiverId: ids[LUSITANIA],
      type: 'order',
      payload: JSON.stringify({
        id,
        url: '/orderListManage',
        name: '普洱熟茶饼',
        price: '158.00',
        count: 10,
      }),
    });
    const sent = await sender.request<ChatMessage>('chat:send', card(own.rows[0]!.id));
    expect(sent.code).toBe(200);
    expect(JSON.parse(sent.data!.payload)).toMatchObject({ id: own.rows[0]!.id, count: 10 });
    expect(await sender.request('chat:send', card(other.rows[0]!.id))).toEqual({
      code: 400,
      msg: '订单不存在',
    });
    expect(await sender.request('chat:send', card(2_000_000))).toEqual({
      code: 400,
      msg: '订单不存在',
    });
  });
});

describe('read receipts, recall and unread counts', () => {
  it('flips haveRead for the sender when the peer reads, and both ways of counting agree', async () => {
    const kwanza = await client(KWANZA);
    const lusitania = await client(LUSITANIA);
    await lusitania.request('chat:read', { peerId: ids[KWANZA] });
    const sent = [];
    for (const text of ['um', 'dois', 'três']) sent.push(await send(kwanza, LUSITANIA, text));

    const counted = await lusitania.waitFor<Unread>(
      'unread',
      (unread) => unread.conversations[String(ids[KWANZA])] === 3,
    );
    const rest = await get<{ data: number }>(LUSITANIA, '/chatMessage/getMyUnReadMsgCount');
    expect(counted.chat).toBe(rest.data);
    const list = await get<{ rows: { userId: number; unreadCount: number }[] }>(
      LUSITANIA,
      '/chatMessage/getChatUserList?pageNum=1&pageSize=9999',
    );
    expect(list.rows.find((row) => row.userId === ids[KWANZA])!.unreadCount).toBe(3);

    const read = await lusitania.request<{ messageIds: string[] }>('chat:read', {
      messageIds: [sent[0]!.messageId],
    });
    expect(read.data!.messageIds).toEqual([sent[0]!.messageId]);
    const receipt = await kwanza.waitFor<{ messageIds: string[]; readerId: number }>('chat:read');
    expect(receipt).toEqual({ messageIds: [sent[0]!.messageId], readerId: ids[LUSITANIA] });
    await lusitania.waitFor<Unread>('unread', (u) => u.conversations[String(ids[KWANZA])] === 2);

    await lusitania.request('chat:read', { peerId: ids[KWANZA] });
    await kwanza.waitFor<{ messageIds: string[] }>('chat:read', (r) => r.messageIds.length === 2);
    const after = await lusitania.waitFor<Unread>(
      'unread',
      (u) => u.conversations[String(ids[KWANZA])] === undefined,
    );
    expect(after.chat).toBe(
      (await get<{ data: number }>(LUSITANIA, '/chatMessage/getMyUnReadMsgCount')).data,
    );
    const history = await get<{ rows: ChatMessage[] }>(
      KWANZA,
      `/chatMessage/listBySenderId/${ids[LUSITANIA]}?pageNum=1&pageSize=3`,
    );
    expect(history.rows.map((m) => m.haveRead)).toEqual([true, true, true]);
  });

  it('recalls within two minutes, only by the sender, and the recall lowers the unread count', async () => {
    const kwanza = await client(KWANZA);
    const lusitania = await client(LUSITANIA);
    const tea = await client(TEA);
    await lusitania.request('chat:read', { peerId: ids[KWANZA] });
    const message = await send(kwanza, LUSITANIA, 'oops');
    await lusitania.waitFor<Unread>('unread', (u) => u.conversations[String(ids[KWANZA])] === 1);

    expect(await lusitania.request('chat:recall', { messageId: message.messageId })).toEqual({
      code: 400,
      msg: '只能撤回自己发送的消息',
    });
    expect(await tea.request('chat:recall', { messageId: message.messageId })).toEqual({
      code: 400,
      msg: '消息不存在',
    });
    clock.advance(119_000);
    const recalled = await kwanza.request<ChatMessage>('chat:recall', {
      messageId: message.messageId,
    });
    expect(recalled.data).toMatchObject({ recalled: true, recalledBy: ids[KWANZA] });
    const event = {
      messageId: message.messageId,
      conversationId: message.conversationId,
      recalledBy: ids[KWANZA],
    };
    expect(await lusitania.waitFor('chat:recalled')).toEqual(event);
    expect(await kwanza.waitFor('chat:recalled')).toEqual(event);
    await lusitania.waitFor<Unread>(
      'unread',
      (u) => u.conversations[String(ids[KWANZA])] === undefined,
    );

    const late = await send(kwanza, LUSITANIA, 'too late');
    clock.advance(120_001);
    expect(await kwanza.request('chat:recall', { messageId: late.messageId })).toEqual({
      code: 400,
      msg: '超过2分钟的消息不能撤回',
    });
  });

  it('pushes a system notification on system_{id} with the new count', async () => {
    const tea = await client(TEA);
    const initial = await tea.waitFor<Unread>('unread');
    const notification = await notify(app, {
      memberId: ids[TEA]!,
      type: NOTIFICATION_TYPES.order,
      message: { key: 'order.placed', params: { orderNo: 'HG202611250000042' } },
      jumpId: 42,
    });
    expect(await tea.waitFor('notification')).toEqual(notification);
    expect(notification).toMatchObject({ messageTypesOf: 3, jumpId: 42, haveRead: false });
    const unread = await tea.waitFor<Unread>('unread', (u) => u.system === initial.system + 1);
    expect(unread.system).toBe((await get<{ data: number }>(TEA, '/message/getUnreadNum')).data);
  });
});

describe('isolation and resync', () => {
  it("never shows a member someone else's conversation", async () => {
    const kwanza = await client(KWANZA);
    const tea = await client(TEA);
    const lusitania = await client(LUSITANIA);
    const secret = await send(tea, LUSITANIA, 'segredo');
    const sync = await kwanza.request<{ messages: ChatMessage[] }>('chat:sync', {
      lastSeq: { [String(secret.conversationId)]: 0 },
    });
    expect(sync.data!.messages.some((m) => m.conversationId === secret.conversationId)).toBe(false);
    const read = await kwanza.request<{ messageIds: string[] }>('chat:read', {
      messageIds: [secret.messageId],
    });
    expect(read.data!.messageIds).toEqual([]);
    expect(await kwanza.request('chat:recall', { messageId: secret.messageId })).toEqual({
      code: 400,
      msg: '消息不存在',
    });
    expect(
      kwanza
        .received('chat:message')
        .some((m) => (m as ChatMessage).messageId === secret.messageId),
    ).toBe(false);
    await lusitania.waitFor<ChatMessage>('chat:message', (m) => m.messageId === secret.messageId);
  });

  it('gives a reconnecting client exactly the messages it missed, in order', async () => {
    const tea = await client(TEA);
    let lusitania = await client(LUSITANIA);
    const seen = await send(tea, LUSITANIA, 'before');
    await lusitania.waitFor<ChatMessage>('chat:message', (m) => m.messageId === seen.messageId);
    lusitania.close();

    const missed = [];
    for (const text of ['a', 'b', 'c']) missed.push(await send(tea, LUSITANIA, text));
    lusitania = await client(LUSITANIA);
    const sync = await lusitania.request<{
      messages: ChatMessage[];
      conversations: { conversationId: number; lastSeq: number }[];
      more: boolean;
    }>('chat:sync', { lastSeq: { [String(seen.conversationId)]: seen.seq } });
    const own = sync.data!.messages.filter((m) => m.conversationId === seen.conversationId);
    expect(own).toEqual(missed);
    expect(
      sync.data!.conversations.find((c) => c.conversationId === seen.conversationId),
    ).toMatchObject({
      lastSeq: missed[2]!.seq,
    });
    expect(sync.data!.more).toBe(false);

    const everything = await lusitania.request<{ messages: ChatMessage[] }>('chat:sync', {
      lastSeq: {},
    });
    const all = everything.data!.messages.filter((m) => m.conversationId === seen.conversationId);
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: missed[2]!.seq }, (_, i) => i + 1));
  });

  it('tells conversation peers when a member comes online and goes offline', async () => {
    const lusitania = await client(LUSITANIA);
    const tea = await client(TEA);
    await lusitania.waitFor(
      'presence',
      (p: { userId: number; online: boolean }) => p.userId === ids[TEA] && p.online,
    );
    const query = await lusitania.request<Record<string, boolean>>('presence:query', {
      userIds: [ids[TEA], ids[KWANZA]],
    });
    expect(query.data![String(ids[TEA])]).toBe(true);
    tea.close();
    await lusitania.waitFor(
      'presence',
      (p: { userId: number; online: boolean }) => p.userId === ids[TEA] && !p.online,
    );
  });
});
