// What a spread-out chat flood costs everyone else (issue #33 M1): other users' order lists are
// timed while the server is idle, then again while five accounts, each from its own source
// address (127.0.0.2 …, on loopback), flood the chat with ten sockets each, every socket
// emitting `chat:send` in batches of 50 every 200 ms for 12 s (the attack of the issue). Both
// phases run against one server in one run; prints p50/p95/p99 of each and the ratio of the p95s
// (goal: within 2× of idle), and what the flooder sent and how it was answered. The server reads
// the real socket address (no TRUST_PROXY), so each account's address is its own.
//
//   server/node_modules/.bin/tsx bench/chat-flood.ts [--accounts 5] [--sockets 10] [--batch 50]
//     [--every 200] [--seconds 12] [--orders 20000] [--companies 200] [--concurrency 4]
//
// PGlite in a throwaway DATA_DIR, or a throwaway schema when DATABASE_URL is set. Loopback only;
// every loop is bounded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../server/src/prepare';
import {
  openBenchDatabase,
  percentile,
  startBenchServer,
  type RequestsResult,
} from './lib/bench-server';
import { prepareChatMembers } from './lib/chat-load';
import type { FlooderPlan, FlooderReport } from './lib/chat-flooder';
import { prepareOrders, runCompanyListsFor } from './lib/order-load';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '5' },
    sockets: { type: 'string', default: '10' },
    batch: { type: 'string', default: '50' },
    every: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '12' },
    orders: { type: 'string', default: '20000' },
    companies: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '18912' },
  },
});
const ACCOUNTS = Number(values.accounts);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const WARM_UP_SECONDS = 5;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

const database = await openBenchDatabase('portal-chat-flood-bench-', async (db) => {
  await prepareDatabase(db, { demoData: false });
  const orders = await prepareOrders(db, {
    orders: Number(values.orders),
    companies: Number(values.companies),
  });
  // Each flooder writes to someone it already has a conversation with (its first partner).
  const members = await prepareChatMembers(db, { count: ACCOUNTS + 2, prefix: 'flood' });
  return { orders, flooders: members.slice(0, ACCOUNTS), members };
});

/** Runs the flooder process with `plan`; resolves with its report once it has finished. */
async function runFlooder(plan: FlooderPlan): Promise<FlooderReport> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'lib/chat-flooder.ts'), JSON.stringify(plan)],
    { cwd: path.join(benchDir, '../server'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const line = await lines.next();
  if (line.done) throw new Error('the flooder ended without a report');
  return JSON.parse(line.value as string) as FlooderReport;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const describe = (result: RequestsResult) =>
  `${result.requests} requests (${(result.requests / result.seconds).toFixed(0)} req/s), ` +
  `p50 ${ms(percentile(result.latencies, 50))}, p95 ${ms(percentile(result.latencies, 95))}, ` +
  `p99 ${ms(percentile(result.latencies, 99))}, max ${ms(percentile(result.latencies, 100))}, ` +
  `failures ${result.failures}`;

try {
  const server = await startBenchServer({
    port: Number(values.port),
    env: { ...database.serverEnv, RATE_LIMIT: '100000000' },
  });
  try {
    const { orders, flooders, members } = database.prepared;
    const lists = (label: string, seconds: number) =>
      runCompanyListsFor({
        label,
        url: server.url,
        prepared: orders,
        concurrency: CONCURRENCY,
        seconds,
      });
    // A server just started runs its first requests unoptimised: not what its users wait for.
    await lists('warm-up', WARM_UP_SECONDS);
    const idle = await lists('idle', SECONDS);
    const flooding = runFlooder({
      url: server.url,
      accounts: flooders.map((member, i) => ({
        token: member.token,
        receiverId: members[member.partners[0]!]!.id,
        address: `127.0.0.${i + 2}`,
      })),
      sockets: Number(values.sockets),
      batch: Number(values.batch),
      everyMs: Number(values.every),
      seconds: SECONDS,
    });
    const busy = await lists('during the flood', SECONDS);
    const flood = await flooding;

    console.log(
      `Chat flood: ${ACCOUNTS} accounts × ${values.sockets} sockets, each from its account's own ` +
        `address, ${values.batch} chat:send every ${values.every} ms for ${SECONDS} s ` +
        `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}); other users' order lists, ` +
        `${CONCURRENCY} concurrent, ${SECONDS} s each`,
    );
    console.log(`  idle:             ${describe(idle)}`);
    console.log(`  during the flood: ${describe(busy)}`);
    const ratio = percentile(busy.latencies, 95) / percentile(idle.latencies, 95);
    console.log(`  p95 during the flood / idle: ${ratio.toFixed(2)}× (goal ≤ 2×)`);
    const answered = Object.values(flood.answered).reduce((sum, count) => sum + count, 0);
    console.log(
      `  flooder: emitted ${flood.emitted} frames (${(flood.emitted / SECONDS).toFixed(0)}/s), ` +
        `answered ${answered} (${JSON.stringify(flood.answered)}), sockets dropped ${flood.dropped}, ` +
        `reconnections refused ${flood.refusedConnections}, connected at the end ${flood.connectedAtEnd}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}
