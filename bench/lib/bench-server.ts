// What the TypeScript benches share: a throwaway database that the bench fills itself, the real
// server (server/src/main.ts) started on it on loopback, and the percentile of the latencies.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type Db } from '../../server/src/platform/db/db';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const STARTUP_TIMEOUT_MS = 120_000;

export interface BenchDatabase<Prepared> {
  /** What the bench's `prepare` returned (its members, sessions…). */
  prepared: Prepared;
  /** DATABASE_URL, DATA_DIR and DEMO_DATA that point the server at this database. */
  serverEnv: NodeJS.ProcessEnv;
  /** Drops the schema and removes the data dir; call once the server has stopped. */
  close(): Promise<void>;
}

/**
 * A fresh schema (dropped by `close`) when DATABASE_URL is set, else PGlite in the throwaway
 * DATA_DIR named after `prefix`. `prepare` fills it through its own connection, which is closed
 * before the server opens the database: PGlite admits one process at a time. If `prepare` fails,
 * the database is removed before the error is passed on.
 */
export async function openBenchDatabase<Prepared>(
  prefix: string,
  prepare: (db: Db) => Promise<Prepared>,
): Promise<BenchDatabase<Prepared>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  // DEMO_DATA is set although the server's default is off: the caller's shell must not add the
  // sample companies to the bench's data.
  const serverEnv = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
  });

  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    try {
      const prepared = await fill(
        await openPglite({ dataDir: path.join(dataDir, 'pglite') }),
        prepare,
      );
      return { prepared, serverEnv: serverEnv(''), close: removeDataDir };
    } catch (error) {
      await removeDataDir();
      throw error;
    }
  }

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: databaseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const close = async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    await removeDataDir();
  };
  try {
    const prepared = await fill(openPostgres({ connectionString: databaseUrl, schema }), prepare);
    // The server takes no schema option; the connection's search_path puts it in this schema.
    const serverUrl = new URL(databaseUrl);
    serverUrl.searchParams.set('options', `-c search_path=${schema}`);
    return { prepared, serverEnv: serverEnv(serverUrl.toString()), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `prepare` on `db`, whose connection is closed whether it succeeds or not. */
async function fill<Prepared>(db: Db, prepare: (db: Db) => Promise<Prepared>): Promise<Prepared> {
  try {
    return await prepare(db);
  } finally {
    await db.close();
  }
}

export interface BenchServer {
  /** http://127.0.0.1:port */
  url: string;
  /** SIGTERM, then waits until the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts server/src/main.ts through tsx on 127.0.0.1:`port`, with `env` (the database's
 * `serverEnv` and the bench's own limits; the log level is `warn` unless it says) over this
 * process's environment, and resolves once /healthz answers.
 */
export async function startBenchServer({
  port,
  env,
}: {
  port: number;
  env: NodeJS.ProcessEnv;
}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    // The log (stdout) would mix with the figures; a crash still shows on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (!running() || Date.now() > deadline) {
      // A server that hangs on start-up must not outlive the bench that gave up on it.
      child.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await sleep(300);
  }
  return {
    url,
    stop: async () => {
      // A server that has crashed has no exit left to wait for.
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Longest wait for one answer: a hung server fails the request rather than the bench. */
const REQUEST_TIMEOUT_MS = 30_000;

// The load's client shares the machine's cores with the server and its database, so it must cost
// little: undici's fetch took about 0.5 ms of CPU per order-list request on this 2-core machine,
// node:http over kept-alive connections about 0.3 ms.
const keptAlive = new http.Agent({ keepAlive: true });

export interface BenchAnswer {
  status: number;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

/** GET `url` on a kept-alive connection; rejects on a network error or after 30 s. */
export function benchGet(
  url: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: keptAlive, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** The p-th percentile (0–100) of ascending `sorted`; NaN when there is nothing to measure. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** What a run of requests measured. */
export interface RequestsResult {
  label: string;
  /** Sent, failed ones included. */
  requests: number;
  seconds: number;
  /** Of the requests that succeeded: ascending, in ms. A failure is counted, not timed. */
  latencies: number[];
  failures: number;
}

/**
 * `total` requests, `concurrency` at a time (or fewer, when `seconds` runs out first): `send(i)`
 * makes the i-th and resolves whether it succeeded; its time is its latency.
 */
export async function runRequests(
  label: string,
  total: number,
  concurrency: number,
  send: (index: number) => Promise<boolean>,
  seconds = Infinity,
): Promise<RequestsResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const index = next;
      next += 1;
      const sent = performance.now();
      const ok = await send(index);
      // A refusal or a time-out is not a latency of the route: it would drag the percentiles
      // down (a fast refusal) or up (a 30 s time-out).
      if (ok) latencies.push(performance.now() - sent);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: next,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
  };
}
