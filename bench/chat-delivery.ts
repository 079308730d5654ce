// Chat delivery under load: N members each hold one socket to one server process; random pairs
// exchange text messages at a target rate for a fixed time. Prints the delivery latency (sender's
// emit → the receiver's `chat:message`), the ack latency (emit → stored and acknowledged) and the
// achieved throughput. Goal (issue #4, docs/performance.md): 1,000 clients, 500 msg/s, p99 ≤ 50 ms.
//
//   server/node_modules/.bin/tsx bench/chat-delivery.ts [--clients 1000] [--rate 500] [--seconds 20]
//
// The database (PGlite in a throwaway DATA_DIR, or a throwaway schema when DATABASE_URL is set)
// is prepared here with the members and their sessions, then the real server is started on it.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import type { Db } from '../server/src/db/db';
import { startSession } from '../server/src/lib/sessions';
import { prepareDatabase } from '../server/src/prepare';
import { openBenchDatabase, percentile, startBenchServer } from './lib/bench-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server');
const { io } = createRequire(path.join(serverDir, 'package.json'))(
  'socket.io-client',
) as typeof import('socket.io-client');

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '18910' },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const MEMBERS_PER_COMPANY = 20;

async function prepare(db: Db): Promise<{ id: number; token: string }[]> {
  await prepareDatabase(db, { demoData: false });
  const now = new Date();
  const members: { id: number; token: string }[] = [];
  for (let first = 0; first < CLIENTS; first += MEMBERS_PER_COMPANY) {
    const company = await db.query<{ id: number }>(
      `INSERT INTO companies (name, country) VALUES ($1, 'CN') RETURNING id`,
      [`Bench company ${first / MEMBERS_PER_COMPANY}`],
    );
    for (let i = first; i < Math.min(first + MEMBERS_PER_COMPANY, CLIENTS); i += 1) {
      const member = await db.query<{ id: number }>(
        `INSERT INTO members (company_id, username, name, password_hash) VALUES ($1, $2, $2, 'x') RETURNING id`,
        [company.rows[0]!.id, `bench${i}`],
      );
      const id = member.rows[0]!.id;
      members.push({ id, token: await startSession(db, id, now) });
    }
  }
  return members;
}

const database = await openBenchDatabase('portal-chat-bench-', prepare);
const members = database.prepared;
const server = await startBenchServer({
  port: PORT,
  // Every simulated client connects from 127.0.0.1.
  env: { ...database.serverEnv, CONNECTIONS_PER_IP: '5000' },
});
const sentAt = new Map<string, number>();
const deliveryMs: number[] = [];
const ackMs: number[] = [];
let failures = 0;

const sockets: Socket[] = [];
const connectStarted = performance.now();
for (let first = 0; first < CLIENTS; first += 50) {
  await Promise.all(
    members.slice(first, first + 50).map(
      (member) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(server.url, {
            path: '/hg/socket.io',
            auth: { token: member.token, userId: member.id },
            transports: ['websocket'],
            reconnection: false,
          });
          socket.on('chat:message', (message: { messageId: string; receiverId: number }) => {
            const started = sentAt.get(message.messageId);
            if (started !== undefined && message.receiverId === member.id) {
              deliveryMs.push(performance.now() - started);
            }
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
          sockets.push(socket);
        }),
    ),
  );
}
const connectSeconds = (performance.now() - connectStarted) / 1000;

// Every tick sends its share of the rate from random senders to random other members.
const TICK_MS = 10;
const perTick = (RATE * TICK_MS) / 1000;
let owed = 0;
let sent = 0;
const started = performance.now();
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    if (performance.now() - started >= SECONDS * 1000) {
      clearInterval(timer);
      return resolve();
    }
    owed += perTick;
    for (; owed >= 1; owed -= 1) {
      const from = Math.floor(Math.random() * CLIENTS);
      const to = (from + 1 + Math.floor(Math.random() * (CLIENTS - 1))) % CLIENTS;
      const messageId = randomUUID();
      const emittedAt = performance.now();
      sentAt.set(messageId, emittedAt);
      sent += 1;
      sockets[from]!.timeout(10_000).emit(
        'chat:send',
        {
          messageId,
          receiverId: members[to]!.id,
          type: 'text',
          payload: JSON.stringify({ text: `bench ${sent}` }),
        },
        (error: Error | null, ack: { code: number }) => {
          if (error || ack.code !== 200) failures += 1;
          else ackMs.push(performance.now() - emittedAt);
        },
      );
    }
  }, TICK_MS);
});
// Let the last messages arrive.
await new Promise((resolve) => setTimeout(resolve, 2000));

deliveryMs.sort((a, b) => a - b);
ackMs.sort((a, b) => a - b);
console.log(
  `Chat delivery: ${CLIENTS} clients on one process (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ` +
    `target ${RATE} msg/s for ${SECONDS} s`,
);
console.log(`  connected ${CLIENTS} sockets in ${connectSeconds.toFixed(1)} s`);
console.log(
  `  sent ${sent}, delivered ${deliveryMs.length}, failed ${failures}; ` +
    `throughput ${(deliveryMs.length / SECONDS).toFixed(0)} msg/s delivered`,
);
console.log(
  `  delivery latency: p50 ${percentile(deliveryMs, 50).toFixed(1)} ms, p99 ${percentile(deliveryMs, 99).toFixed(1)} ms, max ${percentile(deliveryMs, 100).toFixed(1)} ms`,
);
console.log(
  `  ack latency:      p50 ${percentile(ackMs, 50).toFixed(1)} ms, p99 ${percentile(ackMs, 99).toFixed(1)} ms`,
);

for (const socket of sockets) socket.close();
await server.stop();
await database.close();
