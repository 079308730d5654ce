import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../platform/http/envelope';
import { outboxFor } from './repo';

const OutboxMessage = Type.Object({
  to: Type.String(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/**
 * GET /dev/outbox?to=…: the SMS and e-mail the portal "sent" to one phone or address, newest
 * first, so that codes can be read during development and in end-to-end tests. Outside the API
 * (and its contract), and never registered in production.
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
    async (request) => ok(await outboxFor(app.db, request.query.to.trim().toLowerCase())),
  );
};

export default devOutboxRoutes;
