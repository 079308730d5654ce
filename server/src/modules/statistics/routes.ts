import type { FastifyInstance } from 'fastify';
import { statisticsEndpoints as endpoints } from '@portal/contracts/endpoints/statistics';
import { ok, rejectUnknownFields } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import { FIGURES_SECONDS, TRADE_SECONDS, createStatistics } from './service';

/** Refuses query parameters the route does not know, like body fields elsewhere. */
function rejectUnknownQuery(schema: { properties: Record<string, unknown> }) {
  const check = rejectUnknownFields(schema);
  return async (request: { query: unknown }) => check({ body: request.query });
}

/** The statistics page's answers are the same for everyone and change only with an import. */
const CACHEABLE = { 'cache-control': 'public, max-age=600', vary: 'accept-language' };

/**
 * China–PLP and Macau–PLP trade (docs/statistics.md): the home page's overview; the statistics
 * page's choices, series by year and partner for one flow, and top HS chapters of a year; the
 * globe's series (docs/globe.md); and the platform's own counts for the wall display. Public,
 * read-only, computed from the imported UN Comtrade tables and the platform's rows.
 */
export function statisticsRoutes(app: FastifyInstance): void {
  const statistics = createStatistics(app);

  route(app, endpoints.overview, async () => ok(await statistics.overview()));

  route(
    app,
    endpoints.filters,
    async (_request, reply) => {
      reply.headers(CACHEABLE);
      return ok(await statistics.filters());
    },
    { preValidation: rejectUnknownQuery(endpoints.filters.query) },
  );

  route(
    app,
    endpoints.trade,
    async (request, reply) => {
      const answer = await statistics.trade(
        request.query,
        requestLanguage(request.headers['accept-language']),
      );
      reply.headers(CACHEABLE);
      return ok(answer);
    },
    { preValidation: rejectUnknownQuery(endpoints.trade.query) },
  );

  route(
    app,
    endpoints.chapters,
    async (request, reply) => {
      const answer = await statistics.chapters(request.query);
      reply.headers(CACHEABLE);
      return ok(answer);
    },
    { preValidation: rejectUnknownQuery(endpoints.chapters.query) },
  );

  route(app, endpoints.tradeFlows, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${TRADE_SECONDS}`);
    return ok(await statistics.tradeFlows());
  });

  route(app, endpoints.platformFigures, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${FIGURES_SECONDS}`);
    return ok(await statistics.platformFigures());
  });
}
