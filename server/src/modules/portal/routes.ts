import type { FastifyInstance } from 'fastify';
import { portalEndpoints as endpoints } from '@portal/contracts/endpoints/portal';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { hsChapters, newsItem, newsPage } from './service';

/** The public portal's news and the HS chapters' names; no sign-in needed. */
export function portalRoutes(app: FastifyInstance): void {
  route(app, endpoints.news, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await newsPage(app.db, request.query)),
  }));

  route(app, endpoints.newsItem, async (request) => ok(await newsItem(app.db, request.params.id)));

  route(app, endpoints.hsChapters, async () => ok(await hsChapters(app.db)));
}
