import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
import { currentMember } from '../../platform/auth/plugin';
import { SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import {
  memberNotifications,
  readAllNotifications,
  readNotification,
  unreadNotifications,
} from './service';

/**
 * The message centre's system notifications (spec §3, created through `notify`) and their unread
 * count for the badges, always the caller's own. A change pushes the new figures to the caller's
 * sockets (`unread`).
 */
export function notificationRoutes(app: FastifyInstance): void {
  route(app, notificationsEndpoints.list, async (request) => {
    const language = requestLanguage(request.headers['accept-language']);
    const found = await memberNotifications(
      app.db,
      currentMember(request).id,
      request.query,
      language,
    );
    return { code: 200, msg: SUCCESS_MSG, ...found };
  });

  route(app, notificationsEndpoints.read, async (request) => {
    const language = requestLanguage(request.headers['accept-language']);
    return ok(await readNotification(app, currentMember(request).id, request.params.id, language));
  });

  route(app, notificationsEndpoints.readAll, async (request) =>
    ok(await readAllNotifications(app, currentMember(request).id)),
  );

  route(app, notificationsEndpoints.unreadCount, async (request) =>
    ok(await unreadNotifications(app.db, currentMember(request).id)),
  );
}
