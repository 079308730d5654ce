import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key the stand-in accepts (a DeepL API Free key has this ':fx' form). */
export const DEEPL_KEY = 'stand-in-0000-0000-0000-000000000000:fx';

/** One /v2/translate request as the stand-in understood it. */
export interface DeeplCall {
  texts: string[];
  targetLang: string;
  sourceLang: string | undefined;
}

const TARGET_LANGS = new Set(['ZH', 'ZH-HANS', 'ZH-HANT', 'PT-PT', 'PT-BR', 'EN-GB', 'EN-US']);
const SOURCE_LANGS = new Set(['ZH', 'PT', 'EN']);

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').startsWith('application/json')) {
    return JSON.parse(text) as Record<string, unknown>;
  }
  // The form encoding repeats `text` once per text.
  const form = new URLSearchParams(text);
  return {
    text: form.getAll('text'),
    target_lang: form.get('target_lang') ?? undefined,
    source_lang: form.get('source_lang') ?? undefined,
    auth_key: form.get('auth_key') ?? undefined,
  };
}

/**
 * A local HTTP server answering `POST /v2/translate` as DeepL documents it: the key in
 * `Authorization: DeepL-Auth-Key …` (or the older `auth_key` field), a JSON or form body with
 * `text[]`, `target_lang` and an optional `source_lang`; 403 for a wrong key, 400 for a bad
 * request, and on demand 456 (quota exceeded) or 429 (too many requests). Its "translation" is
 * the text tagged with the target language, "[PT-PT] 普洱熟茶饼", so tests can see what was asked.
 */
export async function startDeeplStandIn() {
  const calls: DeeplCall[] = [];
  let refusal: 429 | 456 | null = null;
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void bodyOf(request).then(
      (body) => {
        if (request.method !== 'POST' || request.url !== '/v2/translate') {
          return answer(404, { message: 'Not found' });
        }
        const key = request.headers.authorization?.replace(/^DeepL-Auth-Key /, '') ?? body.auth_key;
        if (key !== DEEPL_KEY) return answer(403, { message: 'Wrong endpoint or key' });
        if (refusal === 456) return answer(456, { message: 'Quota exceeded' });
        if (refusal === 429) return answer(429, { message: 'Too many requests' });
        const texts = body.text;
        const target = String(body.target_lang ?? '').toUpperCase();
        const source = body.source_lang === undefined ? undefined : String(body.source_lang);
        if (
          !Array.isArray(texts) ||
          texts.length === 0 ||
          texts.length > 50 ||
          !TARGET_LANGS.has(target) ||
          (source !== undefined && !SOURCE_LANGS.has(source.toUpperCase()))
        ) {
          return answer(400, { message: 'Bad request' });
        }
        calls.push({ texts: texts.map(String), targetLang: target, sourceLang: source });
        return answer(200, {
          translations: texts.map((text) => ({
            detected_source_language:
              source ?? (/\p{Script=Han}/u.test(String(text)) ? 'ZH' : 'EN'),
            text: `[${target}] ${String(text)}`,
          })),
        });
      },
      () => answer(400, { message: 'Bad request' }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Answers every request with this refusal until called with null. */
    refuse(status: 429 | 456 | null) {
      refusal = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
