import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PLATFORM_ORDER_STATUS_KEYS,
  TRADE_PARTNER_CODES,
  type PlatformOrderStatusKey,
  type TradePartnerCode,
} from '@portal/contracts';
import { PlatformFigures, TradeFlows } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { platformToday } from '../platform/calendar';
import { Envelope, ok } from '../platform/http/envelope';
import { PARTNERS } from './portal/statistics';

/**
 * Public, read-only figures for the globe (`/globe`) and the wall display (`/bigScreen`),
 * docs/globe.md: China–PLP and Macau–PLP trade per partner and year, and the platform's own
 * counts. Only counts and the public UN Comtrade series: no company, buyer or order is named and
 * no single order's amount is given.
 */

const CODE_OF_NAME = new Map<string, TradePartnerCode>(
  TRADE_PARTNER_CODES.map((code) => [PARTNERS[code], code]),
);

/**
 * `orders.status` (spec §4) by the stage key of the order lists (docs/trade-orders.md). Status 3
 * spans several stages there (trade passed … contract executing), all of them "effective" here.
 */
const ORDER_STATUSES: Record<PlatformOrderStatusKey, number> = {
  tradePending: 1,
  tradeRejected: 2,
  effective: 3,
  contractPending: 4,
  contractRejected: 5,
  completed: 101,
  void: 0,
};

/** How long the platform's counts are remembered: a wall display polls every 30–60 s. */
const FIGURES_SECONDS = 5;
/** The trade series only change when the reference data is imported again. */
const TRADE_SECONDS = 300;

/** One answer reused for `seconds` by the app's clock; concurrent misses share one computation. */
function remembered<T>(app: FastifyInstance, seconds: number, compute: () => Promise<T>) {
  let answer: Promise<T> | null = null;
  let expiresAt = 0;
  return () => {
    const now = app.now().getTime();
    if (!answer || now >= expiresAt) {
      const fresh = compute();
      answer = fresh;
      expiresAt = now + seconds * 1000;
      fresh.catch(() => {
        if (answer === fresh) answer = null;
      });
    }
    return answer;
  };
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));

const platformFigureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tradeFlows = remembered(app, TRADE_SECONDS, async () => {
    const { rows } = await app.db.query<{
      reporter: 'China' | 'Macau';
      partner: string;
      year: number;
      total: string | null;
      exports: string | null;
      imports: string | null;
    }>(
      `SELECT reporter, partner, year, total_trade_usd::text AS total,
              exports_usd::text AS exports, imports_usd::text AS imports
         FROM trade_by_year WHERE partner = ANY($1)
        ORDER BY year, reporter, partner`,
      [Object.values(PARTNERS)],
    );
    const years = rows.map((row) => row.year);
    return {
      source: 'UN Comtrade',
      currency: 'USD' as const,
      firstYear: years[0] ?? 0,
      latestYear: years.at(-1) ?? 0,
      partners: [...TRADE_PARTNER_CODES],
      flows: rows.map((row) => ({
        reporter: row.reporter === 'China' ? ('china' as const) : ('macau' as const),
        partner: CODE_OF_NAME.get(row.partner)!,
        year: row.year,
        totalTradeUsd: toNumber(row.total),
        exportsUsd: toNumber(row.exports),
        importsUsd: toNumber(row.imports),
      })),
    };
  });

  const platformFigures = remembered(app, FIGURES_SECONDS, async () => {
    const now = app.now();
    const [companies, products, orders, exhibitions] = await Promise.all([
      app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM companies WHERE review_status = 2 AND NOT is_platform',
      ),
      app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p JOIN companies c ON c.id = p.company_id
          WHERE p.status = 1 AND NOT c.is_platform`,
      ),
      app.db.query<{ status: number; n: number }>(
        'SELECT status, count(*)::int AS n FROM orders GROUP BY status',
      ),
      app.db.query<{ total: number; ongoing: number; upcoming: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE starts_on <= $1::date AND ends_on >= $1::date)::int AS ongoing,
                count(*) FILTER (WHERE starts_on > $1::date)::int AS upcoming
           FROM exhibitions`,
        [platformToday(now)],
      ),
    ]);
    const countOf = new Map(orders.rows.map((row) => [row.status, row.n]));
    const byStatus = PLATFORM_ORDER_STATUS_KEYS.map((status) => ({
      status,
      count: countOf.get(ORDER_STATUSES[status]) ?? 0,
    }));
    return {
      verifiedCompanies: companies.rows[0]!.n,
      publishedProducts: products.rows[0]!.n,
      orders: { total: byStatus.reduce((sum, { count }) => sum + count, 0), byStatus },
      exhibitions: exhibitions.rows[0]!,
      countedAt: now.toISOString(),
    };
  });

  app.get(
    '/platform/trade-flows',
    {
      schema: {
        tags: ['portal'],
        summary: 'China–PLP and Macau–PLP merchandise trade per partner and year (UN Comtrade)',
        response: { 200: Envelope(TradeFlows) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${TRADE_SECONDS}`);
      return ok(await tradeFlows());
    },
  );

  app.get(
    '/platform/figures',
    {
      schema: {
        tags: ['portal'],
        summary: `The platform's counts: verified companies, published products, orders by status, exhibitions (remembered ${FIGURES_SECONDS} s)`,
        response: { 200: Envelope(PlatformFigures) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FIGURES_SECONDS}`);
      return ok(await platformFigures());
    },
  );
};

export default platformFigureRoutes;
