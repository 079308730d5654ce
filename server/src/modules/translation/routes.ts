import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translationEndpoints } from '@portal/contracts/endpoints/translation';
import { ListingTranslationInput } from '@portal/contracts/schemas';
import { BusinessError, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import { currentMember } from '../../platform/auth/plugin';
import { translationMessages } from './messages';
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
export function translationRoutes(app: FastifyInstance, { translator }: TranslationRouteOptions) {
  const enabledTranslator = (request: FastifyRequest): Translator => {
    if (!translator) throw new BusinessError(400, messagesOf(request).disabled());
    return translator;
  };

  route(app, translationEndpoints.status, async () => ok({ enabled: translator !== null }));

  route(
    app,
    translationEndpoints.listing,
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
    { config: perMember, preValidation: rejectUnknownFields(ListingTranslationInput) },
  );

  route(
    app,
    translationEndpoints.chatMessage,
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
    { config: perMember },
  );
}
