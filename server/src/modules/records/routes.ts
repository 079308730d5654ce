import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordsEndpoints as endpoints } from '@portal/contracts/endpoints/records';
import { EntityReferenceBody } from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { FAVOURITE_ADDED_MSG, HISTORY_CLEARED_MSG, REMOVED_MSG } from './messages';
import {
  addFavourite,
  clearHistory,
  favouriteOf,
  favourites,
  history,
  recordView,
  removeFavourite,
  removeView,
} from './service';

const readerOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** The member's favourites and browsing history (docs/favourites-history-feedback.md). */
export function recordsRoutes(app: FastifyInstance): void {
  const refuseUnknownFields = { preValidation: rejectUnknownFields(EntityReferenceBody) };

  route(
    app,
    endpoints.addFavourite,
    async (request) => {
      const reference = { ...request.body, viewIp: request.ip };
      const member = currentMember(request);
      const id = await addFavourite(app.db, member, reference, readerOf(request), app.now());
      return ok({ id }, FAVOURITE_ADDED_MSG);
    },
    refuseUnknownFields,
  );

  route(app, endpoints.favourites, async (request) => {
    const { pageNum, pageSize, entityType } = request.query;
    const member = currentMember(request);
    const page = await favourites(
      app.db,
      member,
      entityType,
      { pageNum, pageSize },
      readerOf(request),
    );
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(app, endpoints.checkFavourite, async (request) => {
    const { entityType, entityId } = request.query;
    return ok({ id: await favouriteOf(app.db, currentMember(request), entityType, entityId) });
  });

  route(app, endpoints.removeFavourite, async (request) => {
    await removeFavourite(app.db, currentMember(request), request.params.id);
    return ok(null, REMOVED_MSG);
  });

  route(
    app,
    endpoints.recordView,
    async (request) => {
      const reference = { ...request.body, viewIp: request.ip };
      await recordView(app.db, currentMember(request), reference, readerOf(request), app.now());
      return ok(null);
    },
    refuseUnknownFields,
  );

  route(app, endpoints.history, async (request) => {
    const { pageNum, pageSize, entityType } = request.query;
    const member = currentMember(request);
    const page = await history(
      app.db,
      member,
      entityType,
      { pageNum, pageSize },
      readerOf(request),
    );
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(app, endpoints.clearHistory, async (request) => {
    await clearHistory(app.db, currentMember(request));
    return ok(null, HISTORY_CLEARED_MSG);
  });

  route(app, endpoints.removeView, async (request) => {
    await removeView(app.db, currentMember(request), request.params.id);
    return ok(null, REMOVED_MSG);
  });
}
