import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentMember } from '../../platform/auth/plugin';
import { Envelope, ok } from '../../platform/http/envelope';

/**
 * The unread chat messages' count for the badges (the notifications' own count is the
 * notifications module's); behind the authentication gate, always the caller's own.
 */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
