import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { LIMITS, TOO_MANY_REQUESTS_MSG } from '../../src/realtime/limits';
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
  SOCKET_PATH,
  textMessage,
  type TestClient,
  type Unread,
} from './socket-helpers';

/**
 * Issue #11 item 1: one signed-in member flooding the chat from many sockets must not slow
 * anyone else down, and is told to slow down; and item 16 (socket part): engine.io's own HTTP
 * answers carry security headers, and X-Forwarded-* is not believed without a trusted proxy.
 */

const FLOODER = 'demo.pt@example.com';
const RECEIVER = '13800000001';
const BYSTANDER = 'demo.ao@example.com';
const SAMPLES = 15;
const SERVER_DIR = path.resolve(__dirname, '../..');

/** What test/realtime/flood-client.ts prints once connected, and when stopped. */
interface FloodStart {
  connected: number;
  refused: string[];
}
interface FloodEnd {
  acks: [messageId: string, code: number, msg: string][];
  stillConnected: boolean;
}

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
let url: string;
let port: number;
const clock = testClock();
const ids: Record<string, number> = {};
const clients: TestClient[] = [];

async function median(measure: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await measure();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a fresh connection (no keep-alive pool is left open when the test ends). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, headers, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** A bare engine.io polling handshake, with whatever headers a client chooses to send. */
function pollingHandshake(headers: Record<string, string> = {}): Promise<RawAnswer> {
  return get(`${SOCKET_PATH}/?EIO=4&transport=polling`, headers);
}

async function storedCount(messageIds: string[]) {
  const { rows } = await testDb.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chat_messages WHERE message_id = ANY($1::uuid[])',
    [messageIds],
  );
  return rows[0]!.count;
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  url = `http://127.0.0.1:${port}`;
  for (const who of [FLOODER, RECEIVER, BYSTANDER]) ids[who] = await memberId(testDb.db, who);
});
beforeEach(() => {
  // Every budget is full again at the start of a test (they refill by the app clock).
  clock.advance(60_000);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('one member flooding the chat', () => {
  it('leaves other users within 3× their idle latency, is answered 429 and loses nothing acked', async () => {
    const bystander = await login(app, BYSTANDER);
    const healthz = async () => {
      expect((await get('/healthz')).status).toBe(200);
    };
    // Another company's order list: a signed-in page that reads the database.
    const orders = async () => {
      const answer = await get(`${API}/minor/order/list?side=purchase&pageSize=10`, {
        ...bearer(bystander),
      });
      expect((JSON.parse(answer.body) as { code: number }).code).toBe(200);
    };
    const idle = { healthz: await median(healthz), orders: await median(orders) };

    // Twice as many sockets as one member may have, from another process.
    const flooder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/realtime/flood-client.ts',
        url,
        await login(app, FLOODER),
        String(ids[RECEIVER]),
        String(2 * LIMITS.socketsPerMember),
      ],
      { cwd: SERVER_DIR, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => flooder.once('exit', resolve));
    const reader = createInterface({ input: flooder.stdout! });
    const lines = reader[Symbol.asyncIterator]();
    const ready = JSON.parse((await lines.next()).value as string) as FloodStart;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = { healthz: await median(healthz), orders: await median(orders) };
    flooder.stdin!.end('stop\n');
    const done = JSON.parse((await lines.next()).value as string) as FloodEnd;
    reader.close();
    await exited;
    // The next tests open sockets for the same member: wait until the server has let these go.
    for (let i = 0; i < 50 && (await app.realtime.online([ids[FLOODER]!])).size > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(busy.healthz).toBeLessThanOrEqual(Math.max(3 * idle.healthz, 50));
    expect(busy.orders).toBeLessThanOrEqual(Math.max(3 * idle.orders, 50));

    // At most this many sockets for one member; the others were refused, not queued.
    expect(ready).toEqual({
      connected: LIMITS.socketsPerMember,
      refused: Array(LIMITS.socketsPerMember).fill('too-many-connections'),
    });
    // Told to slow down, still connected, and every acknowledged message is stored.
    const stored = done.acks.filter(([, code]) => code === 200).map(([id]) => id);
    const refused = done.acks.filter(([, code]) => code === 429);
    expect(stored.length + refused.length).toBe(done.acks.length);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(LIMITS.memberEvents.burst);
    expect(refused[0]?.[2]).toBe(TOO_MANY_REQUESTS_MSG);
    expect(done.stillConnected).toBe(true);
    expect(await storedCount(stored)).toBe(stored.length);
    expect(await storedCount(refused.map(([id]) => id))).toBe(0);
  });

  it('shares one budget between all the member’s sockets and the REST send', async () => {
    const token = await login(app, FLOODER);
    const [first, second] = [await connect(url, { token }), await connect(url, { token })];
    clients.push(first, second);
    const sendAll = (client: TestClient, count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          client.request('chat:send', textMessage(ids[RECEIVER]!, 'hello')),
        ),
      );
    const half = LIMITS.memberEvents.burst / 2;
    const codes = [...(await sendAll(first, half)), ...(await sendAll(second, half))].map(
      (ack) => ack.code,
    );
    expect(codes.every((code) => code === 200)).toBe(true);
    expect((await sendAll(second, 1))[0]).toEqual({ code: 429, msg: TOO_MANY_REQUESTS_MSG });

    const rest = () =>
      app.inject({
        method: 'POST',
        url: `${API}/chatMessage`,
        headers: bearer(token),
        payload: textMessage(ids[RECEIVER]!, 'over REST'),
      });
    const refused = await rest();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });

    clock.advance(1000);
    expect((await rest()).json()).toMatchObject({ code: 200 });
    expect((await sendAll(first, 1))[0]!.code).toBe(200);
  });

  it('recounts the receiver’s unread figures once for a burst, not once per message', async () => {
    const receiver = await connect(url, { token: await login(app, RECEIVER) });
    const sender = await connect(url, { token: await login(app, BYSTANDER) });
    clients.push(receiver, sender);
    await receiver.waitFor<Unread>('unread');
    await receiver.request('chat:read', { peerId: ids[BYSTANDER] });
    const before = receiver.received('unread').length;

    const burst = 30;
    const acks = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        sender.request('chat:send', textMessage(ids[RECEIVER]!, `burst ${i}`)),
      ),
    );
    expect(acks.every((ack) => ack.code === 200)).toBe(true);
    const last = await receiver.waitFor<Unread>(
      'unread',
      (unread) => unread.conversations[String(ids[BYSTANDER])] === burst,
    );
    expect(last.chat).toBeGreaterThanOrEqual(burst);
    const pushes = receiver.received('unread').length - before;
    expect(pushes).toBeLessThan(burst / 2);
  });
});

// The handshake test runs last: the sessions it opens count against this address until closed.
describe('engine.io requests', () => {
  it('answers with security headers', async () => {
    const answer = await pollingHandshake();
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
  });

  it('does not take X-Forwarded-Host as this host without a trusted proxy', async () => {
    const forged = await pollingHandshake({
      Origin: 'https://attacker.example',
      'X-Forwarded-Host': 'attacker.example',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits handshakes per IP, whatever X-Forwarded-For says without a trusted proxy', async () => {
    const answers: RawAnswer[] = [];
    for (let i = 0; i < LIMITS.handshakes.burst + 5; i += 1) {
      answers.push(await pollingHandshake({ 'X-Forwarded-For': `203.0.113.${i + 1}` }));
    }
    const statuses = answers.map((answer) => answer.status);
    // The session the headers test opened still counts against the address for a few seconds.
    const fresh = LIMITS.handshakes.burst - 5;
    expect(statuses.slice(0, fresh).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMITS.handshakes.burst).every((status) => status === 429)).toBe(true);
    const refusal = answers.at(-1)!;
    expect(JSON.parse(refusal.body)).toEqual({ code: 429, msg: TOO_MANY_REQUESTS_MSG });
    expect(refusal.headers['x-content-type-options']).toBe('nosniff');
  });
});
