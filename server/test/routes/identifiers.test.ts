/**
 * Security issue 11: an e-mail change needs the password and a code sent to the new address
 * (item 2), answers alike whether the address is taken (item 13); a stranger's code requests
 * cannot lock the owner out (item 12).
 */
import {
  API,
  bearer,
  createTestApp,
  latestCode,
  login,
  openTestDb,
  outbox,
  post,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const PASSWORD = 'Demo@2026';
const SENT = { code: 200, msg: '验证码已发送，请注意查收' };
const INVALID = { code: 400, msg: '验证码错误或已失效' };
const LOGIN_FAILED = { code: 400, msg: '用户不存在/密码错误' };
const RESEND_WAIT_MS = 61 * 1000;

describe('changing the e-mail (items 2 and 13)', () => {
  let context: TestApp;
  const clock = testClock();
  let token: string;
  const TEA = '13800000001';
  const NEW = 'tea.owner@example.com';

  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, now: clock.now });
    token = await login(context.app, TEA);
  });
  afterAll(() => context.close());

  const send = (body: object, as = token) =>
    post(context.app, '/member/emailChange/sendCode', body, bearer(as));
  const confirm = (body: object, as = token) =>
    post(context.app, '/member/emailChange/confirm', body, bearer(as));
  const passwordLogin = (username: string) =>
    post(context.app, '/loginApi/login', { username, password: PASSWORD });
  const info = async () =>
    (await context.app.inject({ url: `${API}/member/info`, headers: bearer(token) })).json().data;

  it('needs a session, the password and a well-formed address', async () => {
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `${API}/member/emailChange/sendCode`,
      payload: { email: NEW, password: PASSWORD },
    });
    expect(anonymous.json().code).toBe(401);
    expect(await send({ email: 'nope@', password: PASSWORD })).toEqual({
      code: 400,
      msg: '邮箱格式不正确',
    });
    expect(await send({ email: NEW })).toEqual({ code: 400, msg: '密码不能为空' });
    expect(await send({ email: NEW, password: 'Wrong@2026' })).toEqual({
      code: 400,
      msg: '密码错误',
    });
    expect(await outbox(context.app, NEW)).toEqual([]);
  });

  it('binds the new address only with the code sent to it; until then it neither signs in nor resets', async () => {
    expect(await send({ email: ' Tea.Owner@Example.com ', password: PASSWORD })).toEqual(SENT);
    const [mail] = await outbox(context.app, NEW);
    expect(mail!.subject).toBe('【中葡经贸通】绑定邮箱验证码');

    // Pending: no sign-in, no reset code, no code sign-in.
    expect(await passwordLogin(NEW)).toEqual(LOGIN_FAILED);
    clock.advance(RESEND_WAIT_MS);
    expect(
      await post(context.app, '/loginApi/getEmailSms', { email: NEW, scene: 'forgotPassword' }),
    ).toEqual(SENT);
    expect(await outbox(context.app, NEW)).toHaveLength(1);
    expect(await info()).toMatchObject({ email: null });

    const code = await latestCode(context.app, NEW);
    expect(await confirm({ email: NEW, code: '000000' === code ? '111111' : '000000' })).toEqual(
      INVALID,
    );
    expect(await confirm({ email: 'other@example.com', code })).toEqual(INVALID);
    expect(await confirm({ email: NEW, code })).toEqual({ code: 200, msg: '邮箱修改成功' });
    expect(await info()).toMatchObject({ email: NEW });
    expect((await passwordLogin(NEW)).code).toBe(200);
    // The old contact (here the phone: the account had no e-mail) is told.
    const [notice] = await outbox(context.app, TEA);
    expect(notice).toMatchObject({ channel: 'sms', subject: '【中葡经贸通】邮箱变更提醒' });
    expect(notice!.body).toContain('t***@example.com');
    // Single use.
    expect(await confirm({ email: NEW, code })).toEqual(INVALID);
  });

  it('tells the old e-mail address when it is replaced', async () => {
    clock.advance(RESEND_WAIT_MS);
    expect(await send({ email: 'tea.boss@example.com', password: PASSWORD })).toEqual(SENT);
    const code = await latestCode(context.app, 'tea.boss@example.com');
    expect((await confirm({ email: 'tea.boss@example.com', code })).code).toBe(200);
    const [notice] = await outbox(context.app, NEW);
    expect(notice!.subject).toBe('【中葡经贸通】邮箱变更提醒');
    expect(await passwordLogin(NEW)).toEqual(LOGIN_FAILED);
  });

  it('answers a taken address like a free one; its owner gets a notice and no code', async () => {
    clock.advance(RESEND_WAIT_MS);
    const taken = await send({ email: 'Demo.PT@example.com', password: PASSWORD });
    const free = await send({ email: 'nobody.yet@example.com', password: PASSWORD });
    expect(taken).toEqual(free);
    expect(taken).toEqual(SENT);
    const [notice] = await outbox(context.app, 'demo.pt@example.com');
    expect(notice!.subject).toBe('【中葡经贸通】账号提醒');
    expect(notice!.body).not.toMatch(/\d{6}/);
    // Only the newest request is pending, and no code exists for the taken address anyway.
    expect(await confirm({ email: 'demo.pt@example.com', code: '123456' })).toEqual(INVALID);
  });

  it('refuses the current address', async () => {
    expect(await send({ email: 'tea.boss@example.com', password: PASSWORD })).toEqual({
      code: 400,
      msg: '新邮箱不能与当前邮箱相同',
    });
  });

  it('lets no other member confirm a code meant for someone else', async () => {
    clock.advance(RESEND_WAIT_MS);
    expect(await send({ email: 'shared@example.com', password: PASSWORD })).toEqual(SENT);
    const code = await latestCode(context.app, 'shared@example.com');
    const other = await login(context.app, '13800000002');
    expect(await confirm({ email: 'shared@example.com', code }, other)).toEqual(INVALID);
    expect((await confirm({ email: 'shared@example.com', code })).code).toBe(200);
  });

  it('writes the code and the notice in the language of the request that sends each', async () => {
    const staff = await login(context.app, '13800000002');
    const asking = (language: string) => ({ ...bearer(staff), 'accept-language': language });
    const email = 'li.xiaomei@example.com';
    expect(
      await post(
        context.app,
        '/member/emailChange/sendCode',
        { email, password: PASSWORD },
        asking('pt'),
      ),
    ).toEqual({ code: 200, msg: 'Código enviado; verifique a sua caixa' });
    const [mail] = await outbox(context.app, email);
    expect(mail!.subject).toBe('[Sino-Lusófono Comércio] Código de associação do e-mail');
    expect(mail!.body).toMatch(
      /^\[Sino-Lusófono Comércio\] O seu código de associação do e-mail é \d{6} e é válido durante 5 minutos\.$/,
    );

    const code = await latestCode(context.app, email);
    expect(
      await post(context.app, '/member/emailChange/confirm', { email, code }, asking('en')),
    ).toEqual({ code: 200, msg: 'E-mail changed' });
    // The member had no e-mail: the phone is told, in the language of the confirming request.
    expect((await outbox(context.app, '13800000002'))[0]).toMatchObject({
      channel: 'sms',
      subject: '[Sino-Lusophone Trade] E-mail change notice',
      body: "[Sino-Lusophone Trade] Your account's e-mail address is now l***@example.com. If this was not you, change your password at once and contact the platform's support.",
    });
  });
});

describe('a stranger cannot lock the owner out of codes (item 12)', () => {
  let context: TestApp;
  const clock = testClock();
  const VICTIM = 'demo.br@example.com';
  const STRANGER_IP = '203.0.113.7';
  const OWNER_IP = '198.51.100.20';

  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, now: clock.now });
  });
  afterAll(() => context.close());

  const request = (ip: string, scene: string, email = VICTIM) =>
    context.app
      .inject({
        method: 'POST',
        url: `${API}/loginApi/getEmailSms`,
        payload: { email, scene },
        remoteAddress: ip,
      })
      .then((response) => response.json());

  it('keeps the owner’s code login and password reset working after a stranger’s requests', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await request(STRANGER_IP, 'login')).toEqual(SENT);
      clock.advance(RESEND_WAIT_MS);
    }
    expect((await request(STRANGER_IP, 'login')).code).toBe(429);
    // Another purpose has its own quota, even from the stranger's IP …
    expect(await request(STRANGER_IP, 'forgotPassword')).toEqual(SENT);
    // … and the owner, elsewhere, still gets a code and signs in with it.
    expect(await request(OWNER_IP, 'login')).toEqual(SENT);
    const code = await latestCode(context.app, VICTIM);
    expect(
      (await post(context.app, '/loginApi/emailCodeLogin', { email: VICTIM, code })).code,
    ).toBe(200);
  });

  it('caps what many strangers send to one target, but not an IP the owner signed in from', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const owner = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: VICTIM, password: PASSWORD },
      remoteAddress: OWNER_IP,
    });
    expect(owner.json().code).toBe(200);
    // 4 strangers × 5 requests reach the target's ceiling of 20 an hour.
    for (let i = 0; i < 5; i++) {
      for (const n of [1, 2, 3, 4]) {
        expect(await request(`203.0.113.${n}`, 'forgotPassword')).toEqual(SENT);
      }
      clock.advance(RESEND_WAIT_MS);
    }
    expect((await request('203.0.113.99', 'forgotPassword')).code).toBe(429);
    expect(await request(OWNER_IP, 'forgotPassword')).toEqual(SENT);
  });
});
