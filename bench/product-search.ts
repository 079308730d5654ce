// The public product search under a large catalogue: 100,000 products across 1,000 companies
// (bulk INSERT … SELECT generate_series; names mix Chinese and Portuguese words, HS codes spread
// over the whole nomenclature), then a bounded number of GET api/product/search requests —
// keyword (zh, pt, en), HS prefix and filtered searches — against the real server, 8 at a time.
// Prints throughput and p50/p99 per kind.
//
//   server/node_modules/.bin/tsx bench/product-search.ts [--products 100000] [--companies 1000]
//                                                          [--requests 1200] [--concurrency 8]
//
// PGlite in a throwaway DATA_DIR, or a throwaway schema (dropped afterwards) when DATABASE_URL
// is set. Loopback only; every loop is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type Db } from '../server/src/db/db';
import { prepareDatabase } from '../server/src/prepare';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server');

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '1200' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '18912' },
  },
});
const PRODUCTS = Number(values.products);
const COMPANIES = Number(values.companies);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);

const ZH = [
  '普洱熟茶',
  '白毫银针',
  '龙井绿茶',
  '咖啡豆',
  '橄榄油',
  '红葡萄酒',
  '软木塞',
  '花岗岩',
  '腰果仁',
  '大豆',
  '冻虾仁',
  '可可豆',
  '蔗糖',
  '原木',
  '瓷砖',
];
const PT = [
  'chá',
  'café',
  'azeite',
  'vinho tinto',
  'cortiça',
  'granito',
  'caju',
  'soja',
  'camarão',
  'cacau',
  'açúcar',
  'madeira',
];

/** The data set, written with a handful of set-based statements. */
async function prepare(db: Db): Promise<number> {
  await prepareDatabase(db, { demoData: false });
  const started = performance.now();
  await db.query(
    `INSERT INTO companies (name, country, industry, review_status)
     SELECT 'Bench company ' || g, (ARRAY['CN', 'MO', 'PT', 'BR', 'AO', 'MZ'])[1 + g % 6],
            (ARRAY['茶叶', 'Café', 'Vinhos e azeites', 'Agricultura', 'Pescas'])[1 + g % 5], g % 3
       FROM generate_series(0, $1::int - 1) g`,
    [COMPANIES],
  );
  await db.exec(`CREATE TABLE bench_companies AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id, country FROM companies`);
  await db.exec('CREATE UNIQUE INDEX ON bench_companies (n)');
  await db.exec(`CREATE TABLE bench_hs AS
    SELECT (row_number() OVER (ORDER BY code) - 1)::int AS n, code, description_en
      FROM hs_codes WHERE level = 6`);
  await db.exec('CREATE UNIQUE INDEX ON bench_hs (n)');
  // The server writes search_text normalised in JavaScript; translate() does the same for the
  // accents these names use.
  await db.query(
    `INSERT INTO products (company_id, name, hs_code, spec, origin, origin_country, price, currency, unit,
       status, model_key, search_text, created_at, published_at)
     SELECT c.id, p.name, h.code, (g % 50 + 1) || ' kg', 'Bench origin', c.country,
            CASE WHEN g % 10 = 0 THEN NULL ELSE (g % 9000 + 1) * 0.75 END,
            (ARRAY['CNY', 'USD', 'EUR'])[1 + g % 3], 'kg', CASE WHEN g % 10 = 9 THEN 0 ELSE 1 END,
            lower(p.name), lower(translate(p.name, 'áàâãçéêíóôõú', 'aaaaceeiooou')) || ' ' || h.code || ' ' ||
              lower(h.description_en),
            t.ts, t.ts
       FROM generate_series(0, $1::int - 1) g
       CROSS JOIN LATERAL (SELECT timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute' AS ts) t
       CROSS JOIN LATERAL (SELECT ($3::text[])[1 + g % ${ZH.length}] || ' ' ||
                                  ($4::text[])[1 + (g / ${ZH.length}) % ${PT.length}] || ' ' || g AS name) p
       JOIN bench_companies c ON c.n = g % $2::int
       JOIN bench_hs h ON h.n = (g * 7919) % (SELECT count(*) FROM bench_hs)::int`,
    [PRODUCTS, COMPANIES, ZH, PT],
  );
  await db.exec('DROP TABLE bench_companies');
  await db.exec('DROP TABLE bench_hs');
  await db.exec('ANALYZE');
  return (performance.now() - started) / 1000;
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      const up = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return resolve(child);
      if (child.exitCode !== null || Date.now() > deadline) {
        return reject(new Error('server did not start'));
      }
      setTimeout(poll, 300);
    };
    void poll();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const KINDS: { label: string; queries: string[] }[] = [
  {
    label: 'keyword (zh, pt with and without accents, en)',
    queries: [
      '普洱',
      '绿茶',
      '咖啡豆',
      'azeite',
      'cortica',
      'cortiça',
      'vinho tinto',
      'coffee',
      'tea',
    ].map((word) => `keyword=${encodeURIComponent(word)}`),
  },
  {
    label: 'HS prefix (chapter, heading, subheading)',
    queries: ['09', '0902', '090240', '15', '1509', '44', '2204'].map((code) => `hsCode=${code}`),
  },
  {
    label: 'filtered (origin, currency, price range, sort, later pages)',
    queries: [
      'originCountry=PT&sort=priceAsc',
      'originCountry=BR&currency=USD&priceMin=10&priceMax=200',
      'industry=Caf%C3%A9&sort=priceDesc&pageNum=3',
      'keyword=azeite&originCountry=PT&sort=newest',
      'hsCode=09&currency=EUR&priceMax=100&pageNum=2',
      'sort=newest&pageNum=5',
    ],
  },
];

interface Result {
  label: string;
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

async function run(label: string, total: number, url: (index: number) => string): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const target = url(next);
      next += 1;
      const sent = performance.now();
      const response = await fetch(target);
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-product-bench-'));
let serverEnv: NodeJS.ProcessEnv;
let cleanup = async () => {};
let seconds: number;
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (process.env.DATABASE_URL) {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: process.env.DATABASE_URL, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  cleanup = async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  };
  const db = openPostgres({ connectionString: process.env.DATABASE_URL, schema });
  try {
    seconds = await prepare(db);
  } catch (error) {
    await db.close();
    await cleanup();
    throw error;
  }
  await db.close();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  serverEnv = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, DEMO_DATA: 'false' };
} else {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  seconds = await prepare(db);
  await db.close();
  serverEnv = { DATABASE_URL: '', DATA_DIR: dataDir, DEMO_DATA: 'false' };
}

const server = await startServer(serverEnv);
const base = `http://127.0.0.1:${PORT}/haiguan/api/product/search?pageSize=12&`;
try {
  const perKind = Math.max(1, Math.floor(REQUESTS / KINDS.length));
  await run('warm-up', Math.min(100, REQUESTS), (i) => base + KINDS[i % 3]!.queries[0]);
  const results = [];
  for (const { label, queries } of KINDS) {
    results.push(await run(label, perKind, (i) => base + queries[i % queries.length]));
  }
  console.log(
    `Product search: ${PRODUCTS.toLocaleString('en')} products across ${COMPANIES.toLocaleString('en')} companies on ${kind} ` +
      `(data written in ${seconds.toFixed(1)} s), ${CONCURRENCY} concurrent requests`,
  );
  for (const result of results) {
    console.log(
      `  ${result.label}: ${result.requests} requests, ${(result.requests / result.seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms, ` +
        `failures ${result.failures}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}
