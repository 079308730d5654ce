import type { Language } from '@portal/contracts';
import {
  callService,
  jsonBody,
  TranslationError,
  type TranslateRequest,
  type Translator,
} from '../translator';

export interface GoogleSettings {
  provider: 'google';
  apiKey: string;
  /** Unset: https://translation.googleapis.com. */
  baseUrl: string | undefined;
}

/** Targets: Portuguese of Portugal for the reasons given in deepl.ts; sources name the language. */
const TARGETS: Record<Language, string> = { zh: 'zh-CN', cht: 'zh-TW', pt: 'pt-PT', en: 'en' };
const SOURCES: Record<Language, string> = { zh: 'zh-CN', cht: 'zh-TW', pt: 'pt', en: 'en' };
const DETECTED: Record<string, Language> = {
  zh: 'zh',
  'zh-cn': 'zh',
  'zh-tw': 'cht',
  pt: 'pt',
  'pt-pt': 'pt',
  en: 'en',
};

interface GoogleAnswer {
  data?: { translations?: { translatedText?: string; detectedSourceLanguage?: string }[] };
  error?: { code?: number; message?: string; errors?: { reason?: string }[] };
}

const QUOTA_REASONS = new Set(['dailyLimitExceeded', 'quotaExceeded', 'billingNotEnabled']);
const BUSY_REASONS = new Set(['userRateLimitExceeded', 'rateLimitExceeded']);

/**
 * Cloud Translation Basic (v2) `POST /language/translate/v2`. The key goes in the
 * X-Goog-Api-Key header, which Google's APIs accept as they do `key=`, so that it never appears
 * in a URL a proxy or an error message might log.
 */
export function googleTranslator(settings: GoogleSettings): Translator {
  const url = new URL(
    '/language/translate/v2',
    settings.baseUrl ?? 'https://translation.googleapis.com',
  );
  return {
    provider: 'google',
    async translate({ texts, from, to }: TranslateRequest) {
      const response = await callService('google', url, {
        method: 'POST',
        headers: { 'x-goog-api-key': settings.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          q: texts,
          target: TARGETS[to],
          format: 'text',
          ...(from && { source: SOURCES[from] }),
        }),
      });
      const answer = (await jsonBody('google', response)) as GoogleAnswer;
      if (!response.ok || answer.error) {
        const reason = answer.error?.errors?.[0]?.reason ?? '';
        const failure = QUOTA_REASONS.has(reason)
          ? 'quota'
          : BUSY_REASONS.has(reason) || response.status === 429
            ? 'busy'
            : 'unavailable';
        throw new TranslationError(
          failure,
          `google answered HTTP ${response.status}: ${reason} ${answer.error?.message ?? ''}`,
        );
      }
      const translations = answer.data?.translations ?? [];
      if (translations.length !== texts.length) {
        throw new TranslationError(
          'unavailable',
          `google answered ${translations.length} translations for ${texts.length} texts`,
        );
      }
      const detected = translations[0]?.detectedSourceLanguage?.toLowerCase();
      return {
        texts: translations.map((translation) => translation.translatedText ?? ''),
        detectedFrom: from ?? (detected ? (DETECTED[detected] ?? null) : null),
      };
    },
  };
}
