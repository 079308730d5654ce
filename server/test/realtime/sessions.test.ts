import type { FastifyInstance } from 'fastify';
import { revokeAllSessions } from '../../src/modules/accounts/service';
import {
  API,
  bearer,
  createTestApp,
  latestCode,
  login,
  openTestDb,
  post,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';
import {
  connect,
  memberId,
  textMessage,
  type ChatMessage,
  type TestClient,
} from './socket-helpers';

/** Issue #11 item 5: a revoked session loses its open sockets at once, or within a minute. */

const TEA = '13800000001';
const TEA_STAFF = '13800000002';
const LUSITANIA = 'demo.pt@example.com';
const NEW_PASSWORD = 'Chat@2027new';

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
let url: string;
const clock = testClock();
const ids: Record<string, number> = {};
const clients: TestClient[] = [];

async function open(token: string) {
  const client = await connect(url, { token });
  clients.push(client);
  return client;
}

function disconnected(client: TestClient, timeoutMs = 3000): Promise<string> {
  if (!client.socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Sends from Lusitânia to the member and tells whether the client received it live. */
async function reaches(client: TestClient, to: string, sender: TestClient) {
  const ack = await sender.request<ChatMessage>('chat:send', textMessage(ids[to]!, 'privado'));
  expect(ack.code).toBe(200);
  return client
    .waitFor<ChatMessage>('chat:message', (m) => m.messageId === ack.data!.messageId, 500)
    .then(
      () => true,
      () => false,
    );
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const who of [TEA, TEA_STAFF, LUSITANIA]) ids[who] = await memberId(testDb.db, who);
});
beforeEach(() => {
  // Fresh chat budgets for every test (they refill by the app clock).
  clock.advance(10_000);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('ending sessions', () => {
  it('logout disconnects the sockets of that token at once, and only those', async () => {
    const lusitania = await open(await login(app, LUSITANIA));
    const leaving = await login(app, TEA);
    const staying = await login(app, TEA);
    const [first, second] = [await open(leaving), await open(leaving)];
    const other = await open(staying);

    const gone = Promise.all([disconnected(first), disconnected(second)]);
    const logout = await app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: bearer(leaving),
    });
    expect(logout.json()).toEqual({ code: 200, msg: '退出成功' });
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);

    expect(other.socket.connected).toBe(true);
    expect(await reaches(other, TEA, lusitania)).toBe(true);
    expect(first.received('chat:message')).toEqual([]);
    await expect(connect(url, { token: leaving })).rejects.toThrow('user-not-logged-in');
  });

  it('disabling a staff member disconnects all their sockets at once', async () => {
    const teaToken = await login(app, TEA);
    const staff = await open(await login(app, TEA_STAFF));
    const staffElsewhere = await open(await login(app, TEA_STAFF));
    const gone = Promise.all([disconnected(staff), disconnected(staffElsewhere)]);
    const answer = await app.inject({
      method: 'PUT',
      url: `${API}/staff/${ids[TEA_STAFF]}/status`,
      headers: bearer(teaToken),
      payload: { disabled: true },
    });
    try {
      expect(answer.json()).toMatchObject({ code: 200 });
      await gone;
    } finally {
      await app.inject({
        method: 'PUT',
        url: `${API}/staff/${ids[TEA_STAFF]}/status`,
        headers: bearer(teaToken),
        payload: { disabled: false },
      });
    }
  });

  it('a password reset disconnects every socket of the member at once', async () => {
    const socket = await open(await login(app, TEA_STAFF));
    const gone = disconnected(socket);
    const sent = await post(app, '/loginApi/getSms', {
      phone: TEA_STAFF,
      scene: 'forgotPassword',
    });
    expect(sent.code).toBe(200);
    const reset = await post(app, '/loginApi/forgotPassword', {
      type: 1,
      phone: TEA_STAFF,
      code: await latestCode(app, TEA_STAFF),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset).toEqual({ code: 200, msg: '密码重置成功，请重新登录' });
    expect(await gone).toBe('io server disconnect');
  });

  it('a socket that sends nothing is still dropped once a timer finds its session revoked', async () => {
    const lusitania = await open(await login(app, LUSITANIA));
    const quiet = await open(await login(app, TEA));
    // Revoked behind the server's back (another process, a script): no event, no call site.
    await revokeAllSessions(testDb.db, ids[TEA]!, clock.now());
    expect(await reaches(quiet, TEA, lusitania)).toBe(true);

    const gone = disconnected(quiet);
    clock.advance(61_000);
    expect(await gone).toBe('io server disconnect');
    expect(await reaches(quiet, TEA, lusitania)).toBe(false);
  });
});
