// Scale-out through a balancer: the order list and chat delivery with 1, then 3 replicas of the
// built server (`npm run serve` → node server/dist/main.js, NODE_ENV=production) on one
// PostgreSQL schema and one Redis, behind HAProxy as server/test/production/replicas.test.ts runs
// them (round robin, health checks on /readyz, WebSocket tunnels, X-Forwarded-For trusted).
// Everything is measured through the balancer. Prints a table per replica count, the server
// processes' CPU time and the machine's load. On a 2-core machine three replicas cannot be faster
// than one: the point is that they work together (no failures, every message delivered across
// replicas through Redis) and the per-replica figures for docs/deploy.md.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… server/node_modules/.bin/tsx bench/scale-out.ts
//     [--orders 20000] [--companies 200] [--requests 2000] [--concurrency 8]
//     [--members 300] [--rate 200] [--seconds 10] [--replicas 1,3]
//
// Builds the server bundle first (node scripts/build.mjs server). One throwaway schema and one
// temporary folder (stand-in app builds, the replicas' DATA_DIRs, the HAProxy config) serve every
// run; children, schema and folder are removed on exit, on failure and on Ctrl-C (the run's Redis
// keys, under a prefix of their own, expire within a minute). Each run has --members chat members
// of its own, each with ten established conversations (bench/lib/chat-load.ts). Loopback only;
// every wait is bounded.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../server/src/prepare';
import {
  exitOf,
  freePort,
  HAPROXY,
  killServed,
  ROOT,
  serveHealthy,
  standInBuilds,
  startBalancer,
} from '../server/test/production/processes';
import { openBenchDatabase, percentile, type BenchDatabase } from './lib/bench-server';
import {
  prepareChatMembers,
  runChatLoad,
  type ChatLoadResult,
  type ChatMember,
} from './lib/chat-load';
import {
  prepareOrders,
  runOrderListLoad,
  WARM_UP_REQUESTS,
  type OrderListResult,
  type PreparedOrders,
} from './lib/order-load';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '20000' },
    companies: { type: 'string', default: '200' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    members: { type: 'string', default: '300' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    replicas: { type: 'string', default: '1,3' },
  },
});
const ORDERS = Number(values.orders);
const COMPANIES = Number(values.companies);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const MEMBERS = Number(values.members);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const REPLICA_COUNTS = values.replicas.split(',').map(Number);
/** The whole bench, build included; past it, everything is stopped and removed. */
const OVERALL_TIMEOUT_MS = 30 * 60_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL) {
  console.error(
    'bench/scale-out.ts needs DATABASE_URL (PostgreSQL) and REDIS_URL: the replicas share both.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 ' +
      'server/node_modules/.bin/tsx bench/scale-out.ts',
  );
  process.exit(1);
}
if (!existsSync(HAPROXY)) {
  console.error(`HAProxy not found at ${HAPROXY}: apt-get install haproxy, or set HAPROXY_PATH`);
  process.exit(1);
}
if (REPLICA_COUNTS.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error(`--replicas ${values.replicas}: a comma-separated list of counts ≥ 1`);
  process.exit(1);
}

// ── Clean-up: one function, run once, on the normal end, on failure, on signals and on timeout.
const dir = mkdtempSync(path.join(tmpdir(), 'portal-scale-out-'));
const balancers = new Set<{ kill: (signal: NodeJS.Signals) => boolean }>();
let database: BenchDatabase<{ orders: PreparedOrders; members: ChatMember[][] }> | undefined;
let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    for (const balancer of balancers) balancer.kill('SIGKILL');
    killServed();
    await database?.close().catch((error: Error) => console.error(`drop schema: ${error.message}`));
    rmSync(dir, { recursive: true, force: true });
  })();
  return cleaned;
}
let aborting = false;
const abort = (why: string, code: number) => {
  if (aborting) return;
  aborting = true;
  console.error(why);
  void cleanUp().finally(() => process.exit(code));
};
// `on`, not `once`: a Ctrl-C reaches this process twice (from the terminal and through tsx), and
// a second signal without a handler would end it half-way through the clean-up.
process.on('SIGINT', () => abort('interrupted: cleaning up', 130));
process.on('SIGTERM', () => abort('terminated: cleaning up', 143));
setTimeout(
  () => abort(`no result within ${OVERALL_TIMEOUT_MS / 60_000} min: cleaning up`, 1),
  OVERALL_TIMEOUT_MS,
).unref();

// ── CPU accounting from /proc (Linux): a server process's CPU time, and the machine's busy share.
const TICKS_PER_SECOND = 100;
function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}
function machineTicks(): { busy: number; total: number } {
  const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = numbers.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** CPU seconds of each process named `postgres` (the server and its backends, whoever uses them). */
function postgresCpuSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      seconds.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // The process ended while the folder was read.
    }
  }
  return seconds;
}
/** What PostgreSQL's processes used between two readings; those that ended meanwhile are lost. */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpuSeconds()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

interface Phase<Result> {
  result: Result;
  seconds: number;
  /** CPU seconds of each replica's server process during the phase. */
  replicaCpu: number[];
  /** CPU seconds of PostgreSQL's processes (other users of the same server included; backends
   * that ended during the phase are not counted). */
  postgresCpu: number;
  /** CPU seconds of this process, the load generator. */
  clientCpu: number;
  /** Share of the whole machine (every core) that was busy, 0–1. */
  machineBusy: number;
}
async function measured<Result>(
  serverPids: (number | undefined)[],
  body: () => Promise<Result>,
): Promise<Phase<Result>> {
  const cpuBefore = serverPids.map(processCpuSeconds);
  const postgresBefore = postgresCpuSeconds();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const started = performance.now();
  const result = await body();
  const seconds = (performance.now() - started) / 1000;
  const machineAfter = machineTicks();
  const client = process.cpuUsage(clientBefore);
  return {
    result,
    seconds,
    replicaCpu: serverPids.map((pid, index) => processCpuSeconds(pid) - cpuBefore[index]!),
    postgresCpu: postgresCpuSince(postgresBefore),
    clientCpu: (client.user + client.system) / 1e6,
    machineBusy:
      (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
  };
}

interface Run {
  replicas: number;
  /** The company lists' and the reviewer list's figures; CPU over both and the warm-up. */
  orderList: Phase<[OrderListResult, OrderListResult]>;
  chat: Phase<ChatLoadResult>;
}

/** N replicas and a balancer, the two loads through it, then everything stopped. */
async function runWith(replicas: number, runIndex: number): Promise<Run> {
  const ports = await Promise.all(Array.from({ length: replicas }, freePort));
  const { serverEnv, prepared } = database!;
  const env = (port: number, index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...serverEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    REDIS_URL,
    // Other runs may share this Redis: broadcasts and counts stay this run's.
    REDIS_PREFIX: `${path.basename(dir)}-${runIndex}`,
    DATA_DIR: path.join(dir, `data-${runIndex}-${index}`),
    STATIC_ROOT: path.join(dir, 'static'),
    FILE_STORAGE: 'disabled',
    TRUST_PROXY: '127.0.0.1',
    // The bench is one address sending thousands of requests and holding hundreds of sockets.
    RATE_LIMIT: '100000000',
    CONNECTIONS_PER_IP: '100000',
    LOG_LEVEL: 'warn',
  });
  const started = await Promise.all(ports.map((port, index) => serveHealthy(env(port, index))));
  const serverPids = started.map((replica) => replica.serverPid);
  const balancerDir = path.join(dir, `balancer-${runIndex}`);
  mkdirSync(balancerDir);
  const balancer = await startBalancer(balancerDir, ports);
  balancers.add(balancer.child);
  try {
    const orderList = await measured(serverPids, () =>
      runOrderListLoad({
        url: balancer.url,
        prepared: prepared.orders,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
      }),
    );
    const chat = await measured(serverPids, () =>
      runChatLoad({
        url: balancer.url,
        members: prepared.members[runIndex]!,
        rate: RATE,
        seconds: SECONDS,
      }),
    );
    return { replicas, orderList, chat };
  } finally {
    balancer.child.kill('SIGTERM');
    await exitOf(balancer.child, STOP_TIMEOUT_MS).catch(() => undefined);
    balancers.delete(balancer.child);
    // npm passes SIGTERM on to serve, serve to the server, which shuts down in order.
    for (const replica of started) replica.child.kill('SIGTERM');
    await Promise.all(
      started.map((replica) => exitOf(replica.child, STOP_TIMEOUT_MS).catch(() => undefined)),
    );
  }
}

const loadBefore = loadavg();
const runs: Run[] = [];
try {
  console.error('[scale-out] building the server bundle (node scripts/build.mjs server)');
  execFileSync(process.execPath, ['scripts/build.mjs', 'server'], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, 'inherit'],
    timeout: BUILD_TIMEOUT_MS,
  });
  standInBuilds(path.join(dir, 'static'), 'portal-scale-out-bench');
  console.error('[scale-out] writing the data set');
  database = await openBenchDatabase('portal-scale-out-db-', async (db) => {
    await prepareDatabase(db, { demoData: false });
    const orders = await prepareOrders(db, { orders: ORDERS, companies: COMPANIES });
    // Members of their own for each run: every run starts with the same conversations and
    // no messages of an earlier run.
    const members = [];
    for (const index of REPLICA_COUNTS.keys()) {
      members.push(await prepareChatMembers(db, { count: MEMBERS, prefix: `chat-${index}-` }));
    }
    return { orders, members };
  });
  for (const [index, replicas] of REPLICA_COUNTS.entries()) {
    console.error(`[scale-out] ${replicas} replica(s) behind HAProxy`);
    runs.push(await runWith(replicas, index));
  }
} catch (error) {
  await cleanUp();
  console.error(`bench/scale-out.ts failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
await cleanUp();
const loadAfter = loadavg();

// ── The table: one column per replica count.
const ms = (value: number) => value.toFixed(1);
const fixed0 = (value: number) => value.toFixed(0);
const rate = (result: OrderListResult) => result.requests / result.seconds;
const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
/** Every order-list request of a run: two warm-ups, the company lists, the reviewer list. */
const ORDER_REQUESTS =
  2 * Math.min(WARM_UP_REQUESTS, REQUESTS) + REQUESTS + Math.max(1, Math.floor(REQUESTS / 4));
const latency = (sorted: number[]) =>
  `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
const perUnit = (cpuSeconds: number[], units: number) =>
  ms((sum(cpuSeconds) * 1000) / Math.max(1, units));
const cpuPerReplica = (phase: Phase<unknown>) =>
  phase.replicaCpu.map((value) => value.toFixed(1)).join(' / ');
const rows: [string, (run: Run) => string][] = [
  ['order list, company lists: req/s', (run) => fixed0(rate(run.orderList.result[0]))],
  ['  p50 / p99 ms', (run) => latency(run.orderList.result[0].latencies)],
  ['  failures', (run) => String(run.orderList.result[0].failures)],
  ['order list, reviewer list: req/s', (run) => fixed0(rate(run.orderList.result[1]))],
  ['  p50 / p99 ms', (run) => latency(run.orderList.result[1].latencies)],
  ['  failures', (run) => String(run.orderList.result[1].failures)],
  [
    'order list CPU ms per request: replicas',
    (run) => perUnit(run.orderList.replicaCpu, ORDER_REQUESTS),
  ],
  ['  PostgreSQL', (run) => perUnit([run.orderList.postgresCpu], ORDER_REQUESTS)],
  ['  load generator (this bench)', (run) => perUnit([run.orderList.clientCpu], ORDER_REQUESTS)],
  ['  CPU s per replica', (run) => cpuPerReplica(run.orderList)],
  [
    '  machine busy',
    (run) =>
      `${fixed0(run.orderList.machineBusy * 100)} % of ${run.orderList.seconds.toFixed(1)} s`,
  ],
  [
    `chat (target ${RATE} msg/s): delivered msg/s`,
    (run) => fixed0(run.chat.result.deliveryMs.length / SECONDS),
  ],
  [
    '  sent / delivered / failed',
    (run) =>
      `${run.chat.result.sent} / ${run.chat.result.deliveryMs.length} / ${run.chat.result.failures}`,
  ],
  ['  delivery p50 / p99 ms', (run) => latency(run.chat.result.deliveryMs)],
  ['  ack p50 / p99 ms', (run) => latency(run.chat.result.ackMs)],
  [`  ${MEMBERS} sockets connected in`, (run) => `${run.chat.result.connectSeconds.toFixed(1)} s`],
  ['  CPU ms per message: replicas', (run) => perUnit(run.chat.replicaCpu, run.chat.result.sent)],
  ['  PostgreSQL', (run) => perUnit([run.chat.postgresCpu], run.chat.result.sent)],
  ['  load generator (this bench)', (run) => perUnit([run.chat.clientCpu], run.chat.result.sent)],
  ['  CPU s per replica', (run) => cpuPerReplica(run.chat)],
  [
    '  machine busy',
    (run) => `${fixed0(run.chat.machineBusy * 100)} % of ${run.chat.seconds.toFixed(1)} s`,
  ],
];
const headers = ['', ...runs.map((run) => `${run.replicas} replica${run.replicas > 1 ? 's' : ''}`)];
const cells = [headers, ...rows.map(([label, cell]) => [label, ...runs.map(cell)])];
const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');

console.log(
  `Scale-out through HAProxy: ${ORDERS.toLocaleString('en')} orders across ${COMPANIES.toLocaleString('en')} companies, ` +
    `${MEMBERS} chat members, PostgreSQL + Redis, ${cpus().length} cores; ` +
    `order list ${REQUESTS} company + ${Math.max(1, Math.floor(REQUESTS / 4))} reviewer requests at ${CONCURRENCY} concurrent, ` +
    `chat ${RATE} msg/s for ${SECONDS} s`,
);
for (const row of cells) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  '),
  );
}
for (const run of runs) {
  const reasons = Object.entries(run.chat.result.failureReasons);
  if (reasons.length > 0) {
    const list = reasons.map(([reason, count]) => `${count} × ${reason}`).join(', ');
    console.log(`chat failures with ${run.replicas} replica(s): ${list}`);
  }
}
console.log(`load average (1, 5, 15 min): before ${load(loadBefore)}; after ${load(loadAfter)}`);
