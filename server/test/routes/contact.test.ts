import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
let context: TestApp;
const clock = testClock();
const tokens: Record<string, string> = {};

const OPERATOR = 'operator@example.com';
const TEA = '13800000001';

const VALID = {
  name: 'Ana Costa',
  company: 'Mercearia Fina do Porto, Lda.',
  email: 'ana.costa@example.pt',
  topic: 'macau',
  message: 'Gostaríamos de vender as nossas compotas em Macau. Que documentos são precisos?',
  page: 'aph',
};

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [OPERATOR, TEA]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const send = async (payload: object, language?: string, app = context.app) => {
  clock.advance(1000);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/content/contact`,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });
  return response.json();
};

const asUser = async (user: string, method: 'GET' | 'PUT', url: string, options: object = {}) =>
  (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...bearer(tokens[user]!),
        ...('language' in options && { 'accept-language': String(options.language) }),
      },
      ...('payload' in options && { payload: options.payload as object }),
    })
  ).json();

describe('POST content/contact', () => {
  test('a guest’s message lands in the operator’s feedback queue, marked as the contact form', async () => {
    const sent = await send(VALID, 'pt');
    expect(sent).toEqual({
      code: 200,
      msg: 'Recebemos a sua mensagem; respondemos no prazo de dois dias úteis',
      data: { id: expect.any(Number) },
    });
    const queue = await asUser(OPERATOR, 'GET', '/operator/feedback?status=0&pageSize=100');
    const row = queue.rows.find((item: { id: number }) => item.id === sent.data.id);
    expect(row).toMatchObject({
      type: 4,
      title: '联系表单：经澳门进入中国市场',
      status: 0,
      companyName: 'Mercearia Fina do Porto, Lda.',
      submitterName: 'Ana Costa',
      source: 'contact',
    });
    const detail = await asUser(OPERATOR, 'GET', `/operator/feedback/${sent.data.id}`, {
      language: 'pt',
    });
    expect(detail.data).toMatchObject({
      title: 'Formulário de contacto: Entrar na China através de Macau',
      content: VALID.message,
      contact: 'ana.costa@example.pt',
      source: 'contact',
      submitterName: 'Ana Costa',
    });
    const english = await asUser(OPERATOR, 'GET', '/operator/feedback?pageSize=100', {
      language: 'en',
    });
    expect(english.rows.find((item: { id: number }) => item.id === sent.data.id).title).toBe(
      'Contact form: Entering China through Macau',
    );
  });

  test('the operator answers it once; nobody is notified, the reply is kept', async () => {
    const sent = await send({ ...VALID, email: null, phone: '+351 912 345 678', company: '' });
    const reply = await asUser(OPERATOR, 'PUT', `/operator/feedback/${sent.data.id}/reply`, {
      payload: { reply: 'Enviámos a lista de documentos por telefone.' },
    });
    expect(reply).toEqual({ code: 200, msg: '回复成功', data: null });
    const detail = await asUser(OPERATOR, 'GET', `/operator/feedback/${sent.data.id}`);
    expect(detail.data).toMatchObject({
      status: 2,
      contact: '+351 912 345 678',
      companyName: '',
      reply: 'Enviámos a lista de documentos por telefone.',
    });
  });

  test('members do not see contact messages among their own feedback, nor the queue', async () => {
    const sent = await send(VALID);
    expect(await asUser(TEA, 'GET', `/feedback/${sent.data.id}`)).toMatchObject({ code: 404 });
    expect(await asUser(TEA, 'GET', '/operator/feedback')).toMatchObject({ code: 403 });
  });

  test.each([
    [{ name: '  ' }, 'zh', '请输入您的姓名'],
    [{ name: 'x'.repeat(51) }, 'en', 'The name can be at most 50 characters'],
    [{ email: '', phone: '' }, 'pt', 'Indique um e-mail ou um telefone para lhe respondermos'],
    [{ email: 'ana@' }, 'cht', '電郵格式不正確'],
    [{ email: '', phone: '12345' }, 'en', expect.stringContaining('The phone number is not valid')],
    [{ topic: 'lottery' }, 'pt', 'Escolha o assunto'],
    [{ topic: undefined }, 'zh', '请选择咨询主题'],
    [{ message: '' }, 'en', 'Write your message'],
    [{ message: '字'.repeat(1001) }, 'zh', '留言不能超过1000个字符'],
  ])('refuses %j in %s', async (change, language, msg) => {
    const before = await asUser(OPERATOR, 'GET', '/operator/feedback?pageSize=1');
    expect(await send({ ...VALID, ...change }, language)).toEqual({ code: 400, msg });
    const after = await asUser(OPERATOR, 'GET', '/operator/feedback?pageSize=1');
    expect(after.total).toBe(before.total);
  });

  test('refuses unknown fields, and pages that are not service pages', async () => {
    expect(await send({ ...VALID, status: 2 })).toEqual({ code: 400, msg: '不支持的参数：status' });
    expect(await send({ ...VALID, page: 'lbteaCase' }, 'en')).toEqual({
      code: 404,
      msg: 'The page does not exist',
    });
    expect((await send({ ...VALID, page: undefined })).code).toBe(400);
  });
});

describe('throttling', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ db: testDb.db, rateLimits: { login: 3 } });
  });
  afterAll(() => limited.close());

  test('takes as many messages per minute per IP as the other public forms', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send(VALID, 'zh', limited.app)).code).toBe(200);
    const refused = await limited.app.inject({
      method: 'POST',
      url: `${API}/content/contact`,
      payload: VALID,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
  });
});
