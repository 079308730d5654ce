import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageCentrePageQuery,
  NotificationIdParams,
  SystemNotification,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import {
  NOTIFICATION_COLUMNS,
  toSystemNotification,
  type NotificationRow,
} from '../../modules/notifications/notifications';

export const NOTIFICATION_NOT_FOUND_MSG = '消息不存在';

/**
 * System notifications (spec §3, created through modules/notifications/notifications.ts) and the unread counters
 * for the badges; behind the authentication gate, always the caller's own. Every change pushes
 * the new figures to the caller's sockets (`unread`).
 */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message/getMessageListByUser',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's system notifications, newest first",
        querystring: MessageCentrePageQuery,
        response: { 200: PageEnvelope(SystemNotification) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize } = request.query;
      const { rows } = await app.db.query<NotificationRow & { total: number }>(
        `SELECT ${NOTIFICATION_COLUMNS}, count(*) OVER ()::int AS total
           FROM notifications WHERE member_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [member.id, pageSize, (pageNum - 1) * pageSize],
      );
      const total =
        rows[0]?.total ??
        (
          await app.db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM notifications WHERE member_id = $1',
            [member.id],
          )
        ).rows[0]!.count;
      const language = requestLanguage(request.headers['accept-language']);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: rows.map((row) => toSystemNotification(row, language)),
        total,
      };
    },
  );

  app.put(
    '/message/readMessage/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Open one notification of the caller (marks it read)',
        params: NotificationIdParams,
        response: { 200: Envelope(SystemNotification) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<NotificationRow & { was_read: boolean }>(
        `UPDATE notifications n SET have_read = TRUE
           FROM notifications before
          WHERE n.id = $1 AND n.member_id = $2 AND before.id = n.id
          RETURNING n.id, n.message_title, n.message_brief, n.message_content, n.message_types_of,
                    n.jump_id, n.sender_name, n.status, n.have_read, n.created_at, n.message_key,
                    n.message_params, before.have_read AS was_read`,
        [request.params.id, member.id],
      );
      const row = rows[0];
      if (!row) throw new BusinessError(404, NOTIFICATION_NOT_FOUND_MSG);
      if (!row.was_read) app.realtime.pushUnread(member.id);
      return ok(toSystemNotification(row, requestLanguage(request.headers['accept-language'])));
    },
  );

  app.put(
    '/message/readAllMessage',
    {
      schema: {
        tags: ['messages'],
        summary: "Mark all the caller's notifications read; answers how many flipped",
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query(
        'UPDATE notifications SET have_read = TRUE WHERE member_id = $1 AND NOT have_read RETURNING id',
        [member.id],
      );
      if (rows.length > 0) app.realtime.pushUnread(member.id);
      return ok(rows.length);
    },
  );

  app.get(
    '/message/getUnreadNum',
    {
      schema: {
        tags: ['messages'],
        summary: 'Unread system notifications of the caller',
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM notifications WHERE member_id = $1 AND NOT have_read',
        [member.id],
      );
      return ok(rows[0]!.count);
    },
  );

  app.get(
    '/chatMessage/getMyUnReadMsgCount',
    {
      schema: {
        tags: ['messages'],
        summary: 'Unread chat messages addressed to the caller',
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM chat_messages WHERE receiver_id = $1 AND NOT have_read AND NOT recalled',
        [member.id],
      );
      return ok(rows[0]!.count);
    },
  );
};

export default messageRoutes;
