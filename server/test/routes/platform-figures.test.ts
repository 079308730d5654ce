import { API, createTestApp, openTestDb, testClock, type TestApp, type TestDb } from '../helpers';

let testDb: TestDb;
let context: TestApp;
const clock = testClock(new Date('2026-11-25T08:00:00Z'));
beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const get = (url: string) => context.app.inject({ url: `${API}${url}` });
const count = async (sql: string) => (await testDb.db.query<{ n: number }>(sql)).rows[0]!.n;

interface Figures {
  verifiedCompanies: number;
  publishedProducts: number;
  orders: { total: number; byStatus: { status: string; count: number }[] };
  exhibitions: { total: number; ongoing: number; upcoming: number };
  countedAt: string;
}

describe('GET platform/figures', () => {
  it('answers without signing in, with the counts the database holds', async () => {
    clock.advance(60_000);
    const response = await get('/platform/figures');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const figures = response.json<{ code: number; data: Figures }>().data;

    expect(figures.verifiedCompanies).toBe(
      await count(
        'SELECT count(*)::int AS n FROM companies WHERE review_status = 2 AND NOT is_platform',
      ),
    );
    expect(figures.verifiedCompanies).toBeGreaterThan(0);
    expect(figures.publishedProducts).toBe(
      await count(
        `SELECT count(*)::int AS n FROM products p JOIN companies c ON c.id = p.company_id
          WHERE p.status = 1 AND NOT c.is_platform`,
      ),
    );
    expect(figures.publishedProducts).toBeGreaterThan(0);
    const statusCodes: Record<string, number> = {
      tradePending: 1,
      tradeRejected: 2,
      effective: 3,
      contractPending: 4,
      contractRejected: 5,
      completed: 101,
      void: 0,
    };
    expect(figures.orders.byStatus.map(({ status }) => status)).toEqual(Object.keys(statusCodes));
    for (const { status, count: shown } of figures.orders.byStatus) {
      expect(shown).toBe(
        await count(`SELECT count(*)::int AS n FROM orders WHERE status = ${statusCodes[status]}`),
      );
    }
    expect(figures.orders.total).toBe(await count('SELECT count(*)::int AS n FROM orders'));
    expect(figures.countedAt).toBe(clock.now().toISOString());
  });

  it('holds counts only: no name, order number or amount', async () => {
    clock.advance(60_000);
    const response = await get('/platform/figures');
    const figures = response.json<{ data: Figures }>().data;
    expect(Object.keys(figures).sort()).toEqual(
      ['countedAt', 'exhibitions', 'orders', 'publishedProducts', 'verifiedCompanies'].sort(),
    );
    expect(Object.keys(figures.exhibitions).sort()).toEqual(['ongoing', 'total', 'upcoming']);
    expect(Object.keys(figures.orders).sort()).toEqual(['byStatus', 'total']);
    for (const entry of figures.orders.byStatus) {
      expect(Object.keys(entry).sort()).toEqual(['count', 'status']);
    }

    const { rows: companies } = await testDb.db.query<{ name: string }>(
      "SELECT name FROM companies WHERE name <> ''",
    );
    const { rows: orders } = await testDb.db.query<{ order_no: string; amount: string }>(
      'SELECT order_no, amount::text AS amount FROM orders',
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const { name } of companies) expect(response.body).not.toContain(name);
    for (const { order_no: orderNo } of orders) expect(response.body).not.toContain(orderNo);
    const numbers = [
      figures.verifiedCompanies,
      figures.publishedProducts,
      figures.orders.total,
      ...figures.orders.byStatus.map((entry) => entry.count),
    ];
    for (const { amount } of orders.filter(({ amount }) => Number(amount) > 1000)) {
      expect(numbers).not.toContain(Number(amount));
    }
  });

  it('remembers the counts for five seconds', async () => {
    clock.advance(60_000);
    const before = (await get('/platform/figures')).json<{ data: Figures }>().data;
    const { rows } = await testDb.db.query<{ id: number }>(
      `UPDATE products SET status = 2
        WHERE id = (SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
                     WHERE p.status = 1 AND NOT c.is_platform ORDER BY p.id LIMIT 1)
        RETURNING id`,
    );
    expect(rows).toHaveLength(1);
    try {
      clock.advance(4_000);
      const remembered = (await get('/platform/figures')).json<{ data: Figures }>().data;
      expect(remembered).toEqual(before);
      clock.advance(1_000);
      const fresh = (await get('/platform/figures')).json<{ data: Figures }>().data;
      expect(fresh.publishedProducts).toBe(before.publishedProducts - 1);
      expect(fresh.countedAt).toBe(clock.now().toISOString());
    } finally {
      await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [rows[0]!.id]);
    }
  });

  it("counts the exhibitions by the platform's day: ongoing, upcoming and all", async () => {
    clock.advance(60_000);
    const before = (await get('/platform/figures')).json<{ data: Figures }>().data.exhibitions;
    expect(before.total).toBe(await count('SELECT count(*)::int AS n FROM exhibitions'));
    // The test clock reads the afternoon of 25 November in China; a day later it is the 26th.
    const text = JSON.stringify({ zh: '展会', cht: '展會', pt: 'Feira', en: 'Fair' });
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO exhibitions (title, organizer, description, starts_on, ends_on)
       VALUES ($1, $1, $1, '2026-11-01', '2026-11-24'), ($1, $1, $1, '2026-11-25', '2026-11-25'),
              ($1, $1, $1, '2026-11-20', '2026-12-20'), ($1, $1, $1, '2026-11-26', '2026-12-01')
       RETURNING id`,
      [text],
    );
    try {
      clock.advance(60_000);
      const today = (await get('/platform/figures')).json<{ data: Figures }>().data.exhibitions;
      expect(today).toEqual({
        total: before.total + 4,
        ongoing: before.ongoing + 2,
        upcoming: before.upcoming + 1,
      });
      clock.advance(24 * 3_600_000);
      const tomorrow = (await get('/platform/figures')).json<{ data: Figures }>().data.exhibitions;
      const ids = rows.map((row) => row.id);
      const { rows: counted } = await testDb.db.query<{ ongoing: number; upcoming: number }>(
        `SELECT count(*) FILTER (WHERE starts_on <= '2026-11-26' AND ends_on >= '2026-11-26')::int
                  AS ongoing,
                count(*) FILTER (WHERE starts_on > '2026-11-26')::int AS upcoming
           FROM exhibitions WHERE NOT id = ANY($1)`,
        [ids],
      );
      expect(tomorrow).toEqual({
        total: before.total + 4,
        ongoing: counted[0]!.ongoing + 2,
        upcoming: counted[0]!.upcoming,
      });
    } finally {
      await testDb.db.query('DELETE FROM exhibitions WHERE id = ANY($1)', [
        rows.map((row) => row.id),
      ]);
    }
  });

  it('is served under both API prefixes', async () => {
    const response = await context.app.inject({ url: '/hg/api/platform/figures' });
    expect(response.json()).toMatchObject({ code: 200 });
  });
});

describe('GET platform/trade-flows', () => {
  interface Flow {
    reporter: 'china' | 'macau';
    partner: string;
    year: number;
    totalTradeUsd: number | null;
    exportsUsd: number | null;
    importsUsd: number | null;
  }
  interface TradeFlows {
    source: string;
    currency: string;
    firstYear: number;
    latestYear: number;
    partners: string[];
    flows: Flow[];
  }

  it('gives every partner and year of both reporters, with its source', async () => {
    const response = await get('/platform/trade-flows');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const answer = response.json<{ data: TradeFlows }>().data;
    expect(answer).toMatchObject({
      source: 'UN Comtrade',
      currency: 'USD',
      firstYear: 2003,
      latestYear: 2024,
      partners: ['AO', 'BR', 'CV', 'GQ', 'GW', 'MZ', 'PT', 'ST', 'TL'],
    });
    expect(answer.flows).toHaveLength(await count('SELECT count(*)::int AS n FROM trade_by_year'));
    const china2024 = answer.flows.filter(
      (flow) => flow.reporter === 'china' && flow.year === 2024,
    );
    expect(china2024.map((flow) => flow.partner).sort()).toEqual(answer.partners);
    const { rows } = await testDb.db.query<{ exports: string; imports: string }>(
      `SELECT exports_usd::text AS exports, imports_usd::text AS imports FROM trade_by_year
        WHERE reporter = 'China' AND year = 2024 AND partner = 'Sao Tome and Principe'`,
    );
    expect(china2024.find((flow) => flow.partner === 'ST')).toMatchObject({
      exportsUsd: Number(rows[0]!.exports),
      importsUsd: Number(rows[0]!.imports),
    });
  });

  it('gives a total trade of exports plus imports wherever a flow is reported', async () => {
    const { flows } = (await get('/platform/trade-flows')).json<{ data: TradeFlows }>().data;
    const thousandths = (value: number | null) => Math.round((value ?? 0) * 1000);
    for (const flow of flows.filter((row) => row.exportsUsd !== null || row.importsUsd !== null)) {
      expect([flow.reporter, flow.partner, flow.year, thousandths(flow.totalTradeUsd)]).toEqual([
        flow.reporter,
        flow.partner,
        flow.year,
        thousandths(flow.exportsUsd) + thousandths(flow.importsUsd),
      ]);
    }
    // Macau–Mozambique 2024 reports imports only; its total used to be missing from the sum.
    const macau2024 = flows.filter((flow) => flow.reporter === 'macau' && flow.year === 2024);
    const sum = (pick: (flow: Flow) => number | null) =>
      macau2024.reduce((total, flow) => total + thousandths(pick(flow)), 0);
    expect(sum((flow) => flow.totalTradeUsd)).toBe(
      sum((flow) => flow.exportsUsd) + sum((flow) => flow.importsUsd),
    );
  });

  it('adds up to the yearly totals of GET statistics', async () => {
    const flows = (await get('/platform/trade-flows')).json<{ data: TradeFlows }>().data.flows;
    const statistics = (await get('/statistics')).json<{
      data: { china: { byYear: { year: number; totalTradeUsd: number | null }[] } };
    }>().data;
    for (const { year, totalTradeUsd } of statistics.china.byYear) {
      const sum = flows
        .filter((flow) => flow.reporter === 'china' && flow.year === year)
        .reduce((total, flow) => total + (flow.totalTradeUsd ?? 0), 0);
      expect(sum).toBeCloseTo(totalTradeUsd ?? 0, 0);
    }
  });
});
