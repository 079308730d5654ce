import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentMember } from '../../plugins/auth';
import { Envelope, ok } from '../../lib/envelope';

/** Unread counters for the badges; behind the authentication gate, always the caller's own. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
