import type { Language } from '@portal/contracts';

/**
 * Machine translation behind one interface (issue #34, docs/translation.md): the portal asks in
 * its own four languages and each adapter maps them to its service's codes. Off unless an operator
 * names a service (TRANSLATOR); then texts leave the portal for that service, and only then.
 */

export interface TranslateRequest {
  /** Plain texts, translated one by one and answered in the same order. */
  texts: string[];
  /** The texts' language; null lets the service detect it. */
  from: Language | null;
  to: Language;
}

export interface TranslateResult {
  texts: string[];
  /** The language the service found (or was told) the texts are in, when it is a portal language. */
  detectedFrom: Language | null;
}

export interface Translator {
  readonly provider: TranslatorProvider;
  /** Rejects with a TranslationError only; never with the service's credentials in it. */
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

export type TranslatorProvider = 'deepl' | 'google' | 'baidu' | 'tencent';

/**
 * Why a translation failed, as far as a user needs to know: the service is out of its paid
 * quota (an operator must act), it asks us to slow down, or it cannot be used now (down, too
 * slow, refusing our credentials or the request). The service's own words go to the log only.
 */
export type TranslationFailure = 'quota' | 'busy' | 'unavailable';

export class TranslationError extends Error {
  constructor(
    readonly failure: TranslationFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'TranslationError';
  }
}

/** How long one call to a service may take before the portal gives up on it. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

/**
 * Calls a service over HTTP with the portal's timeout; network failures and timeouts become
 * `unavailable` errors naming the provider only (the URL may carry a key for some services).
 */
export async function callService(
  provider: TranslatorProvider,
  url: URL,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TRANSLATION_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${TRANSLATION_TIMEOUT_MS} ms`
        : 'could not be reached';
    throw new TranslationError('unavailable', `${provider} ${reason}`);
  }
}

/** An answer's JSON body, or an `unavailable` error when it is not JSON (a proxy's HTML page). */
export async function jsonBody(provider: TranslatorProvider, response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TranslationError(
      'unavailable',
      `${provider} answered HTTP ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
    );
  }
}
