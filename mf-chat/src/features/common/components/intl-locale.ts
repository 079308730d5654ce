import type { Language } from '@portal/contracts';

/** The BCP 47 locale `Intl` formats with for one of the portal's languages. */
export function intlLocale(language: string): string {
  const locales: Record<Language, string> = { zh: 'zh-CN', cht: 'zh-TW', pt: 'pt-PT', en: 'en-GB' };
  return locales[language as Language] ?? 'zh-CN';
}
