import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { bearerToken, currentMember } from '../../platform/auth/plugin';
import { DemandBody, DemandQuoteBody } from '@portal/contracts/schemas';
import * as demands from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * Demands and quotes (docs/demand.md): the hall's public demands, the buyer's demands and the
 * quotes it receives, the supplier's quotes, and the chat opened on a quote.
 */
export function demandRoutes(app: FastifyInstance): void {
  /** The signed-in member a token on a public route names, if any. */
  const viewer = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? app.memberForToken(token) : null;
  };

  route(app, demandEndpoints.search, async (request) => {
    const { pageNum, pageSize, ...search } = request.query;
    const member = await viewer(request);
    const found = await demands.searchDemands(
      app.db,
      member?.companyId ?? null,
      search,
      { pageNum, pageSize },
      languageOf(request),
      app.now(),
    );
    app.searchInsights.recordSearch('demand', request, found.total);
    return { code: 200, msg: SUCCESS_MSG, rows: found.rows, total: found.total };
  });

  route(app, demandEndpoints.industries, async () => ok(await demands.demandIndustries(app.db)));

  route(app, demandEndpoints.publicDemand, async (request) => {
    const member = await viewer(request);
    return ok(
      await demands.publicDemand(
        app.db,
        request.params.id,
        member?.companyId ?? null,
        languageOf(request),
        app.now(),
      ),
    );
  });

  route(app, demandEndpoints.ownList, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query;
    const found = await demands.ownDemands(
      app.db,
      currentMember(request).companyId,
      filter,
      { pageNum, pageSize },
      app.now(),
    );
    return { code: 200, msg: SUCCESS_MSG, total: found.total, rows: found.rows };
  });

  route(
    app,
    demandEndpoints.post,
    async (request) => {
      const id = await demands.postDemand(
        app,
        currentMember(request),
        request.body,
        languageOf(request),
      );
      return ok({ id });
    },
    { preValidation: rejectUnknownFields(DemandBody) },
  );

  route(app, demandEndpoints.own, async (request) =>
    ok(
      await demands.ownDemandDetail(
        app.db,
        currentMember(request),
        request.params.id,
        languageOf(request),
        app.now(),
      ),
    ),
  );

  route(
    app,
    demandEndpoints.edit,
    async (request) => {
      await demands.editDemand(
        app,
        currentMember(request),
        request.params.id,
        request.body,
        languageOf(request),
      );
      return ok(null);
    },
    { preValidation: rejectUnknownFields(DemandBody) },
  );

  route(app, demandEndpoints.finish, async (request) => {
    await demands.finishDemand(app, currentMember(request), request.params.id, languageOf(request));
    return ok(null);
  });

  route(app, demandEndpoints.receivedQuotes, async (request) =>
    ok(
      await demands.receivedQuotes(
        app.db,
        currentMember(request),
        request.params.id,
        languageOf(request),
      ),
    ),
  );

  route(app, demandEndpoints.confirmQuote, async (request) => {
    const orderId = await demands.confirmQuote(
      app,
      currentMember(request),
      request.params.id,
      languageOf(request),
    );
    return ok({ orderId });
  });

  route(app, demandEndpoints.openQuoteChat, async (request) =>
    ok(
      await demands.openQuoteChat(
        app,
        currentMember(request),
        { demandId: request.params.id, quoteId: request.params.quoteId },
        request.ip,
        languageOf(request),
      ),
    ),
  );

  route(app, demandEndpoints.quoteQuota, async (request) =>
    ok(await demands.quoteQuota(app.db, currentMember(request).companyId, app.now())),
  );

  route(app, demandEndpoints.myQuote, async (request) =>
    ok(await demands.companyQuote(app.db, currentMember(request).companyId, request.params.id)),
  );

  route(
    app,
    demandEndpoints.sendQuote,
    async (request) => {
      const id = await demands.sendQuote(
        app,
        currentMember(request),
        request.params.id,
        request.body,
        languageOf(request),
      );
      return ok({ id });
    },
    { preValidation: rejectUnknownFields(DemandQuoteBody) },
  );

  route(
    app,
    demandEndpoints.reviseQuote,
    async (request) => {
      await demands.reviseQuote(
        app,
        currentMember(request),
        request.params.id,
        request.body,
        languageOf(request),
      );
      return ok(null);
    },
    { preValidation: rejectUnknownFields(DemandQuoteBody) },
  );

  route(app, demandEndpoints.sentQuotes, async (request) => {
    const { pageNum, pageSize } = request.query;
    const found = await demands.sentQuotes(
      app.db,
      currentMember(request).companyId,
      { pageNum, pageSize },
      languageOf(request),
    );
    return { code: 200, msg: SUCCESS_MSG, total: found.total, rows: found.rows };
  });
}
