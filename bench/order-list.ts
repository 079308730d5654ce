// The order list under a large data set: 100,000 orders across 1,000 companies (bulk
// INSERT … SELECT generate_series), then a bounded number of GET api/minor/order/list requests
// (several companies, both sides, stage / type / keyword filters, later pages, and the reviewers'
// list over every submitted order) against the real server. Prints throughput and p50/p99.
//
//   server/node_modules/.bin/tsx bench/order-list.ts [--orders 100000] [--companies 1000]
//                                                      [--requests 2000] [--concurrency 8]
//
// PGlite in a throwaway DATA_DIR, or a throwaway schema (dropped afterwards) when DATABASE_URL
// is set. Loopback only; every loop is bounded.
import { parseArgs } from 'node:util';
import type { Db } from '../server/src/db/db';
import { MAIN_ACCOUNT_PERMS } from '../server/src/lib/accounts';
import { startSession } from '../server/src/lib/sessions';
import { prepareDatabase } from '../server/src/prepare';
import { openBenchDatabase, percentile, startBenchServer } from './lib/bench-server';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '18911' },
  },
});
const ORDERS = Number(values.orders);
const COMPANIES = Number(values.companies);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const SAMPLED_COMPANIES = 20;

interface Prepared {
  companies: { token: string }[];
  reviewer: string;
  seconds: number;
}

/** The data set, written with a handful of set-based statements. */
async function prepare(db: Db): Promise<Prepared> {
  await prepareDatabase(db, { demoData: false });
  const started = performance.now();
  await db.query(
    `INSERT INTO companies (name, country)
     SELECT 'Bench company ' || g, (ARRAY['CN', 'MO', 'PT', 'BR', 'AO'])[1 + g % 5]
       FROM generate_series(0, $1::int - 1) g`,
    [COMPANIES],
  );
  await db.query(
    `INSERT INTO members (company_id, username, name, password_hash, status)
     SELECT id, 'bench' || id, 'Bench member ' || id, 'x', 2 FROM companies`,
  );
  await db.query(
    `INSERT INTO member_permissions (member_id, perms)
     SELECT m.id, p FROM members m, unnest($1::text[]) p`,
    [MAIN_ACCOUNT_PERMS],
  );
  // n = 0 … COMPANIES-1 → company and its main account
  await db.exec(`CREATE TABLE bench_companies AS
    SELECT (row_number() OVER (ORDER BY c.id) - 1)::int AS n, c.id AS company_id, m.id AS member_id
      FROM companies c JOIN members m ON m.company_id = c.id`);
  await db.exec('CREATE UNIQUE INDEX ON bench_companies (n)');
  // Seller g mod N, buyer a different company; statuses spread over every stage; newest = last.
  await db.query(
    `INSERT INTO orders (order_no, company_id, enterprise_id, buyer_company_id, seller_company_id, type, status,
       amount, currency, created_by, buyer_member_id, contract_status, execution_status, submitted_at,
       signed_at, follow_up_name, created_at, updated_at)
     SELECT 'B' || lpad(g::text, 9, '0'), s.company_id, s.member_id, b.company_id, s.company_id,
            1 + g % 3, st.status, (g % 5000 + 1) * 12.5, 'CNY', b.member_id, b.member_id,
            st.contract, CASE WHEN st.signed THEN 1 + g % 5 ELSE 1 END,
            CASE WHEN st.submitted THEN ts END, CASE WHEN st.signed THEN ts END, 'Bench', ts, ts
       FROM generate_series(0, $1::int - 1) g
       CROSS JOIN LATERAL (SELECT timestamptz '2026-01-01 00:00:00+00' + g * interval '3 minutes' AS ts) t
       JOIN bench_companies s ON s.n = g % $2::int
       JOIN bench_companies b ON b.n = (g % $2::int + 1 + (g / $2::int) % ($2::int - 1)) % $2::int
       JOIN (VALUES (0, 1, 1, false, false), (1, 2, 1, false, false), (2, 3, 1, false, false),
                    (3, 3, 2, false, false), (4, 4, 2, true, false), (5, 5, 3, true, false),
                    (6, 3, 4, true, false), (7, 3, 4, true, true), (8, 101, 4, true, true),
                    (9, 0, 1, false, false))
            AS st (k, status, contract, submitted, signed) ON st.k = (g / 7) % 10`,
    [ORDERS, COMPANIES],
  );
  await db.query(
    `INSERT INTO order_products (order_id, company_id, product_name, product_price, quantity, unit)
     SELECT id, seller_company_id, 'Bench product ' || (id % 50), 12.50, 10, 'kg' FROM orders`,
  );
  await db.exec('DROP TABLE bench_companies');
  await db.exec('ANALYZE');
  const seconds = (performance.now() - started) / 1000;

  const now = new Date();
  const sample = await db.query<{ id: number }>(
    `SELECT m.id FROM members m ORDER BY m.id LIMIT $1`,
    [SAMPLED_COMPANIES],
  );
  const companies = [];
  for (const row of sample.rows) companies.push({ token: await startSession(db, row.id, now) });
  const platform = await db.query<{ id: number }>(
    `INSERT INTO companies (name, country, is_platform) VALUES ('Bench platform', 'MO', true) RETURNING id`,
  );
  const reviewer = await db.query<{ id: number }>(
    `INSERT INTO members (company_id, username, name, password_hash, status)
     VALUES ($1, 'bench-reviewer', 'Reviewer', 'x', 2) RETURNING id`,
    [platform.rows[0]!.id],
  );
  await db.query(
    `INSERT INTO member_permissions (member_id, perms) VALUES ($1, 'order:order:examine')`,
    [reviewer.rows[0]!.id],
  );
  return {
    companies,
    reviewer: await startSession(db, reviewer.rows[0]!.id, now),
    seconds,
  };
}

const QUERIES = [
  'side=sales',
  'side=purchase',
  'side=sales&stage=tradePending',
  'side=purchase&stage=incomplete',
  'side=sales&stage=contractExecuting',
  'side=sales&type=2&pageNum=3',
  'side=purchase&keyword=Bench%20product%207',
  'side=sales&keyword=B0000',
];

interface Result {
  label: string;
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

/** `total` requests, `concurrency` at a time, each from `pick(i)`. */
async function run(
  label: string,
  total: number,
  pick: (index: number) => { url: string; token: string },
): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const { url, token } = pick(next);
      next += 1;
      const sent = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { code: number; rows?: unknown[] };
      latencies.push(performance.now() - sent);
      if (body.code !== 200 || !Array.isArray(body.rows)) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: total,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
  };
}

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const database = await openBenchDatabase('portal-order-bench-', prepare);
const server = await startBenchServer({
  port: PORT,
  env: { ...database.serverEnv, RATE_LIMIT: '100000000' },
});
const base = `${server.url}/haiguan/api/minor/order/list`;
try {
  const { companies, reviewer } = database.prepared;
  const companyPick = (index: number) => ({
    url: `${base}?${QUERIES[index % QUERIES.length]}&pageSize=10`,
    token: companies[Math.floor(index / QUERIES.length) % companies.length]!.token,
  });
  await run('warm-up', Math.min(200, REQUESTS), companyPick);
  const results = [
    await run('company lists (8 query shapes × 20 companies)', REQUESTS, companyPick),
    await run(
      'reviewer list (all submitted orders)',
      Math.max(1, Math.floor(REQUESTS / 4)),
      (i) => ({
        url: `${base}?side=review&pageSize=10&pageNum=${1 + (i % 5)}${i % 2 ? '&stage=contractPending' : ''}`,
        token: reviewer,
      }),
    ),
  ];
  console.log(
    `Order list: ${ORDERS.toLocaleString('en')} orders across ${COMPANIES.toLocaleString('en')} companies on ${kind} ` +
      `(data written in ${database.prepared.seconds.toFixed(1)} s), ${CONCURRENCY} concurrent requests`,
  );
  for (const result of results) {
    console.log(
      `  ${result.label}: ${result.requests} requests, ${(result.requests / result.seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms, ` +
        `failures ${result.failures}`,
    );
  }
} finally {
  await server.stop();
  await database.close();
}
