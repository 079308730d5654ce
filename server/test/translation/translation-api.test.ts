import type { FastifyInstance } from 'fastify';
import { createTranslator } from '../../src/modules/translation';
import { TRANSLATIONS_PER_MINUTE } from '../../src/modules/translation/routes';
import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';
import { memberId, textMessage } from '../realtime/socket-helpers';
import { DEEPL_KEY, startDeeplStandIn } from './deepl-stand-in';

const TEA = '13800000001';
const LUSITANIA = 'demo.pt@example.com';
const KWANZA = 'demo.ao@example.com';

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

let testDb: TestDb;
let standIn: Awaited<ReturnType<typeof startDeeplStandIn>>;
const apps: TestApp[] = [];
const tokens: Record<string, string> = {};

async function appWith(translatorKey: string | null): Promise<FastifyInstance> {
  const context = await createTestApp({
    db: testDb.db,
    translator: translatorKey
      ? createTranslator({ provider: 'deepl', authKey: translatorKey, baseUrl: standIn.url })
      : null,
  });
  apps.push(context);
  return context.app;
}

async function call<T>(
  app: FastifyInstance,
  who: string,
  method: 'GET' | 'POST',
  path: string,
  options: { payload?: object; language?: string } = {},
): Promise<Answer<T> & { status: number }> {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': options.language ?? 'zh-CN' },
    ...(options.payload && { payload: options.payload }),
  });
  return { ...response.json<Answer<T>>(), status: response.statusCode };
}

let enabled: FastifyInstance;
let disabled: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  standIn = await startDeeplStandIn();
  enabled = await appWith(DEEPL_KEY);
  disabled = await appWith(null);
  for (const who of [TEA, LUSITANIA, KWANZA]) tokens[who] = await login(enabled, who);
});
afterAll(async () => {
  for (const context of apps) await context.close();
  await standIn.close();
  await testDb.close();
});
afterEach(() => standIn.refuse(null));

const teaProduct = {
  kind: 'product',
  from: 'zh',
  to: ['pt', 'en'],
  texts: { name: '普洱熟茶饼 357克', description: '云南勐海，七年陈化。' },
};

describe('translation status', () => {
  it('says whether a service is configured, to signed-in members only', async () => {
    expect((await call(enabled, TEA, 'GET', '/translation/status')).data).toEqual({
      enabled: true,
    });
    expect((await call(disabled, TEA, 'GET', '/translation/status')).data).toEqual({
      enabled: false,
    });
    const anonymous = await enabled.inject({ url: `${API}/translation/status` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });
});

describe('listing translation', () => {
  it('translates the filled fields into each language asked for, through DeepL as documented', async () => {
    const before = standIn.calls.length;
    const answer = await call<{ translations: Record<string, Record<string, string>> }>(
      enabled,
      TEA,
      'POST',
      '/translation/listing',
      { payload: teaProduct },
    );
    expect(answer.code).toBe(200);
    expect(answer.data!.translations).toEqual({
      pt: { name: '[PT-PT] 普洱熟茶饼 357克', description: '[PT-PT] 云南勐海，七年陈化。' },
      en: { name: '[EN-GB] 普洱熟茶饼 357克', description: '[EN-GB] 云南勐海，七年陈化。' },
    });
    expect(standIn.calls.slice(before)).toEqual([
      {
        texts: Object.values(teaProduct.texts),
        targetLang: 'PT-PT',
        sourceLang: 'ZH',
      },
      { texts: Object.values(teaProduct.texts), targetLang: 'EN-GB', sourceLang: 'ZH' },
    ]);
  });

  it('sends only the fields that hold text, and Traditional Chinese as ZH-HANT', async () => {
    const before = standIn.calls.length;
    const answer = await call<{ translations: Record<string, Record<string, string>> }>(
      enabled,
      LUSITANIA,
      'POST',
      '/translation/listing',
      {
        payload: {
          kind: 'company',
          from: 'pt',
          to: ['cht'],
          texts: { name: 'Lusitânia Azeites, Lda.', scope: '  ' },
        },
      },
    );
    expect(answer.data!.translations).toEqual({
      cht: { name: '[ZH-HANT] Lusitânia Azeites, Lda.' },
    });
    expect(standIn.calls.slice(before)).toEqual([
      { texts: ['Lusitânia Azeites, Lda.'], targetLang: 'ZH-HANT', sourceLang: 'PT' },
    ]);
  });

  it('refuses fields of another kind, texts over the field limit or with a NUL, and the original language, in the reader’s language', async () => {
    const company = await call(enabled, TEA, 'POST', '/translation/listing', {
      payload: { kind: 'company', from: 'zh', to: ['pt'], texts: { description: '茶' } },
      language: 'pt-PT',
    });
    expect(company).toMatchObject({
      code: 400,
      msg: 'Campo que não se pode traduzir: description',
    });
    const long = await call(enabled, TEA, 'POST', '/translation/listing', {
      payload: { kind: 'demand', from: 'zh', to: ['en'], texts: { title: '茶'.repeat(101) } },
      language: 'en',
    });
    expect(long).toMatchObject({ code: 400, msg: 'title must not exceed 100 characters' });
    const same = await call(enabled, TEA, 'POST', '/translation/listing', {
      payload: { ...teaProduct, to: ['zh', 'pt'] },
      language: 'zh-TW',
    });
    expect(same).toMatchObject({ code: 400, msg: '譯文語言不能與原文語言相同' });
    const nul = await call(enabled, TEA, 'POST', '/translation/listing', {
      payload: { ...teaProduct, texts: { name: 'chá\u0000' } },
      language: 'en',
    });
    expect(nul).toMatchObject({ code: 400 });
    const empty = await call(enabled, TEA, 'POST', '/translation/listing', {
      payload: { ...teaProduct, texts: { name: '' } },
      language: 'zh-CN',
    });
    expect(empty).toMatchObject({ code: 400, msg: '请至少填写一项要翻译的内容' });
  });

  it('says in four languages when the platform has no translator', async () => {
    const expected = {
      'zh-CN': '本平台未启用机器翻译',
      'zh-TW': '本平台未啟用機器翻譯',
      'pt-PT': 'A tradução automática não está ativada nesta plataforma',
      en: 'Machine translation is not enabled on this platform',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const answer = await call(disabled, TEA, 'POST', '/translation/listing', {
        payload: teaProduct,
        language,
      });
      expect(answer).toMatchObject({ code: 400, msg });
    }
  });

  it('explains a service out of quota or asking to slow down, and never shows the key of one refusing it', async () => {
    standIn.refuse(456);
    expect(
      await call(enabled, TEA, 'POST', '/translation/listing', {
        payload: teaProduct,
        language: 'pt',
      }),
    ).toMatchObject({
      code: 503,
      msg: 'O serviço de tradução atingiu o limite de utilização; contacte o administrador da plataforma',
    });
    standIn.refuse(429);
    expect(
      await call(enabled, TEA, 'POST', '/translation/listing', {
        payload: teaProduct,
        language: 'en',
      }),
    ).toMatchObject({ code: 429, msg: 'Too many translation requests; try again later' });
    standIn.refuse(null);

    const wrongKey = await appWith('not-the-key:fx');
    tokens.wrongKey = await login(wrongKey, TEA);
    const refused = await wrongKey.inject({
      method: 'POST',
      url: `${API}/translation/listing`,
      headers: { ...bearer(tokens.wrongKey), 'accept-language': 'zh-CN' },
      payload: teaProduct,
    });
    expect(refused.json()).toMatchObject({ code: 503, msg: '翻译服务暂时不可用，请稍后再试' });
    expect(refused.body).not.toContain('not-the-key');
  });

  it('answers that the service is unavailable when it cannot be reached', async () => {
    const context = await createTestApp({
      db: testDb.db,
      translator: createTranslator({
        provider: 'deepl',
        authKey: DEEPL_KEY,
        baseUrl: 'http://127.0.0.1:9', // the discard port: nothing listens
      }),
    });
    apps.push(context);
    const token = await login(context.app, TEA);
    const response = await context.app.inject({
      method: 'POST',
      url: `${API}/translation/listing`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: teaProduct,
    });
    expect(response.json()).toMatchObject({
      code: 503,
      msg: 'The translation service is temporarily unavailable; try again later',
    });
  });
});

describe('chat message translation', () => {
  let messageId: number;

  beforeAll(async () => {
    const receiver = await memberId(testDb.db, LUSITANIA);
    const sent = await call<{ id: number }>(enabled, TEA, 'POST', '/chatMessage', {
      payload: textMessage(receiver, '样品下周从深圳寄出'),
    });
    messageId = sent.data!.id;
  });

  it('gives the receiver the message in their language, asking the service once per language', async () => {
    const before = standIn.calls.length;
    const first = await call(enabled, LUSITANIA, 'POST', `/chatMessage/translate/${messageId}`, {
      language: 'pt-PT',
    });
    expect(first).toMatchObject({
      code: 200,
      data: {
        id: messageId,
        language: 'pt',
        text: '[PT-PT] 样品下周从深圳寄出',
        sourceLanguage: 'zh',
      },
    });
    expect(standIn.calls.slice(before)).toEqual([
      { texts: ['样品下周从深圳寄出'], targetLang: 'PT-PT', sourceLang: undefined },
    ]);
    // The sender asking for the same language is answered from the cache.
    const again = await call(enabled, TEA, 'POST', `/chatMessage/translate/${messageId}`, {
      language: 'pt',
    });
    expect(again.data).toEqual(first.data);
    expect(standIn.calls.length).toBe(before + 1);
    const english = await call(enabled, LUSITANIA, 'POST', `/chatMessage/translate/${messageId}`, {
      language: 'en',
    });
    expect(english.data).toMatchObject({ language: 'en', text: '[EN-GB] 样品下周从深圳寄出' });
  });

  it("treats a message of someone else's conversation as missing", async () => {
    const outsider = await call(enabled, KWANZA, 'POST', `/chatMessage/translate/${messageId}`, {
      language: 'pt',
    });
    const missing = await call(enabled, KWANZA, 'POST', '/chatMessage/translate/2147483647', {
      language: 'pt',
    });
    expect(outsider).toMatchObject({ code: 404, msg: 'A mensagem não existe' });
    expect(missing).toMatchObject({ code: 404, msg: 'A mensagem não existe' });
  });

  it('refuses messages that are not text', async () => {
    const { rows } = await testDb.db.query<{ id: number; receiver: string }>(
      `SELECT m.id FROM chat_messages m JOIN members r ON r.id = m.receiver_id
        WHERE m.type = 'order' AND r.phone = $1 LIMIT 1`,
      [TEA],
    );
    const order = await call(enabled, TEA, 'POST', `/chatMessage/translate/${rows[0]!.id}`, {
      language: 'en',
    });
    expect(order).toMatchObject({ code: 400, msg: 'Only text messages can be translated' });
  });

  it(`lets a member ask ${TRANSLATIONS_PER_MINUTE} times a minute, then answers 429`, async () => {
    const context = await createTestApp({
      db: testDb.db,
      translator: createTranslator({ provider: 'deepl', authKey: DEEPL_KEY, baseUrl: standIn.url }),
    });
    apps.push(context);
    const token = await login(context.app, LUSITANIA);
    const ask = () =>
      context.app.inject({
        method: 'POST',
        url: `${API}/chatMessage/translate/${messageId}`,
        headers: { ...bearer(token), 'accept-language': 'pt' },
      });
    for (let count = 0; count < TRANSLATIONS_PER_MINUTE; count += 1) {
      expect((await ask()).json()).toMatchObject({ code: 200 });
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    // Another member's budget is their own.
    const otherToken = await login(context.app, TEA);
    const other = await context.app.inject({
      method: 'POST',
      url: `${API}/chatMessage/translate/${messageId}`,
      headers: { ...bearer(otherToken), 'accept-language': 'pt' },
    });
    expect(other.json()).toMatchObject({ code: 200 });
  });
});
