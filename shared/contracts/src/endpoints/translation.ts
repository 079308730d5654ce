import { Envelope } from '../schemas/common';
import {
  ChatMessageIdParams,
  ChatMessageTranslation,
  ListingTranslationInput,
  ListingTranslationResult,
  TranslationStatus,
} from '../schemas/translation';
import { endpoint } from './define';

/**
 * Machine translation for signed-in members (docs/translation.md): whether it is on, a listing's
 * texts for the editors' pre-fill, a chat message in the reader's language.
 */
export const translationEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/translation/status',
    summary: 'Whether machine translation is on (the editors and the chat offer it only then)',
    tags: ['translation'],
    access: 'member',
    response: Envelope(TranslationStatus),
  }),
  listing: endpoint({
    method: 'POST',
    path: '/translation/listing',
    summary: "A listing's texts machine-translated into the languages asked for (not stored)",
    tags: ['translation'],
    access: 'member',
    body: ListingTranslationInput,
    response: Envelope(ListingTranslationResult),
  }),
  chatMessage: endpoint({
    method: 'POST',
    path: '/chatMessage/translate/:id',
    summary:
      "A text message of one of the caller's conversations in the caller's language (machine translation, cached per language)",
    tags: ['chat', 'translation'],
    access: 'member',
    params: ChatMessageIdParams,
    response: Envelope(ChatMessageTranslation),
  }),
};
