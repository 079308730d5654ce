import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { API, createTestApp, openTestDb, type TestApp, type TestDb } from './helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

async function listening(context: TestApp): Promise<number> {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  return (context.app.server.address() as AddressInfo).port;
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent once it closes the connection, or null after `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<string | null> {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe('a request body sent a byte at a time', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({
      db: testDb.db,
      connectionLimits: { headersTimeoutMs: 300, requestTimeoutMs: 800, checkIntervalMs: 100 },
    });
  });
  afterAll(() => context.close());

  it('is cut off once the request time is up', async () => {
    const socket = await connect(await listening(context));
    const body = JSON.stringify({ username: '13800000001', password: 'x'.repeat(40) });
    socket.write(
      `POST ${API}/loginApi/login HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const closed = closedWithin(socket, 5_000);
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++]!);
    }, 100);
    const received = await closed;
    clearInterval(drip);

    expect(received).not.toBeNull();
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
  });
});

describe('connections from one address', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, connectionLimits: { perIp: 3 } });
  });
  afterAll(() => context.close());

  it('are capped; a freed place can be used again', async () => {
    const port = await listening(context);
    const held = await Promise.all([connect(port), connect(port), connect(port)]);
    const extra = await connect(port);
    expect(await closedWithin(extra, 2_000)).toBe('');

    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
