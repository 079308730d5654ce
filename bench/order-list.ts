// The order list under a large data set: 100,000 orders across 1,000 companies (bulk
// INSERT … SELECT generate_series), then a bounded number of GET api/minor/order/list requests
// (several companies, both sides, stage / type / keyword filters, later pages, and the reviewers'
// list over every submitted order) against the real server. Prints throughput and p50/p99 beside
// a bare route of the same server under the same client, with the request log on and off.
// The data set and the request loop are bench/lib/order-load.ts (bench/scale-out.ts uses them too).
//
//   server/node_modules/.bin/tsx bench/order-list.ts [--orders 100000] [--companies 1000]
//                                                      [--requests 2000] [--concurrency 8]
//
// PGlite in a throwaway DATA_DIR, or a throwaway schema (dropped afterwards) when DATABASE_URL
// is set. Loopback only; every loop is bounded.
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../server/src/prepare';
import {
  benchGet,
  openBenchDatabase,
  percentile,
  runRequests,
  startBenchServer,
} from './lib/bench-server';
import { prepareOrders, runOrderListLoad, WARM_UP_REQUESTS } from './lib/order-load';

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

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const database = await openBenchDatabase('portal-order-bench-', async (db) => {
  await prepareDatabase(db, { demoData: false });
  return prepareOrders(db, { orders: ORDERS, companies: COMPANIES });
});
/**
 * One server at `logLevel`: a bare route (no database, no token) under the same client, then the
 * order lists. `info` is production's default: a log line for every request.
 */
async function measure(logLevel: 'info' | 'warn') {
  const server = await startBenchServer({
    port: PORT,
    env: { ...database.serverEnv, RATE_LIMIT: '100000000', LOG_LEVEL: logLevel },
  });
  try {
    const healthz = () =>
      benchGet(`${server.url}/healthz`).then(
        ({ status }) => status === 200,
        () => false,
      );
    await runRequests('warm-up', Math.min(WARM_UP_REQUESTS, REQUESTS), CONCURRENCY, healthz);
    const bare = await runRequests('bare route (GET /healthz)', REQUESTS, CONCURRENCY, healthz);
    const lists = await runOrderListLoad({
      url: server.url,
      prepared: database.prepared,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
    });
    return [bare, ...lists];
  } finally {
    await server.stop();
  }
}

try {
  const runs = [
    { title: 'request log on (LOG_LEVEL=info, the default)', results: await measure('info') },
    { title: 'request log off (LOG_LEVEL=warn)', results: await measure('warn') },
  ];
  console.log(
    `Order list: ${ORDERS.toLocaleString('en')} orders across ${COMPANIES.toLocaleString('en')} companies on ${kind} ` +
      `(data written in ${database.prepared.seconds.toFixed(1)} s), ${CONCURRENCY} concurrent requests`,
  );
  for (const { title, results } of runs) {
    console.log(title);
    const bareRate = results[0]!.requests / results[0]!.seconds;
    for (const result of results) {
      const rate = result.requests / result.seconds;
      console.log(
        `  ${result.label}: ${result.requests} requests, ${rate.toFixed(0)} req/s ` +
          `(${((100 * rate) / bareRate).toFixed(0)} % of the bare route), ` +
          `p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms, ` +
          `failures ${result.failures}`,
      );
    }
  }
} finally {
  await database.close();
}
