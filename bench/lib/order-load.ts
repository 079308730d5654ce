// The order-list load that bench/order-list.ts and bench/scale-out.ts share: the data set
// (companies, their main accounts and orders across every stage, written with a handful of
// set-based statements, plus a platform reviewer) and the request loop over
// GET /haiguan/api/minor/order/list (several companies, both sides, stage / type / keyword
// filters, later pages, and the reviewers' list over every submitted order).
import type { Db } from '../../server/src/platform/db/db';
import { MAIN_ACCOUNT_PERMS, startSession } from '../../server/src/modules/accounts/service';
import { benchGet, runRequests, type RequestsResult } from './bench-server';

/** Companies whose main accounts get a session and send the company lists. */
const SAMPLED_COMPANIES = 20;

export interface PreparedOrders {
  /** Sessions of the main accounts of the first companies. */
  companies: { token: string }[];
  /** Session of a platform member who reviews orders. */
  reviewer: string;
  /** How long writing the data took. */
  seconds: number;
}

/**
 * `orders` orders across `companies` companies (each with one main account), on a database that
 * prepareDatabase has already brought up to date. Adds to what is there: member usernames are
 * `bench<company id>` and `bench-reviewer`.
 */
export async function prepareOrders(
  db: Db,
  { orders, companies }: { orders: number; companies: number },
): Promise<PreparedOrders> {
  const started = performance.now();
  // Only the companies written here: the database may hold others (another bench's members).
  await db.exec(`CREATE TABLE bench_new_companies (id int PRIMARY KEY)`);
  await db.query(
    `WITH inserted AS (
       INSERT INTO companies (name, country)
       SELECT 'Bench company ' || g, (ARRAY['CN', 'MO', 'PT', 'BR', 'AO'])[1 + g % 5]
         FROM generate_series(0, $1::int - 1) g
       RETURNING id)
     INSERT INTO bench_new_companies SELECT id FROM inserted`,
    [companies],
  );
  await db.exec(
    `INSERT INTO members (company_id, username, name, password_hash, status)
     SELECT id, 'bench' || id, 'Bench member ' || id, 'x', 2 FROM bench_new_companies`,
  );
  await db.query(
    `INSERT INTO member_permissions (member_id, perms)
     SELECT m.id, p FROM members m JOIN bench_new_companies c ON c.id = m.company_id,
            unnest($1::text[]) p`,
    [MAIN_ACCOUNT_PERMS],
  );
  // n = 0 … companies-1 → company and its main account
  await db.exec(`CREATE TABLE bench_companies AS
    SELECT (row_number() OVER (ORDER BY c.id) - 1)::int AS n, c.id AS company_id, m.id AS member_id
      FROM bench_new_companies c JOIN members m ON m.company_id = c.id`);
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
    [orders, companies],
  );
  await db.exec(
    `INSERT INTO order_products (order_id, company_id, product_name, product_price, quantity, unit)
     SELECT o.id, o.seller_company_id, 'Bench product ' || (o.id % 50), 12.50, 10, 'kg'
       FROM orders o JOIN bench_new_companies c ON c.id = o.seller_company_id`,
  );
  const sample = await db.query<{ member_id: number }>(
    `SELECT member_id FROM bench_companies ORDER BY n LIMIT $1`,
    [SAMPLED_COMPANIES],
  );
  await db.exec('DROP TABLE bench_companies');
  await db.exec('DROP TABLE bench_new_companies');
  // As autovacuum leaves a table at rest: statistics, and the visibility map that lets the
  // reviewers' count read an index alone. And with the bulk load written out: a checkpoint due
  // to it would stall the measured requests.
  await db.exec('VACUUM ANALYZE');
  await db.exec('CHECKPOINT');
  const seconds = (performance.now() - started) / 1000;

  const now = new Date();
  const sessions = [];
  for (const row of sample.rows)
    sessions.push({ token: await startSession(db, row.member_id, now) });
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
    companies: sessions,
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

export type OrderListResult = RequestsResult;

/**
 * Requests sent and not counted before each measured kind: a server just started runs its first
 * requests unoptimised and plans each statement once, which is not what its users wait for.
 */
export const WARM_UP_REQUESTS = 2000;

/** `total` order-list requests, `concurrency` at a time, each from `pick(i)`. */
function run(
  label: string,
  total: number,
  concurrency: number,
  pick: (index: number) => { url: string; token: string },
): Promise<OrderListResult> {
  return runRequests(label, total, concurrency, sendPicked(pick));
}

/** Sends the order-list request `pick(i)` names; resolves whether a page of rows came back. */
const sendPicked = (pick: (index: number) => { url: string; token: string }) => (index: number) => {
  const { url, token } = pick(index);
  return benchGet(url, { authorization: `Bearer ${token}` }).then(
    ({ body }) => {
      const envelope = body as { code?: number; rows?: unknown[] } | undefined;
      return envelope?.code === 200 && Array.isArray(envelope.rows);
    },
    () => false,
  );
};

/** The i-th company order-list request (8 query shapes × the sampled companies). */
function companyLists(url: string, { companies }: PreparedOrders) {
  return (index: number) => ({
    url: `${url}/haiguan/api/minor/order/list?${QUERIES[index % QUERIES.length]}&pageSize=10`,
    token: companies[Math.floor(index / QUERIES.length) % companies.length]!.token,
  });
}

/**
 * Company order-list requests against the server at `url`, `concurrency` at a time, for
 * `seconds` (what other users wait for while something else loads the server).
 */
export function runCompanyListsFor({
  label,
  url,
  prepared,
  concurrency,
  seconds,
}: {
  label: string;
  url: string;
  prepared: PreparedOrders;
  concurrency: number;
  seconds: number;
}): Promise<OrderListResult> {
  const send = sendPicked(companyLists(url, prepared));
  return runRequests(label, Infinity, concurrency, send, seconds);
}

/**
 * Against the server at `url`: `requests` company-list requests (8 query shapes × the sampled
 * companies) and a quarter as many reviewer-list requests, `concurrency` at a time, each kind
 * after its warm-up.
 * Returns the company lists' and the reviewer list's figures, in that order.
 */
export async function runOrderListLoad({
  url,
  prepared,
  requests,
  concurrency,
}: {
  url: string;
  prepared: PreparedOrders;
  requests: number;
  concurrency: number;
}): Promise<[OrderListResult, OrderListResult]> {
  const base = `${url}/haiguan/api/minor/order/list`;
  const { companies, reviewer } = prepared;
  const companyPick = companyLists(url, prepared);
  const reviewerPick = (index: number) => ({
    url: `${base}?side=review&pageSize=10&pageNum=${1 + (index % 5)}${index % 2 ? '&stage=contractPending' : ''}`,
    token: reviewer,
  });
  const warmUp = Math.min(WARM_UP_REQUESTS, requests);
  await run('warm-up', warmUp, concurrency, companyPick);
  const companyLists = await run(
    `company lists (${QUERIES.length} query shapes × ${companies.length} companies)`,
    requests,
    concurrency,
    companyPick,
  );
  await run('warm-up', warmUp, concurrency, reviewerPick);
  const reviewerList = await run(
    'reviewer list (all submitted orders)',
    Math.max(1, Math.floor(requests / 4)),
    concurrency,
    reviewerPick,
  );
  return [companyLists, reviewerList];
}
