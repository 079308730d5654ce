import type { Language } from '@portal/contracts';
import {
  callService,
  jsonBody,
  TranslationError,
  type TranslateRequest,
  type Translator,
} from '../translator';

export interface DeeplSettings {
  provider: 'deepl';
  authKey: string;
  /** Unset: DeepL API Free for keys ending in ':fx' (as DeepL marks them), else DeepL API Pro. */
  baseUrl: string | undefined;
}

/**
 * Targets name a variant: Portuguese as written in Portugal and the African countries and Timor
 * (the portal's own pt texts are European Portuguese; Brazilian readers read it without trouble,
 * the reverse reads as foreign in Luanda and Lisbon), English as the portal's en texts (British).
 */
const TARGETS: Record<Language, string> = {
  zh: 'ZH-HANS',
  cht: 'ZH-HANT',
  pt: 'PT-PT',
  en: 'EN-GB',
};
/** Sources name the language only. */
const SOURCES: Record<Language, string> = { zh: 'ZH', cht: 'ZH', pt: 'PT', en: 'EN' };
const DETECTED: Record<string, Language> = { ZH: 'zh', PT: 'pt', EN: 'en' };

interface DeeplAnswer {
  translations?: { detected_source_language?: string; text?: string }[];
  message?: string;
}

/** What DeepL's documented status codes mean for a user (other 4xx and 5xx: unavailable). */
function failureOf(status: number) {
  if (status === 456) return 'quota' as const;
  if (status === 429) return 'busy' as const;
  return 'unavailable' as const;
}

/** DeepL's `POST /v2/translate` (JSON body, key in the Authorization header). */
export function deeplTranslator(settings: DeeplSettings): Translator {
  const baseUrl =
    settings.baseUrl ??
    (settings.authKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  const url = new URL('/v2/translate', baseUrl);
  return {
    provider: 'deepl',
    async translate({ texts, from, to }: TranslateRequest) {
      const response = await callService('deepl', url, {
        method: 'POST',
        headers: {
          authorization: `DeepL-Auth-Key ${settings.authKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          text: texts,
          target_lang: TARGETS[to],
          ...(from && { source_lang: SOURCES[from] }),
        }),
      });
      const answer = (await jsonBody('deepl', response)) as DeeplAnswer;
      if (!response.ok) {
        throw new TranslationError(
          failureOf(response.status),
          `deepl answered HTTP ${response.status}: ${answer.message ?? ''}`,
        );
      }
      const translations = answer.translations ?? [];
      if (translations.length !== texts.length) {
        throw new TranslationError(
          'unavailable',
          `deepl answered ${translations.length} translations for ${texts.length} texts`,
        );
      }
      const detected = translations[0]?.detected_source_language;
      return {
        texts: translations.map((translation) => translation.text ?? ''),
        // DeepL detects "Chinese" without telling the scripts apart: the caller's word wins.
        detectedFrom: from ?? (detected ? (DETECTED[detected.toUpperCase()] ?? null) : null),
      };
    },
  };
}
