import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ChatMessageIdParams,
  ChatMessageTranslation,
  ListingTranslationInput,
  ListingTranslationResult,
  TranslationStatus,
} from '@portal/contracts/schemas';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { currentMember } from '../../platform/auth/plugin';
import { translationMessages } from './translation-messages';
import { translateChatMessage, translateListing } from './service';
import type { Translator } from './translator';

export interface TranslationRouteOptions {
  /** null: no service configured; the routes say so in the reader's language. */
  translator: Translator | null;
}

/**
 * Calls that reach the paid service, per member per minute, counted where the other limits are
 * (Redis when set): after the authentication gate (preHandler), so the key is the member.
 */
export const TRANSLATIONS_PER_MINUTE = 30;

const perMember = {
  rateLimit: {
    max: TRANSLATIONS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `translation:${currentMember(request).id}`,
  },
};

const messagesOf = (request: FastifyRequest) =>
  translationMessages(requestLanguage(request.headers['accept-language']));

/**
 * Machine translation for signed-in members (docs/translation.md): whether it is on, a listing's
 * texts for the editors' pre-fill, a chat message in the reader's language.
 */
const translationRoutes: FastifyPluginAsyncTypebox<TranslationRouteOptions> = async (
  app,
  { translator },
) => {
  const enabledTranslator = (request: FastifyRequest): Translator => {
    if (!translator) throw new BusinessError(400, messagesOf(request).disabled());
    return translator;
  };

  app.get(
    '/translation/status',
    {
      schema: {
        tags: ['translation'],
        summary: 'Whether machine translation is on (the editors and the chat offer it only then)',
        response: { 200: Envelope(TranslationStatus) },
      },
    },
    async () => ok({ enabled: translator !== null }),
  );

  app.post(
    '/translation/listing',
    {
      config: perMember,
      preValidation: rejectUnknownFields(ListingTranslationInput),
      schema: {
        tags: ['translation'],
        summary: "A listing's texts machine-translated into the languages asked for (not stored)",
        body: ListingTranslationInput,
        response: { 200: Envelope(ListingTranslationResult) },
      },
    },
    async (request) => {
      const service = enabledTranslator(request);
      const translations = await translateListing(
        service,
        request.body,
        messagesOf(request),
        request.log,
      );
      return ok({ translations });
    },
  );

  app.post(
    '/chatMessage/translate/:id',
    {
      config: perMember,
      schema: {
        tags: ['chat', 'translation'],
        summary:
          "A text message of one of the caller's conversations in the caller's language (machine translation, cached per language)",
        params: ChatMessageIdParams,
        response: { 200: Envelope(ChatMessageTranslation) },
      },
    },
    async (request) => {
      const service = enabledTranslator(request);
      const language = requestLanguage(request.headers['accept-language']);
      return ok(
        await translateChatMessage(
          app.db,
          service,
          { messageId: request.params.id, memberId: currentMember(request).id, language },
          messagesOf(request),
          request.log,
        ),
      );
    },
  );
};

export default translationRoutes;
