// Password login capacity (security issue 11 item 10): C clients keep one login each in flight
// against the real server for a fixed time; prints successful logins/s, the latency of successful
// logins (p50/p99), and how many were refused at once (429 '登录人数较多，请稍后再试') with their
// latency. A refused client waits the Retry-After (1 s) before trying again, as the portal's
// client does. Phases at 2, 50 and 200 concurrent by default.
//
//   server/node_modules/.bin/tsx bench/login.ts [--concurrency 2,50,200] [--seconds 10]
//
// The database (PGlite in a throwaway DATA_DIR, or a throwaway schema when DATABASE_URL is set)
// gets the members here, all with one password hash (hashing each would only slow the set-up),
// then the real server is started on it, on loopback, with the per-IP limits raised: every
// simulated client comes from 127.0.0.1.
import { parseArgs } from 'node:util';
import type { Db } from '../server/src/platform/db/db';
import { hashPassword } from '../server/src/platform/auth/passwords';
import { prepareDatabase } from '../server/src/prepare';
import { openBenchDatabase, percentile, startBenchServer } from './lib/bench-server';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '2,50,200' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '18911' },
  },
});
const PHASES = values.concurrency.split(',').map(Number);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const MEMBERS = 500;
const PASSWORD = 'Bench#2026pw';

async function prepare(db: Db): Promise<void> {
  await prepareDatabase(db, { demoData: false });
  const passwordHash = await hashPassword(PASSWORD);
  const company = await db.query<{ id: number }>(
    `INSERT INTO companies (name, country) VALUES ('Bench company', 'CN') RETURNING id`,
  );
  for (let i = 0; i < MEMBERS; i += 1) {
    await db.query(
      `INSERT INTO members (company_id, username, email, name, password_hash)
       VALUES ($1, $2, $2, $2, $3)`,
      [company.rows[0]!.id, `bench${i}@example.com`, passwordHash],
    );
  }
}

const database = await openBenchDatabase('portal-login-bench-', prepare);
const server = await startBenchServer({
  port: PORT,
  env: {
    ...database.serverEnv,
    CAPTCHA_ENABLED: 'false',
    LOGIN_RATE_LIMIT: '1000000',
    RATE_LIMIT: '1000000',
    CONNECTIONS_PER_IP: '5000',
  },
});
const loginUrl = `${server.url}/hg/api/loginApi/login`;
let next = 0;

async function phase(concurrency: number) {
  const okMs: number[] = [];
  const refusedMs: number[] = [];
  let other = 0;
  const started = performance.now();
  const client = async () => {
    while (performance.now() - started < SECONDS * 1000) {
      const username = `bench${next++ % MEMBERS}@example.com`;
      const sent = performance.now();
      const response = await fetch(loginUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      const body = (await response.json()) as { code: number };
      const ms = performance.now() - sent;
      if (body.code === 200) okMs.push(ms);
      else if (response.status === 429) {
        refusedMs.push(ms);
        await new Promise((resolve) =>
          setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
        );
      } else other += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  okMs.sort((a, b) => a - b);
  refusedMs.sort((a, b) => a - b);
  console.log(`  ${concurrency} concurrent for ${SECONDS} s:`);
  console.log(
    `    signed in ${okMs.length} = ${(okMs.length / elapsed).toFixed(1)} logins/s; ` +
      `latency p50 ${percentile(okMs, 50).toFixed(0)} ms, p99 ${percentile(okMs, 99).toFixed(0)} ms`,
  );
  console.log(
    `    refused at once (429) ${refusedMs.length}` +
      (refusedMs.length
        ? `: latency p50 ${percentile(refusedMs, 50).toFixed(0)} ms, p99 ${percentile(refusedMs, 99).toFixed(0)} ms`
        : '') +
      (other ? `; other answers ${other}` : ''),
  );
}

console.log(
  `Password login (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), scrypt N=2^15 r=8:`,
);
for (const concurrency of PHASES) await phase(concurrency);

await server.stop();
await database.close();
