import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exhibitionEndpoints as endpoints } from '@portal/contracts/endpoints/exhibitions';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import {
  decide,
  exhibitionDetail,
  listExhibitions,
  listRegistrations,
  managedExhibitions,
  ownRegistration,
  register,
  saveExhibition,
  type Reader,
} from './service';

/** The reader of a request: its language, the moment, and the base path it came in on. */
function readerOf(app: FastifyInstance, request: FastifyRequest): Reader {
  return {
    language: requestLanguage(request.headers['accept-language']),
    now: app.now(),
    base: (request.routeOptions.url ?? '').replace(/\/(exhibitions|operator)(\/.*)?$/, ''),
  };
}

/**
 * The online exhibitions (issue #15, docs/exhibitions.md): the public list and booths; a
 * company's registration with some of its published products; the platform's exhibitions
 * (`platform:exhibition:manage`) and its review of registrations (`platform:exhibition:review`).
 */
export function exhibitionRoutes(app: FastifyInstance): void {
  route(app, endpoints.list, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listExhibitions(app.db, request.query, readerOf(app, request))),
  }));

  route(app, endpoints.detail, async (request) =>
    ok(await exhibitionDetail(app.db, request.params.id, readerOf(app, request))),
  );

  route(app, endpoints.ownRegistration, async (request) =>
    ok(
      await ownRegistration(
        app.db,
        currentMember(request),
        request.params.id,
        readerOf(app, request),
      ),
    ),
  );

  route(app, endpoints.register, async (request) => {
    const { registration, message } = await register(
      app.db,
      currentMember(request),
      request.params.id,
      request.body.productIds,
      readerOf(app, request),
    );
    return ok(registration, message);
  });

  route(app, endpoints.ownRegistrations, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listRegistrations(
      app.db,
      currentMember(request).companyId,
      request.query,
      readerOf(app, request),
    )),
  }));

  route(app, endpoints.reviewQueue, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listRegistrations(app.db, null, request.query, readerOf(app, request))),
  }));

  for (const kind of ['approve', 'reject'] as const)
    route(app, endpoints[kind], async (request) => {
      const { registration, message } = await decide(
        app,
        currentMember(request),
        request.params.id,
        kind,
        request.body?.remark,
        readerOf(app, request),
      );
      return ok(registration, message);
    });

  route(app, endpoints.managed, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await managedExhibitions(app.db, request.query, app.now())),
  }));

  route(app, endpoints.create, async (request) => {
    const { exhibition, message } = await saveExhibition(
      app.db,
      currentMember(request),
      null,
      request.body,
      readerOf(app, request),
    );
    return ok(exhibition, message);
  });

  route(app, endpoints.edit, async (request) => {
    const { exhibition, message } = await saveExhibition(
      app.db,
      currentMember(request),
      request.params.id,
      request.body,
      readerOf(app, request),
    );
    return ok(exhibition, message);
  });
}
