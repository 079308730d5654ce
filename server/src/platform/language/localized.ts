import type { Language } from '@portal/contracts';

/** A text the platform writes in each of the four languages (exhibitions, digital products …). */
export type Localized = Record<Language, string>;

/** The text in `language`, or the Chinese one where that language's is empty. */
export function localize(text: Localized, language: Language): string {
  return text[language] || text.zh;
}
