import { createHash, createHmac } from 'node:crypto';
import type { Language } from '@portal/contracts';
import {
  callService,
  jsonBody,
  TranslationError,
  type TranslateRequest,
  type Translator,
} from '../translator';

export interface TencentSettings {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  /** The region the calls are billed in, e.g. ap-guangzhou, ap-hongkong. */
  region: string;
  /** Unset: https://tmt.tencentcloudapi.com. */
  baseUrl: string | undefined;
}

const CODES: Record<Language, string> = { zh: 'zh', cht: 'zh-TW', pt: 'pt', en: 'en' };
const DETECTED: Record<string, Language> = { zh: 'zh', 'zh-TW': 'cht', pt: 'pt', en: 'en' };

const QUOTA_CODES = new Set([
  'FailedOperation.NoFreeAmount',
  'FailedOperation.ServiceIsolate',
  'FailedOperation.StopUsing',
]);
const BUSY_CODES = new Set(['RequestLimitExceeded', 'LimitExceeded']);

const SERVICE = 'tmt';
const VERSION = '2018-03-21';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

export interface TencentSignInput {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  /** Unix seconds: the date in the credential scope is its UTC day. */
  timestamp: number;
  payload: string;
}

/**
 * The Authorization header of TencentCloud API 3.0's TC3-HMAC-SHA256 signature for a JSON POST
 * to `/` signing content-type and host, as Tencent documents it: the canonical request hashed
 * into a string to sign, signed with a key derived from the secret, the day and the service.
 */
export function tencentAuthorization(input: TencentSignInput): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${input.host}\n`,
    'content-type;host',
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    input.timestamp,
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

interface TencentAnswer {
  Response?: {
    Source?: string;
    TargetTextList?: string[];
    Error?: { Code?: string; Message?: string };
  };
}

/** Tencent Cloud Machine Translation (TMT) `TextTranslateBatch`, signed by hand (no SDK). */
export function tencentTranslator(settings: TencentSettings): Translator {
  const url = new URL('/', settings.baseUrl ?? 'https://tmt.tencentcloudapi.com');
  return {
    provider: 'tencent',
    async translate({ texts, from, to }: TranslateRequest) {
      const payload = JSON.stringify({
        Source: from ? CODES[from] : 'auto',
        Target: CODES[to],
        ProjectId: 0,
        SourceTextList: texts,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await callService('tencent', url, {
        method: 'POST',
        headers: {
          authorization: tencentAuthorization({
            secretId: settings.secretId,
            secretKey: settings.secretKey,
            service: SERVICE,
            host: url.host,
            timestamp,
            payload,
          }),
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'TextTranslateBatch',
          'x-tc-timestamp': String(timestamp),
          'x-tc-version': VERSION,
          'x-tc-region': settings.region,
        },
        body: payload,
      });
      const answer = ((await jsonBody('tencent', response)) as TencentAnswer).Response;
      // TencentCloud API answers its refusals with HTTP 200 and Response.Error.
      if (!response.ok || !answer || answer.Error) {
        const code = answer?.Error?.Code ?? '';
        const failure = QUOTA_CODES.has(code)
          ? 'quota'
          : BUSY_CODES.has(code)
            ? 'busy'
            : 'unavailable';
        throw new TranslationError(
          failure,
          `tencent answered HTTP ${response.status}: ${code} ${answer?.Error?.Message ?? ''}`,
        );
      }
      const translated = answer.TargetTextList ?? [];
      if (translated.length !== texts.length) {
        throw new TranslationError(
          'unavailable',
          `tencent answered ${translated.length} translations for ${texts.length} texts`,
        );
      }
      return {
        texts: translated,
        detectedFrom: from ?? (answer.Source ? (DETECTED[answer.Source] ?? null) : null),
      };
    },
  };
}
