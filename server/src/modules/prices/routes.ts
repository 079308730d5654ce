import type { FastifyInstance, FastifyRequest } from 'fastify';
import { priceEndpoints } from '@portal/contracts/endpoints/prices';
import { PriceEntryBody, PriceImportBody } from '@portal/contracts/schemas';
import { route } from '../../platform/http/endpoint';
import { ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { currentMember } from '../../platform/auth/plugin';
import { enterPrice, importPrices, latestPrices, priceHistory } from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** Commodity prices as observed (docs/prices-and-pavilions.md): public. */
export function priceRoutes(app: FastifyInstance): void {
  route(app, priceEndpoints.list, async (request) =>
    ok(await latestPrices(app.db, request.query.pavilion, languageOf(request))),
  );

  route(app, priceEndpoints.history, async (request) =>
    ok(await priceHistory(app.db, request.params.code, request.query, languageOf(request))),
  );
}

/**
 * The operator's entries (`platform:price:manage`): one observation from the form, or a CSV file
 * uploaded as text, checked like the folder import and stored only when all of it passes.
 */
export function operatorPriceRoutes(app: FastifyInstance): void {
  route(
    app,
    priceEndpoints.enter,
    async (request) => {
      const member = currentMember(request);
      const { saved, msg } = await enterPrice(
        app.db,
        member.id,
        request.body,
        languageOf(request),
        app.now(),
      );
      return ok(saved, msg);
    },
    { preValidation: rejectUnknownFields(PriceEntryBody) },
  );

  route(
    app,
    priceEndpoints.import,
    async (request) => {
      const member = currentMember(request);
      const { rows, msg } = await importPrices(
        app.db,
        member.id,
        request.body,
        languageOf(request),
        app.now(),
      );
      return ok({ rows }, msg);
    },
    { preValidation: rejectUnknownFields(PriceImportBody) },
  );
}
