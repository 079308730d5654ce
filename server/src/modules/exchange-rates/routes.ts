import type { FastifyInstance } from 'fastify';
import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';
import { route } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { currentMember } from '../../platform/auth/plugin';
import { currentRates, enterRates } from './service';

/** The exchange rates the quote comparison converts with, and the operators' entry of them. */
export function exchangeRateRoutes(app: FastifyInstance): void {
  route(app, exchangeRateEndpoints.rates, async () => ok(await currentRates(app.db)));

  route(app, exchangeRateEndpoints.enter, async (request) => {
    const language = requestLanguage(request.headers['accept-language']);
    const member = currentMember(request);
    const { rates, msg } = await enterRates(app.db, member.id, request.body, language, app.now());
    return ok(rates, msg);
  });
}
