import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTranslator } from '../../src/modules/translation';
import { baiduSign } from '../../src/modules/translation/adapters/baidu';
import { tencentAuthorization } from '../../src/modules/translation/adapters/tencent';
import { TranslationError } from '../../src/modules/translation/translator';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A server that records each request and answers with the next reply the test queued: enough to
 * hold each adapter to its service's documented request, answer and error shapes.
 */
let server: ReturnType<typeof createServer>;
let url: string;
const received: Received[] = [];
const replies: { status: number; body: object }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.shift() ?? { status: 500, body: {} };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  replies.length = 0;
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TranslationError ? error.failure : error),
  );

describe('Baidu', () => {
  const baidu = () =>
    createTranslator({
      provider: 'baidu',
      appId: '2015063000000001',
      secret: 'baidu-secret',
      baseUrl: url,
    });

  it('sends one signed form per text and joins the lines of its answer', async () => {
    replies.push(
      { status: 200, body: { from: 'pt', to: 'zh', trans_result: [{ src: 'Chá', dst: '茶' }] } },
      {
        status: 200,
        body: {
          from: 'pt',
          to: 'zh',
          trans_result: [
            { src: 'Linha um', dst: '第一行' },
            { src: 'Linha dois', dst: '第二行' },
          ],
        },
      },
    );
    const result = await baidu().translate({
      texts: ['Chá', 'Linha um\nLinha dois'],
      from: null,
      to: 'cht',
    });
    expect(result).toEqual({ texts: ['茶', '第一行\n第二行'], detectedFrom: 'pt' });
    const form = new URLSearchParams(received[0]!.body);
    expect(received[0]!.path).toBe('/api/trans/vip/translate');
    expect(Object.fromEntries(form)).toMatchObject({
      q: 'Chá',
      from: 'auto',
      to: 'cht',
      appid: '2015063000000001',
    });
    expect(form.get('sign')).toBe(
      baiduSign('2015063000000001', 'Chá', form.get('salt')!, 'baidu-secret'),
    );
  });

  it('reads its HTTP 200 refusals: out of balance is quota, frequency limits are busy', async () => {
    replies.push({ status: 200, body: { error_code: '54004', error_msg: 'Please recharge' } });
    expect(await failureOf(baidu().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe(
      'quota',
    );
    replies.push({ status: 200, body: { error_code: '54003', error_msg: 'Invalid Access Limit' } });
    expect(await failureOf(baidu().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe('busy');
    replies.push({ status: 200, body: { error_code: '54001', error_msg: 'Invalid Sign' } });
    expect(await failureOf(baidu().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe(
      'unavailable',
    );
  });
});

describe('Tencent TMT', () => {
  const tencent = () =>
    createTranslator({
      provider: 'tencent',
      secretId: 'AKIDtest',
      secretKey: 'tencent-secret',
      region: 'ap-hongkong',
      baseUrl: url,
    });

  it('signs TextTranslateBatch with TC3-HMAC-SHA256 and reads TargetTextList', async () => {
    replies.push({
      status: 200,
      body: {
        Response: { Source: 'zh', Target: 'pt', TargetTextList: ['Chá Pu-erh'], RequestId: 'r1' },
      },
    });
    const result = await tencent().translate({ texts: ['普洱茶'], from: null, to: 'pt' });
    expect(result).toEqual({ texts: ['Chá Pu-erh'], detectedFrom: 'zh' });
    const [request] = received;
    expect(JSON.parse(request!.body)).toEqual({
      Source: 'auto',
      Target: 'pt',
      ProjectId: 0,
      SourceTextList: ['普洱茶'],
    });
    expect(request!.headers).toMatchObject({
      'x-tc-action': 'TextTranslateBatch',
      'x-tc-version': '2018-03-21',
      'x-tc-region': 'ap-hongkong',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(request!.headers.authorization).toBe(
      tencentAuthorization({
        secretId: 'AKIDtest',
        secretKey: 'tencent-secret',
        service: 'tmt',
        host: new URL(url).host,
        timestamp: Number(request!.headers['x-tc-timestamp']),
        payload: request!.body,
      }),
    );
  });

  it('reads Response.Error: no free amount is quota, request limits are busy', async () => {
    replies.push({
      status: 200,
      body: { Response: { Error: { Code: 'FailedOperation.NoFreeAmount', Message: '' } } },
    });
    expect(await failureOf(tencent().translate({ texts: ['a'], from: 'en', to: 'cht' }))).toBe(
      'quota',
    );
    replies.push({
      status: 200,
      body: { Response: { Error: { Code: 'RequestLimitExceeded', Message: '' } } },
    });
    expect(await failureOf(tencent().translate({ texts: ['a'], from: 'en', to: 'cht' }))).toBe(
      'busy',
    );
    replies.push({
      status: 200,
      body: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '' } } },
    });
    expect(await failureOf(tencent().translate({ texts: ['a'], from: 'en', to: 'cht' }))).toBe(
      'unavailable',
    );
  });
});

describe('Google Cloud Translation v2', () => {
  const google = () => createTranslator({ provider: 'google', apiKey: 'google-key', baseUrl: url });

  it('sends the key in a header, never in the URL, and reads data.translations', async () => {
    replies.push({
      status: 200,
      body: {
        data: { translations: [{ translatedText: 'Azeite', detectedSourceLanguage: 'zh-CN' }] },
      },
    });
    const result = await google().translate({ texts: ['橄榄油'], from: null, to: 'pt' });
    expect(result).toEqual({ texts: ['Azeite'], detectedFrom: 'zh' });
    expect(received[0]!.path).toBe('/language/translate/v2');
    expect(received[0]!.headers['x-goog-api-key']).toBe('google-key');
    expect(JSON.parse(received[0]!.body)).toEqual({
      q: ['橄榄油'],
      target: 'pt-PT',
      format: 'text',
    });
  });

  it('reads the error reasons: daily limit is quota, rate limit is busy', async () => {
    const refusal = (code: number, reason: string) => ({
      status: code,
      body: { error: { code, message: reason, errors: [{ reason }] } },
    });
    replies.push(refusal(403, 'dailyLimitExceeded'));
    expect(await failureOf(google().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe(
      'quota',
    );
    replies.push(refusal(403, 'userRateLimitExceeded'));
    expect(await failureOf(google().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe(
      'busy',
    );
    replies.push(refusal(400, 'keyInvalid'));
    expect(await failureOf(google().translate({ texts: ['a'], from: 'en', to: 'zh' }))).toBe(
      'unavailable',
    );
  });
});

it('an answer that is not JSON (a proxy’s error page) is unavailable', async () => {
  const html = createServer((_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html>Bad gateway</html>');
  });
  html.listen(0, '127.0.0.1');
  await once(html, 'listening');
  const translator = createTranslator({
    provider: 'deepl',
    authKey: 'key',
    baseUrl: `http://127.0.0.1:${(html.address() as AddressInfo).port}`,
  });
  expect(await failureOf(translator.translate({ texts: ['a'], from: 'en', to: 'pt' }))).toBe(
    'unavailable',
  );
  await new Promise<void>((resolve) => html.close(() => resolve()));
});
