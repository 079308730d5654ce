import type { Language } from '@portal/contracts';
import {
  LISTING_TEXT_LIMITS,
  type ListingKind,
  type ListingTextField,
  type ListingTranslation,
  type ListingTranslations,
} from '@portal/contracts/schemas';
import { BusinessError } from '../../lib/envelope';

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  zh: { zh: '简体中文', cht: '繁体中文', pt: '葡萄牙文', en: '英文' },
  cht: { zh: '簡體中文', cht: '繁體中文', pt: '葡萄牙文', en: '英文' },
  pt: { zh: 'chinês simplificado', cht: 'chinês tradicional', pt: 'português', en: 'inglês' },
  en: { zh: 'Simplified Chinese', cht: 'Traditional Chinese', pt: 'Portuguese', en: 'English' },
};

const MESSAGES = {
  zh: {
    sameAsOriginal: (p: { language: string }) => `原文为${p.language}，无需再填写${p.language}译文`,
  },
  cht: {
    sameAsOriginal: (p: { language: string }) => `原文為${p.language}，無需再填寫${p.language}譯文`,
  },
  pt: {
    sameAsOriginal: (p: { language: string }) =>
      `O original já está em ${p.language}; não junte uma tradução para ${p.language}`,
  },
  en: {
    sameAsOriginal: (p: { language: string }) =>
      `The original is already in ${p.language}; leave out a ${p.language} translation`,
  },
} satisfies Record<Language, unknown>;

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
      throw new BusinessError(400, MESSAGES[language].sameAsOriginal({ language: names[target] }));
    if (translation.machine === true) kept.machine = true;
    checked[target] = kept;
  }
  return checked;
}
