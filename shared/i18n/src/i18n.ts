import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@portal/contracts';
import { common } from './locales/common';

export const LANGUAGE_STORAGE_KEY = 'portal.lang';

/** The language the server painted the page in, when this browser's storage has none. */
function cookieLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}

/**
 * The language the server chose for a first visit from the browser's Accept-Language, written in
 * `<html lang>` (server/src/platform/http/page-html.ts).
 */
function pageLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return LANGUAGES.find((language) => HTML_LANG[language] === lang);
}

/** The language the visitor chose (this browser's storage, else the cookie), else the page's. */
function startLanguage(): Language {
  let chosen: string | null | undefined;
  try {
    chosen = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? cookieLanguage();
  } catch {
    chosen = cookieLanguage();
  }
  if (LANGUAGES.includes(chosen as Language)) return chosen as Language;
  return pageLanguage() ?? 'zh';
}

/**
 * The page's one i18next instance (a Module Federation singleton). Each app adds its own
 * namespace with `i18n.addResourceBundle`, so switching the language in the shell re-renders
 * every mounted remote at once.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: startLanguage(),
  fallbackLng: 'zh',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  resources: {
    zh: { common: common.zh },
    cht: { common: common.cht },
    pt: { common: common.pt },
    en: { common: common.en },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The value for `<html lang>`: BCP 47, unlike the spec's short codes. */
export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

/**
 * The server paints a page's first view in the language of this cookie (server/src/platform/http/page-html.ts).
 * Written at start-up too, for visitors who chose their language before the cookie existed.
 */
function shareLanguageWithServer(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? i18n.language) as Language;
}

shareLanguageWithServer(currentLanguage());

export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice still holds for this visit.
  }
  shareLanguageWithServer(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/** Adds an app's own namespace, in all four languages, to the page's i18next instance. */
export function registerMessages<T extends object>(
  namespace: string,
  messages: Record<Language, T>,
): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, messages[language], true, true);
  }
}
