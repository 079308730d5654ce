import type { UserInfo } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import type { ChatMessage } from './protocol';
import {
  createRealtimeClient,
  NO_ANSWER_CODE,
  type HandshakeAuth,
  type RealtimeClient,
  type RealtimeSocket,
  LEAVING_RETRY_MS,
  LEAVING_SPREAD_MS,
  REFUSED_RETRY_MS,
} from './realtime-client';

type Handler = (...args: never[]) => void;

/** Stands in for a socket.io client socket; the test plays the server. */
class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  connectCalls = 0;
  disconnected = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly emitted: { event: string; body: unknown; ack: (e: Error | null, a: unknown) => void }[] =
    [];
  /** Events sent without an ack, in order among the others. */
  readonly told: { event: string; body: unknown; before: number }[] = [];

  on(event: string, listener: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }

  timeout() {
    return {
      emit: (event: string, body: unknown, ack: (e: Error | null, a: unknown) => void) =>
        void this.emitted.push({ event, body, ack }),
    };
  }

  emit(event: string, body: unknown) {
    this.told.push({ event, body, before: this.emitted.length });
  }

  disconnect() {
    this.disconnected = true;
    this.connected = false;
  }

  serverSends(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? [])
      (handler as (...a: unknown[]) => void)(...args);
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    this.connected = true;
    this.serverSends('connect');
  }

  refuse() {
    this.active = false;
    this.serverSends('connect_error', new Error('user-not-logged-in'));
  }

  drop() {
    this.connected = false;
    this.serverSends('disconnect', 'transport close');
  }

  serverDisconnects() {
    this.connected = false;
    this.active = false;
    this.serverSends('disconnect', 'io server disconnect');
  }
}

const user: UserInfo = {
  id: 7,
  mid: 0,
  username: '13800000001',
  status: 2,
  corporateLabel: 2,
  comName: 'Tea Co.',
  touxiang: 'member.png',
  logo: 'logo.png',
  email: null,
  name: 'Li',
  phone: '13800000001',
};

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    messageId: 'm-1',
    conversationId: 3,
    seq: 1,
    senderId: 9,
    receiverId: 7,
    type: 'text',
    payload: '{"text":"hi"}',
    haveRead: false,
    recalled: false,
    recalledBy: null,
    status: 'success',
    createTime: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

function setUp(language?: () => string) {
  const session = sessionStore;
  const sockets: FakeSocket[] = [];
  const handshakes: HandshakeAuth[] = [];
  const client = createRealtimeClient({
    session,
    language,
    openSocket: async (auth) => {
      handshakes.push(auth);
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  clients.push(client);
  const signIn = () => {
    session.getState().login('token-1');
    session.getState().setProfile({ user, membership: null, permissions: [] });
  };
  return { session, sockets, handshakes, client, signIn };
}

const clients: RealtimeClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
  sessionStore.getState().logout('logout');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('connects once signed in with the profile of spec §7, and disconnects on logout', async () => {
  const { session, sockets, handshakes, client, signIn } = setUp();
  client.start();
  await settle();
  expect(sockets).toHaveLength(0);

  signIn();
  await settle();
  expect(handshakes).toEqual([
    {
      token: 'token-1',
      userId: 7,
      name: 'Li',
      userName: '13800000001',
      avatar: 'logo.png',
      phone: '13800000001',
    },
  ]);
  sockets[0]!.connect();
  expect(client.isConnected()).toBe(true);

  // A profile reload for the same member keeps the socket.
  session.getState().setProfile({ user: { ...user }, membership: null, permissions: [] });
  await settle();
  expect(sockets).toHaveLength(1);

  session.getState().logout('expired');
  expect(sockets[0]!.disconnected).toBe(true);
  expect(client.isConnected()).toBe(false);
});

test('the server answers in the page’s language: named in the handshake, told again after a switch', async () => {
  let pageLanguage = 'pt';
  const { sockets, handshakes, client, signIn } = setUp(() => pageLanguage);
  client.start();
  signIn();
  await settle();
  expect(handshakes[0]!.language).toBe('pt');
  const socket = sockets[0]!;
  socket.connect();
  void client.markRead(9);
  expect(socket.told).toEqual([]);

  // Switched while connected: the server hears of it before the next request it answers.
  pageLanguage = 'en';
  void client.recall('m-1');
  void client.markRead(9);
  expect(socket.told).toEqual([{ event: 'language', body: 'en', before: 1 }]);
  expect(socket.emitted.map((emitted) => emitted.event)).toEqual([
    'chat:read',
    'chat:recall',
    'chat:read',
  ]);

  // A reconnect sends the handshake again, so the server is back at its language until told.
  socket.drop();
  socket.connect();
  void client.markRead(9);
  expect(socket.told).toEqual([
    { event: 'language', body: 'en', before: 1 },
    { event: 'language', body: 'en', before: 3 },
  ]);
});

test('unread pushes land in the session store the header badges read', async () => {
  const { session, sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  sockets[0]!.connect();
  sockets[0]!.serverSends('unread', { system: 4, chat: 120, conversations: { '9': 120 } });
  expect(session.getState().unread).toEqual({ system: 4, chat: 120 });
  expect(client.unread()?.conversations).toEqual({ '9': 120 });
});

test('a send carries the payload as JSON text and resolves with the stored message', async () => {
  const { sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  sockets[0]!.connect();

  const sent = client.send({
    messageId: 'uuid-1',
    receiverId: 9,
    type: 'text',
    payload: { text: '你好' },
  });
  const emitted = sockets[0]!.emitted[0]!;
  expect(emitted.event).toBe('chat:send');
  expect(emitted.body).toEqual({
    messageId: 'uuid-1',
    receiverId: 9,
    type: 'text',
    payload: '{"text":"你好"}',
  });
  const stored = message({ messageId: 'uuid-1', senderId: 7, receiverId: 9, seq: 5 });
  emitted.ack(null, { code: 200, data: stored });
  await expect(sent).resolves.toEqual({ code: 200, data: stored });
});

test('a send without an answer, or while offline, fails so the message can be resent', async () => {
  const { sockets, client, signIn } = setUp();
  const draft = {
    messageId: 'uuid-2',
    receiverId: 9,
    type: 'text' as const,
    payload: { text: 'x' },
  };
  client.start();
  await expect(client.send(draft)).resolves.toEqual({ code: NO_ANSWER_CODE });

  signIn();
  await settle();
  sockets[0]!.connect();
  const sent = client.send(draft);
  sockets[0]!.emitted[0]!.ack(new Error('operation has timed out'), undefined);
  await expect(sent).resolves.toEqual({ code: NO_ANSWER_CODE });
});

test('after a reconnect it asks for what came after the last sequence it has, and delivers it', async () => {
  const { sockets, client, signIn } = setUp();
  const received: string[] = [];
  client.on('message', (value) => received.push(value.messageId));
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  socket.connect();
  expect(socket.emitted).toHaveLength(0);

  client.noteSeen([{ conversationId: 3, seq: 10 }]);
  socket.serverSends('chat:message', message({ conversationId: 4, seq: 2, messageId: 'live' }));
  socket.drop();
  expect(client.isConnected()).toBe(false);
  socket.connect();

  const sync = socket.emitted[0]!;
  expect(sync.event).toBe('chat:sync');
  expect(sync.body).toEqual({ lastSeq: { 3: 10, 4: 2 } });
  sync.ack(null, {
    code: 200,
    data: { messages: [message({ conversationId: 3, seq: 11, messageId: 'missed' })], more: true },
  });
  await settle();
  // There was more: the next batch starts after what the first one brought.
  const next = socket.emitted[1]!;
  expect(next.body).toEqual({ lastSeq: { 3: 11, 4: 2 } });
  next.ack(null, { code: 200, data: { messages: [], conversations: [], more: false } });
  await settle();
  expect(received).toEqual(['live', 'missed']);
  expect(socket.emitted).toHaveLength(2);
});

test('read receipts, recalls and presence reach subscribers', async () => {
  const { sockets, client, signIn } = setUp();
  const heard: unknown[] = [];
  client.on('read', (value) => heard.push(value));
  const offRecalled = client.on('recalled', (value) => heard.push(value));
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  socket.connect();

  socket.serverSends('chat:read', { messageIds: ['a'], readerId: 9 });
  socket.serverSends('chat:recalled', { messageId: 'a', conversationId: 3, recalledBy: 7 });
  offRecalled();
  socket.serverSends('chat:recalled', { messageId: 'b', conversationId: 3, recalledBy: 7 });
  socket.serverSends('presence', { userId: 9, online: true });
  expect(heard).toEqual([
    { messageIds: ['a'], readerId: 9 },
    { messageId: 'a', conversationId: 3, recalledBy: 7 },
  ]);
  expect(client.isOnline(9)).toBe(true);
  socket.serverSends('presence', { userId: 9, online: false });
  expect(client.isOnline(9)).toBe(false);

  const asked = client.queryPresence([9, 11]);
  const query = socket.emitted[0]!;
  expect(query).toMatchObject({ event: 'presence:query', body: { userIds: [9, 11] } });
  query.ack(null, { code: 200, data: { '9': true, '11': false } });
  await asked;
  expect([client.isOnline(9), client.isOnline(11)]).toEqual([true, false]);
});

test('a page that has shown no conversation does not resync after a reconnect', async () => {
  const { sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  socket.connect();
  socket.drop();
  socket.connect();
  expect(socket.emitted).toHaveLength(0);
});

test('system notifications pushed on the system room reach subscribers', async () => {
  const { sockets, client, signIn } = setUp();
  const titles: string[] = [];
  client.on('notification', (notification) => titles.push(notification.messageTitle));
  client.start();
  signIn();
  await settle();
  sockets[0]!.connect();
  sockets[0]!.serverSends('notification', { id: 1, messageTitle: '订单待审核' });
  expect(titles).toEqual(['订单待审核']);
});

test('a logout while socket.io-client is still loading leaves no socket open', async () => {
  const { session, sockets, client, signIn } = setUp();
  client.start();
  signIn();
  session.getState().logout('logout');
  await settle();
  expect(sockets[0]!.disconnected).toBe(true);
});

test('a revoked token answered on the socket ends the session', async () => {
  const { session, sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  sockets[0]!.connect();
  const recall = client.recall('m-1');
  sockets[0]!.emitted[0]!.ack(null, { code: 401, msg: '登录已失效，请重新登录' });
  await expect(recall).resolves.toEqual({ code: 401, msg: '登录已失效，请重新登录' });
  expect(session.getState().token).toBeNull();
  expect(sockets[0]!.disconnected).toBe(true);
});

test('after the server disconnects it (a restart), the socket connects again later', async () => {
  const { sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  socket.connect();
  jest.useFakeTimers();
  try {
    socket.serverDisconnects();
    expect(client.isConnected()).toBe(false);
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connectCalls).toBe(2);
    expect(client.isConnected()).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('a server that says it is shutting down is left for another within about a second', async () => {
  const { sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  socket.connect();
  jest.useFakeTimers();
  try {
    socket.serverSends('server:leaving');
    socket.serverDisconnects();
    jest.advanceTimersByTime(LEAVING_RETRY_MS - 1);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(LEAVING_SPREAD_MS + 1);
    expect(socket.connectCalls).toBe(2);
    expect(client.isConnected()).toBe(true);

    // The next disconnect by the server, unannounced, waits the long pause again.
    socket.serverDisconnects();
    jest.advanceTimersByTime(LEAVING_RETRY_MS + LEAVING_SPREAD_MS);
    expect(socket.connectCalls).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a refused handshake is retried after a pause while the session lasts', async () => {
  const { session, sockets, client, signIn } = setUp();
  client.start();
  signIn();
  await settle();
  const socket = sockets[0]!;
  jest.useFakeTimers();
  try {
    socket.refuse();
    jest.advanceTimersByTime(REFUSED_RETRY_MS - 1);
    expect(socket.connectCalls).toBe(0);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(1);
    expect(client.isConnected()).toBe(true);

    socket.refuse();
    session.getState().logout('expired');
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connectCalls).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});
