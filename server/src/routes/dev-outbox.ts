import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../platform/http/envelope';

const OutboxMessage = Type.Object({
  to: Type.String(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/**
 * GET /dev/outbox?to=…: the SMS and e-mail the portal "sent" to one phone or address, newest
 * first, so that codes can be read during development and in end-to-end tests. Never registered
 * in production.
 */
const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: messages sent to one phone or e-mail, newest first',
        querystring: Type.Object({ to: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{
        recipient: string;
        channel: 'sms' | 'email';
        subject: string;
        body: string;
        created_at: Date;
      }>(
        `SELECT recipient, channel, subject, body, created_at FROM dev_outbox
          WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
        [request.query.to.trim().toLowerCase()],
      );
      return ok(
        rows.map((row) => ({
          to: row.recipient,
          channel: row.channel,
          subject: row.subject,
          body: row.body,
          createdAt: row.created_at.toISOString(),
        })),
      );
    },
  );
};

export default devOutboxRoutes;
