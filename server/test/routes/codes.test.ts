import {
  API,
  bearer,
  createTestApp,
  latestCode,
  openTestDb,
  outbox,
  post,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';
import { startSmsStandIn, startSmtpStandIn, TWILIO } from '../code-stand-ins';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const SENT = { code: 200, msg: '验证码已发送，请注意查收' };
const INVALID = { code: 400, msg: '验证码错误或已失效' };
const TOO_SOON = { code: 400, msg: '验证码发送过于频繁，请60秒后再试' };
const RESEND_WAIT_MS = 61 * 1000;

describe('sending codes', () => {
  let context: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, now: clock.now });
  });
  afterAll(() => context.close());

  it('texts a login code to a phone with an account, readable in the dev outbox', async () => {
    expect(await post(context.app, '/loginApi/getSms', { phone: '13800000001' })).toEqual(SENT);
    const [message] = await outbox(context.app, '13800000001');
    expect(message).toMatchObject({
      to: '13800000001',
      channel: 'sms',
      subject: '【中葡经贸通】登录验证码',
    });
    expect(message!.body).toMatch(/^【中葡经贸通】您的登录验证码为 \d{6}，5分钟内有效。$/);
    expect(new Date(message!.createdAt).getTime()).toBe(clock.now().getTime());
  });

  it('mails codes to an e-mail address, whatever its case', async () => {
    expect(
      await post(context.app, '/loginApi/getEmailSms', {
        email: ' Demo.PT@Example.com ',
        scene: 'forgotPassword',
      }),
    ).toEqual(SENT);
    const [message] = await outbox(context.app, 'demo.pt@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: '【中葡经贸通】找回密码验证码' });
    expect(message!.body).toMatch(/^【中葡经贸通】您的找回密码验证码为 \d{6}，5分钟内有效。$/);
  });

  it('answers alike whether or not the target has an account (no enumeration)', async () => {
    const unknownPhone = await post(context.app, '/loginApi/getSms', { phone: '13900000009' });
    const unknownEmail = await post(context.app, '/loginApi/getEmailSms', {
      email: 'nobody@example.com',
      scene: 'changePassword',
    });
    const registeredPhone = await post(context.app, '/loginApi/getRegisterSms', {
      phone: '13800000002',
    });
    const registeredEmail = await post(context.app, '/loginApi/getRegisterEmailSms', {
      email: 'ana.pt@example.com',
    });
    for (const answer of [unknownPhone, unknownEmail, registeredPhone, registeredEmail]) {
      expect(answer).toEqual(SENT);
    }
    expect(await outbox(context.app, '13900000009')).toEqual([]);
    expect(await outbox(context.app, 'nobody@example.com')).toEqual([]);
    // The owner of a registered target is told, without a code.
    const [phoneNotice] = await outbox(context.app, '13800000002');
    expect(phoneNotice!.body).toBe('【中葡经贸通】该手机号已注册，如非本人操作请忽略。');
    const [emailNotice] = await outbox(context.app, 'ana.pt@example.com');
    expect(emailNotice!.body).toBe('【中葡经贸通】该邮箱已注册，如非本人操作请忽略。');
  });

  it('sends a registration code to a new target', async () => {
    expect(await post(context.app, '/loginApi/getRegisterSms', { phone: '13911112222' })).toEqual(
      SENT,
    );
    const [message] = await outbox(context.app, '13911112222');
    expect(message!.body).toMatch(/^【中葡经贸通】您的注册验证码为 \d{6}，5分钟内有效。$/);
  });

  it('refuses malformed targets with the spec messages, on both base paths', async () => {
    for (const prefix of ['/haiguan/api', '/hg/api']) {
      const send = (path: string, payload: object) =>
        context.app
          .inject({ method: 'POST', url: `${prefix}/loginApi/${path}`, payload })
          .then((response) => response.json());
      expect(await send('getSms', { phone: '12345678901' })).toEqual({
        code: 400,
        msg: '手机号格式不正确',
      });
      expect(await send('getRegisterSms', {})).toEqual({ code: 400, msg: '手机号格式不正确' });
      expect(await send('getEmailSms', { email: 'li@example' })).toEqual({
        code: 400,
        msg: '邮箱格式不正确',
      });
      expect(await send('getRegisterEmailSms', { email: '' })).toEqual({
        code: 400,
        msg: '邮箱格式不正确',
      });
    }
    expect(
      (await post(context.app, '/loginApi/getSms', { phone: '13800000001', scene: 'other' })).code,
    ).toBe(400);
  });

  it('waits 60 seconds between sends to one target for one purpose, with or without an account', async () => {
    for (const phone of ['13800000003', '13900000003']) {
      expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(SENT);
      clock.advance(59 * 1000);
      expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(TOO_SOON);
      clock.advance(2 * 1000);
      expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(SENT);
    }
  });

  it('sends at most 5 codes an hour to one target', async () => {
    const phone = '13900000005';
    for (let i = 0; i < 5; i++) {
      expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(SENT);
      clock.advance(RESEND_WAIT_MS);
    }
    const refused = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/getSms`,
      payload: { phone },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    expect(refused.json().msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60 * 60 * 1000);
    expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(SENT);
  });

  it('writes codes and notices in the language of the request that asks for them', async () => {
    const asking = (language: string) => ({ 'accept-language': language });
    expect(
      await post(context.app, '/loginApi/getRegisterSms', { phone: '13911113333' }, asking('pt')),
    ).toEqual({ code: 200, msg: 'Código enviado; verifique a sua caixa' });
    const [sms] = await outbox(context.app, '13911113333');
    expect(sms!.subject).toBe('[Sino-Lusófono Comércio] Código de registo');
    expect(sms!.body).toMatch(
      /^\[Sino-Lusófono Comércio\] O seu código de registo é \d{6} e é válido durante 5 minutos\.$/,
    );

    await post(
      context.app,
      '/loginApi/getEmailSms',
      { email: 'demo.br@example.com', scene: 'forgotPassword' },
      asking('en-GB,en;q=0.9'),
    );
    const [mail] = await outbox(context.app, 'demo.br@example.com');
    expect(mail!.subject).toBe('[Sino-Lusophone Trade] Your password recovery code');
    expect(mail!.body).toMatch(
      /^\[Sino-Lusophone Trade\] Your password recovery code is \d{6}\. It is valid for 5 minutes\.$/,
    );

    // The owner of a taken target gets the notice in the asker's language (no account of theirs
    // says which language they read).
    await post(
      context.app,
      '/loginApi/getRegisterEmailSms',
      { email: 'lucas.br@example.com' },
      asking('zh-Hant'),
    );
    expect(await outbox(context.app, 'lucas.br@example.com')).toMatchObject([
      {
        subject: '【中葡經貿通】註冊提醒',
        body: '【中葡經貿通】該電郵已註冊，如非本人操作請忽略。',
      },
    ]);
    clock.advance(RESEND_WAIT_MS);
    await post(context.app, '/loginApi/getRegisterSms', { phone: '13800000002' }, asking('en'));
    expect((await outbox(context.app, '13800000002'))[0]).toMatchObject({
      subject: '[Sino-Lusophone Trade] Registration notice',
      body: '[Sino-Lusophone Trade] This mobile number is already registered. If this was not you, ignore this message.',
    });
  });

  it('lists the outbox newest first', async () => {
    await post(context.app, '/loginApi/getEmailSms', { email: 'demo.ao@example.com' });
    const first = await latestCode(context.app, 'demo.ao@example.com');
    clock.advance(RESEND_WAIT_MS);
    await post(context.app, '/loginApi/getEmailSms', { email: 'demo.ao@example.com' });
    const messages = await outbox(context.app, 'Demo.AO@example.com');
    expect(messages).toHaveLength(2);
    expect(messages[1]!.body).toContain(first);
    expect(messages[0]!.createdAt > messages[1]!.createdAt).toBe(true);
  });
});

describe('code sending limit per IP', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({
      db: testDb.db,
      now: testClock().now,
      rateLimits: { codeSendsPerIp: 3 },
    });
  });
  afterAll(() => context.close());

  it('refuses the request over the hourly limit with a 429 envelope', async () => {
    const send = (phone: string) =>
      context.app.inject({
        method: 'POST',
        url: `${API}/loginApi/getSms`,
        payload: { phone },
        remoteAddress: '203.0.113.7',
      });
    for (const phone of ['13700000001', '13700000002', '13700000003']) {
      expect((await send(phone)).json()).toEqual(SENT);
    }
    const refused = await send('13700000004');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
  });
});

describe('the dev outbox in production', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, nodeEnv: 'production' });
  });
  afterAll(() => context.close());

  it('does not exist', async () => {
    const response = await context.app.inject({ url: '/dev/outbox?to=13800000001' });
    expect(response.statusCode).toBe(404);
  });
});

describe('production with an SMS gateway and SMTP', () => {
  let context: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    [sms, smtp] = await Promise.all([startSmsStandIn(), startSmtpStandIn()]);
    context = await createTestApp({
      db: testDb.db,
      nodeEnv: 'production',
      smtpUrl: smtp.url,
      smsGateway: { provider: 'twilio', baseUrl: sms.url, ...TWILIO, from: '+15005550006' },
    });
  });
  afterAll(async () => {
    await context.close();
    await Promise.all([sms.close(), smtp.close()]);
  });

  it('offers both channels', async () => {
    const response = await context.app.inject({ url: `${API}/loginApi/codeChannels` });
    expect(response.json()).toMatchObject({ code: 200, data: { sms: true, email: true } });
  });

  it('texts the code through the gateway, and it signs in', async () => {
    expect(await post(context.app, '/loginApi/getSms', { phone: '13800000003' })).toEqual(SENT);
    const text = await sms.next();
    expect(text.to).toBe('+8613800000003');
    const code = /\d{6}/.exec(text.text)![0];
    expect(text.text).toBe(`【中葡经贸通】您的登录验证码为 ${code}，5分钟内有效。`);
    expect(
      await post(context.app, '/loginApi/codeLogin', { phone: '13800000003', code }),
    ).toMatchObject({ code: 200, msg: '登录成功' });
  });

  it("mails the code through SMTP in the asker's language, and it signs in", async () => {
    const answer = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/getEmailSms`,
      headers: { 'accept-language': 'en' },
      payload: { email: 'demo.mo@example.com' },
    });
    expect(answer.json()).toEqual({ code: 200, msg: 'Code sent; check your inbox' });
    const mail = await smtp.next();
    expect(mail.to).toBe('demo.mo@example.com');
    expect(mail.text).toContain('From: test@localhost');
    const code = /\b\d{6}\b/.exec(mail.text.split('\r\n\r\n').slice(1).join('\n'))![0];
    expect(
      await post(context.app, '/loginApi/emailCodeLogin', { email: 'demo.mo@example.com', code }),
    ).toMatchObject({ code: 200, msg: '登录成功' });
  });
});

describe('production without an SMS gateway or SMTP', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, nodeEnv: 'production' });
  });
  afterAll(() => context.close());

  it("offers neither channel and refuses codes in the asker's language", async () => {
    const channels = await context.app.inject({ url: `${API}/loginApi/codeChannels` });
    expect(channels.json()).toMatchObject({ data: { sms: false, email: false } });
    expect(await post(context.app, '/loginApi/getRegisterSms', { phone: '13912340000' })).toEqual({
      code: 400,
      msg: '暂不支持短信验证码，请使用邮箱',
    });
    const inPortuguese = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/getRegisterEmailSms`,
      headers: { 'accept-language': 'pt-PT' },
      payload: { email: 'refused.pt@example.com' },
    });
    expect(inPortuguese.json()).toEqual({
      code: 400,
      msg: 'Os códigos por e-mail não estão disponíveis; use o telemóvel',
    });
    const stored = await testDb.db.query(
      "SELECT 1 FROM dev_outbox WHERE recipient IN ('13912340000', 'refused.pt@example.com')",
    );
    expect(stored.rows).toEqual([]);
  });
});

describe('sign-in by code', () => {
  let context: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, now: clock.now });
  });
  afterAll(() => context.close());
  // Every test starts after the previous one's resend cooldown.
  beforeEach(() => clock.advance(RESEND_WAIT_MS));

  const sendLoginCode = async (phone: string) => {
    expect(await post(context.app, '/loginApi/getSms', { phone })).toEqual(SENT);
    return latestCode(context.app, phone);
  };

  it('signs in once with the code texted to the phone', async () => {
    const code = await sendLoginCode('13800000001');
    const answer = await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code });
    expect(answer).toMatchObject({ code: 200, msg: '登录成功' });
    expect(
      (await post(context.app, '/member/userInfo', {}, bearer(answer.token))).data,
    ).toMatchObject({
      username: '13800000001',
    });
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code })).toEqual(
      INVALID,
    );
  });

  it('signs in with the code mailed to the address', async () => {
    await post(context.app, '/loginApi/getEmailSms', { email: 'demo.mo@example.com' });
    const code = await latestCode(context.app, 'demo.mo@example.com');
    expect(
      await post(context.app, '/loginApi/emailCodeLogin', { email: 'DEMO.MO@example.com', code }),
    ).toMatchObject({ code: 200, msg: '登录成功', token: expect.any(String) });
  });

  it('answers an unknown account like a wrong code', async () => {
    await post(context.app, '/loginApi/getSms', { phone: '13900000001' });
    expect(
      await post(context.app, '/loginApi/codeLogin', { phone: '13900000001', code: '123456' }),
    ).toEqual(INVALID);
    expect(
      await post(context.app, '/loginApi/emailCodeLogin', {
        email: 'nobody@example.com',
        code: '123456',
      }),
    ).toEqual(INVALID);
  });

  it('checks the inputs with the spec messages', async () => {
    expect(
      await post(context.app, '/loginApi/codeLogin', { phone: '1380000000', code: '1' }),
    ).toEqual({ code: 400, msg: '手机号格式不正确' });
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000001' })).toEqual({
      code: 400,
      msg: '验证码不能为空',
    });
    expect(
      await post(context.app, '/loginApi/emailCodeLogin', { email: 'x@y', code: '123456' }),
    ).toEqual({ code: 400, msg: '邮箱格式不正确' });
  });

  it('expires codes after 5 minutes', async () => {
    const code = await sendLoginCode('13800000001');
    clock.advance(5 * 60 * 1000 + 1);
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code })).toEqual(
      INVALID,
    );
  });

  it('keeps only the newest code', async () => {
    const older = await sendLoginCode('13800000001');
    clock.advance(RESEND_WAIT_MS);
    const newer = await sendLoginCode('13800000001');
    expect(older).not.toBe(newer);
    expect(
      await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code: older }),
    ).toEqual(INVALID);
    expect(
      await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code: newer }),
    ).toMatchObject({ code: 200 });
  });

  it('burns a code after 5 wrong tries', async () => {
    const code = await sendLoginCode('13800000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code: wrong }),
      ).toEqual(INVALID);
    }
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code })).toEqual(
      INVALID,
    );
  });

  it('accepts a code only for its purpose', async () => {
    await post(context.app, '/loginApi/getSms', { phone: '13800000001', scene: 'forgotPassword' });
    const code = await latestCode(context.app, '13800000001');
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000001', code })).toEqual(
      INVALID,
    );
  });

  it('refuses a disabled member the same way', async () => {
    const code = await sendLoginCode('13800000003');
    await testDb.db.query(`UPDATE members SET disabled = TRUE WHERE username = '13800000003'`);
    expect(await post(context.app, '/loginApi/codeLogin', { phone: '13800000003', code })).toEqual(
      INVALID,
    );
    clock.advance(RESEND_WAIT_MS);
    const before = (await outbox(context.app, '13800000003')).length;
    expect(await post(context.app, '/loginApi/getSms', { phone: '13800000003' })).toEqual(SENT);
    expect(await outbox(context.app, '13800000003')).toHaveLength(before);
  });
});
