import { createHash, randomInt } from 'node:crypto';
import type { Language } from '@portal/contracts';
import {
  callService,
  jsonBody,
  TranslationError,
  type TranslateRequest,
  type Translator,
} from '../translator';

export interface BaiduSettings {
  provider: 'baidu';
  appId: string;
  secret: string;
  /** Unset: https://fanyi-api.baidu.com. */
  baseUrl: string | undefined;
}

/** Baidu's codes happen to be the portal's own (Baidu has one Portuguese). */
const CODES: Record<Language, string> = { zh: 'zh', cht: 'cht', pt: 'pt', en: 'en' };
const DETECTED: Record<string, Language> = { zh: 'zh', cht: 'cht', pt: 'pt', en: 'en' };

/** Baidu's documented error codes that mean "out of balance" and "slow down". */
const QUOTA_CODES = new Set(['54004']);
const BUSY_CODES = new Set(['54003', '54005']);

interface BaiduAnswer {
  from?: string;
  trans_result?: { src?: string; dst?: string }[];
  error_code?: string | number;
  error_msg?: string;
}

/** The request's `sign`: MD5 of appid + q (as typed, not URL-encoded) + salt + secret, hex. */
export function baiduSign(appId: string, query: string, salt: string, secret: string): string {
  return createHash('md5').update(`${appId}${query}${salt}${secret}`, 'utf8').digest('hex');
}

/**
 * Baidu Translate's general text API (`/api/trans/vip/translate`, form POST). It translates one
 * query per request, line by line, so each text is its own request and its lines are joined
 * again; texts go one after another, within the per-second limit of Baidu's plans.
 */
export function baiduTranslator(settings: BaiduSettings): Translator {
  const url = new URL(
    '/api/trans/vip/translate',
    settings.baseUrl ?? 'https://fanyi-api.baidu.com',
  );
  async function translateOne(query: string, from: Language | null, to: Language) {
    const salt = String(randomInt(1_000_000_000));
    const response = await callService('baidu', url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        q: query,
        from: from ? CODES[from] : 'auto',
        to: CODES[to],
        appid: settings.appId,
        salt,
        sign: baiduSign(settings.appId, query, salt, settings.secret),
      }),
    });
    const answer = (await jsonBody('baidu', response)) as BaiduAnswer;
    // Baidu answers its refusals with HTTP 200 and an error_code.
    const code = answer.error_code === undefined ? '' : String(answer.error_code);
    if (!response.ok || (code && code !== '52000')) {
      const failure = QUOTA_CODES.has(code)
        ? 'quota'
        : BUSY_CODES.has(code)
          ? 'busy'
          : 'unavailable';
      throw new TranslationError(
        failure,
        `baidu answered HTTP ${response.status}: ${code} ${answer.error_msg ?? ''}`,
      );
    }
    return {
      text: (answer.trans_result ?? []).map((line) => line.dst ?? '').join('\n'),
      detected: answer.from ? (DETECTED[answer.from] ?? null) : null,
    };
  }
  return {
    provider: 'baidu',
    async translate({ texts, from, to }: TranslateRequest) {
      const results = [];
      for (const text of texts) results.push(await translateOne(text, from, to));
      return {
        texts: results.map((result) => result.text),
        detectedFrom: from ?? results[0]?.detected ?? null,
      };
    },
  };
}
