import type { Language } from '@portal/contracts';
import { LISTING_TEXT_LIMITS, type ListingKind } from '@portal/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { failureMessage, type TranslationMessages } from './messages';
import { readTranslatableMessage, saveMessageTranslation } from './repo';
import { TranslationError, type TranslateRequest, type Translator } from './translator';

/** Calls the service; its failures become the user's sentence, its detail goes to the log. */
async function translateOrExplain(
  translator: Translator,
  request: TranslateRequest,
  messages: TranslationMessages,
  log: FastifyBaseLogger,
) {
  try {
    return await translator.translate(request);
  } catch (error) {
    if (!(error instanceof TranslationError)) throw error;
    log.warn({ provider: translator.provider, failure: error.failure }, error.message);
    throw new BusinessError(
      error.failure === 'busy' ? 429 : 503,
      failureMessage(messages, error.failure),
    );
  }
}

export interface ListingTranslationRequest {
  kind: ListingKind;
  from: Language;
  to: Language[];
  texts: Record<string, string>;
}

/**
 * A listing's filled texts in each language asked for, for the author's editor to pre-fill and
 * mark as machine text; nothing is stored (the editor saves what the author keeps).
 */
export async function translateListing(
  translator: Translator,
  request: ListingTranslationRequest,
  messages: TranslationMessages,
  log: FastifyBaseLogger,
): Promise<Partial<Record<Language, Record<string, string>>>> {
  const limits: Record<string, number> = LISTING_TEXT_LIMITS[request.kind];
  for (const [field, text] of Object.entries(request.texts)) {
    const max = limits[field];
    if (max === undefined) throw new BusinessError(400, messages.unknownField({ field }));
    if ([...text].length > max) throw new BusinessError(400, messages.tooLong({ field, max }));
  }
  const filled = Object.entries(request.texts).filter(([, text]) => text.trim() !== '');
  if (filled.length === 0) throw new BusinessError(400, messages.nothingToTranslate());
  if (request.to.includes(request.from)) throw new BusinessError(400, messages.sameLanguage());

  const translations: Partial<Record<Language, Record<string, string>>> = {};
  // One language after another: some services' plans allow one request a second.
  for (const to of request.to) {
    const result = await translateOrExplain(
      translator,
      { texts: filled.map(([, text]) => text), from: request.from, to },
      messages,
      log,
    );
    translations[to] = Object.fromEntries(
      filled.map(([field], index) => [field, result.texts[index] ?? '']),
    );
  }
  return translations;
}

/**
 * A chat text message in the reader's language: from the cache when a participant already asked
 * for that language, else from the service, then cached.
 */
export async function translateChatMessage(
  db: DbExecutor,
  translator: Translator,
  input: { messageId: number; memberId: number; language: Language },
  messages: TranslationMessages,
  log: FastifyBaseLogger,
) {
  const { messageId, memberId, language } = input;
  const message = await readTranslatableMessage(db, messageId, memberId, language);
  if (!message) throw new BusinessError(404, messages.messageNotFound());
  const answer = (text: string, sourceLanguage: Language | null) => ({
    id: messageId,
    language,
    text,
    sourceLanguage,
  });
  if (message.cached_text !== null) return answer(message.cached_text, message.cached_source);
  const text = message.type === 'text' ? textOf(message.payload) : null;
  if (text === null) throw new BusinessError(400, messages.notText());
  const result = await translateOrExplain(
    translator,
    { texts: [text], from: null, to: language },
    messages,
    log,
  );
  const translated = result.texts[0] ?? '';
  await saveMessageTranslation(db, messageId, language, translated, result.detectedFrom);
  return answer(translated, result.detectedFrom);
}

/** The text of a text message's payload (`{"text": "…"}`), or null when it holds none. */
function textOf(payload: string): string | null {
  try {
    const { text } = JSON.parse(payload) as { text?: unknown };
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  } catch {
    return null;
  }
}
