import type { Language } from '@portal/contracts';
import {
  LISTING_TEXT_LIMITS,
  type ListingKind,
  type ListingTextField,
  type ListingTranslation,
  type ListingTranslations,
} from '@portal/contracts/schemas';
import { BusinessError } from '../../platform/http/envelope';
import { LANGUAGE_NAMES, LISTING_TEXT_MESSAGES } from './listing-text-messages';

/**
 * The translations an author saves, checked and tidied (docs/listing-languages.md): text
 * trimmed, blank fields and languages left with no text dropped, none in the original's own
 * language, and `machine` kept only while set — the editor clears it when the author edits the
 * language. The lengths are the request schema's (`listingLanguageProperties`). The error is in
 * the caller's `language`.
 */
export function checkTranslations<Kind extends ListingKind>(
  kind: Kind,
  originalLanguage: Language,
  translations: ListingTranslations<Kind> | undefined,
  language: Language,
): ListingTranslations<Kind> {
  const fields = Object.keys(LISTING_TEXT_LIMITS[kind]) as ListingTextField<Kind>[];
  const names = LANGUAGE_NAMES[language];
  const checked: ListingTranslations<Kind> = {};
  for (const [key, translation] of Object.entries(translations ?? {})) {
    const target = key as Language;
    if (!translation) continue;
    const kept: ListingTranslation<Kind> = {};
    for (const field of fields) {
      const value = (translation as Partial<Record<string, string>>)[field]?.trim();
      if (value) (kept as Record<string, string>)[field] = value;
    }
    if (Object.keys(kept).length === 0) continue;
    if (target === originalLanguage)
      throw new BusinessError(
        400,
        LISTING_TEXT_MESSAGES[language].sameAsOriginal({ language: names[target] }),
      );
    if (translation.machine === true) kept.machine = true;
    checked[target] = kept;
  }
  return checked;
}
