import { Type } from 'typebox';
import { Nullable, SerialId } from './common';
import { LISTING_TEXT_LIMITS, ListingLanguage } from './listing-texts';

/**
 * Machine translation (issue #34, docs/translation.md): whether the platform has a service, the
 * editors' pre-fill of a listing's missing languages, and a chat message in the reader's language.
 */

export const TranslationStatus = Type.Object({
  enabled: Type.Boolean({ description: 'false: no service is configured (TRANSLATOR unset)' }),
});

const longestListingText = Math.max(
  ...Object.values(LISTING_TEXT_LIMITS).flatMap((limits) => Object.values(limits)),
);

/** A listing's texts to pre-fill in other languages; which fields a kind takes is checked per kind. */
export const ListingTranslationInput = Type.Object(
  {
    kind: Type.Union([Type.Literal('product'), Type.Literal('company'), Type.Literal('demand')]),
    from: ListingLanguage,
    to: Type.Array(ListingLanguage, { minItems: 1, maxItems: 3, uniqueItems: true }),
    texts: Type.Record(Type.String(), Type.String({ maxLength: longestListingText }), {
      description: 'field → text, fields of LISTING_TEXT_LIMITS[kind]',
    }),
  },
  { additionalProperties: false },
);

const TranslatedTexts = Type.Record(Type.String(), Type.String());

export const ListingTranslationResult = Type.Object({
  translations: Type.Object(
    {
      zh: Type.Optional(TranslatedTexts),
      cht: Type.Optional(TranslatedTexts),
      pt: Type.Optional(TranslatedTexts),
      en: Type.Optional(TranslatedTexts),
    },
    { description: 'language → field → machine text, for the author to review' },
  ),
});

export const ChatMessageIdParams = Type.Object({ id: SerialId });

/** A chat text message in the reader's language: always a machine translation. */
export const ChatMessageTranslation = Type.Object({
  id: Type.Integer({ description: 'the message' }),
  language: ListingLanguage,
  text: Type.String(),
  sourceLanguage: Nullable(ListingLanguage),
});
