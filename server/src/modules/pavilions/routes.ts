import type { FastifyInstance } from 'fastify';
import { pavilionEndpoints } from '@portal/contracts/endpoints/pavilions';
import { route } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { pavilionPage, pavilionSummaries } from './service';

/** The themed pavilions (docs/prices-and-pavilions.md), public. */
export function pavilionRoutes(app: FastifyInstance): void {
  route(app, pavilionEndpoints.list, async (request) =>
    ok(await pavilionSummaries(app.db, requestLanguage(request.headers['accept-language']))),
  );

  route(app, pavilionEndpoints.page, async (request) =>
    ok(
      await pavilionPage(app.db, request.params.key, {
        language: requestLanguage(request.headers['accept-language']),
        base: request.url.replace(/\/pavilions\/.*$/, ''),
        now: app.now(),
      }),
    ),
  );
}
