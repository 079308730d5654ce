import type { FastifyInstance } from 'fastify';
import { dictionaryEndpoints } from '@portal/contracts/endpoints/dictionaries';
import { route } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { dictionaryEntries } from './service';

/** The platform's dictionaries (spec §9): the trade currencies and the like. */
export function dictionaryRoutes(app: FastifyInstance): void {
  route(app, dictionaryEndpoints.entries, async (request) =>
    ok(await dictionaryEntries(app.db, request.params.type)),
  );
}
