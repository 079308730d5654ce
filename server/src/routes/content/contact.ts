import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  contactFeedbackTitle,
  contactMessage,
  validateContact,
  type ContactTopic,
} from '@portal/validators';
import { ContactFormBody, ContactReceipt } from '@portal/contracts/schemas';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { contentMessages } from './content-messages';

export interface ContactRouteOptions {
  /** Messages per minute per IP, as the other public forms (login, code entry). */
  contactRateLimit: number;
}

/**
 * The service pages' contact form, open to guests: a message lands in the operator's feedback
 * queue (docs/favourites-history-feedback.md) as `source = 'contact'`, titled
 * "联系表单：<topic>" in the reader's language, with the sender's name, company and e-mail or phone.
 */
const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteOptions> = async (app, options) => {
  app.post(
    '/content/contact',
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      preValidation: rejectUnknownFields(ContactFormBody),
      schema: {
        tags: ['content'],
        summary: 'Send the contact form of a service page to the operator (guests too)',
        body: ContactFormBody,
        response: { 200: Envelope(ContactReceipt) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const body = request.body;
      const problem = validateContact(body);
      if (problem) throw new BusinessError(400, contactMessage(problem.key, language));
      const { rows: pages } = await app.db.query(
        `SELECT 1 FROM content_pages WHERE slug = $1 AND kind = 'service' AND published`,
        [body.page],
      );
      if (pages.length === 0)
        throw new BusinessError(404, contentMessages(language).pageNotFound());

      const topic = body.topic as ContactTopic;
      const email = body.email?.trim() || null;
      const phone = body.phone?.trim() || null;
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO feedback (source, type, title, content, contact, sender_name, sender_company,
                               contact_topic, contact_page, created_at)
         VALUES ('contact', 4, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          contactFeedbackTitle(topic, 'zh'),
          body.message!.trim(),
          [email, phone].filter(Boolean).join(' · '),
          body.name!.trim(),
          body.company?.trim() || null,
          topic,
          body.page,
          app.now(),
        ],
      );
      return ok({ id: rows[0]!.id }, contentMessages(language).contactReceived());
    },
  );
};

export default contactRoutes;
