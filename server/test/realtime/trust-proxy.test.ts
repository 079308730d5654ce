import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import authPlugin from '../../src/platform/auth/plugin';
import dbPlugin from '../../src/platform/db/plugin';
import realtimePlugin, { SOCKET_PATH } from '../../src/realtime';
import { LIMITS } from '../../src/realtime/limits';
import { openTestDb, testClock, type TestDb } from '../helpers';

/**
 * Issue #11 item 16 (socket part): X-Forwarded-Host and X-Forwarded-For are believed only from a
 * trusted proxy (TRUST_PROXY). Here the requests come from 127.0.0.1: one server trusts that
 * address as its proxy, the other trusts only 10.0.0.1.
 */

let testDb: TestDb;
const servers: FastifyInstance[] = [];
const clock = testClock();

async function realtimeServer(trustProxy: boolean | string): Promise<number> {
  const app = Fastify();
  await app.register(dbPlugin, { db: testDb.db, now: clock.now });
  await app.register(authPlugin);
  await app.register(realtimePlugin, {
    redisUrl: undefined,
    redisPrefix: 'portal',
    fileStorage: false,
    allowedOrigins: () => [],
    production: true,
    trustProxy,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function handshake(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path: `${SOCKET_PATH}/?EIO=4&transport=polling`, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  for (const app of servers) await app.close();
  await testDb.close();
});

describe('behind a proxy', () => {
  const proxied = { Origin: 'https://portal.example', 'X-Forwarded-Host': 'portal.example' };

  it('takes X-Forwarded-Host as this host only from a trusted proxy', async () => {
    expect(await handshake(await realtimeServer('127.0.0.1'), proxied)).toBe(200);
    expect(await handshake(await realtimeServer('10.0.0.1'), proxied)).toBe(403);
    expect(await handshake(await realtimeServer(false), proxied)).toBe(403);
  });

  it('limits per client address from a trusted proxy’s X-Forwarded-For, per peer otherwise', async () => {
    const burst = LIMITS.handshakes.burst;
    const trusting = await realtimeServer(true);
    const distrusting = await realtimeServer('10.0.0.0/8');
    const statuses = async (port: number, forwardedFor: (i: number) => string) => {
      const answers: number[] = [];
      for (let i = 0; i <= burst; i += 1) {
        answers.push(await handshake(port, { 'X-Forwarded-For': forwardedFor(i) }));
      }
      return answers;
    };
    // Many clients behind the proxy: each has its own budget.
    const clients = await statuses(trusting, (i) => `198.51.100.${i + 1}, 127.0.0.1`);
    expect(clients.every((status) => status === 200)).toBe(true);
    // One client behind the proxy: its own budget runs out.
    const one = await statuses(trusting, () => '198.51.100.250');
    expect(one.at(-1)).toBe(429);
    // Not a trusted proxy: whatever it forwards, it is one address.
    const spoofed = await statuses(distrusting, (i) => `198.51.100.${i + 1}`);
    expect(spoofed.at(-1)).toBe(429);
  });
});
