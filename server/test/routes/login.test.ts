import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  post,
  testClock,
  type TestApp,
  type TestDb,
} from '../helpers';
import { DEMO_PASSWORD } from '../../src/scripts/seed-demo';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe('captcha enabled', () => {
  let context: TestApp;
  const clock = testClock();
  let answer = 'AbCd';
  beforeAll(async () => {
    context = await createTestApp({
      db: testDb.db,
      captchaEnabled: true,
      now: clock.now,
      createCaptcha: () => ({ text: answer, data: `<svg>${answer}</svg>` }),
    });
  });
  afterAll(() => context.close());

  const newCaptcha = async () => {
    const response = await context.app.inject({ url: `${API}/loginApi/captchaImage` });
    return response.json<{ code: number; captchaEnabled: boolean; img: string; uuid: string }>();
  };
  const credentials = { username: '13800000001', password: 'Demo@2026' };

  it('returns an SVG data URL and a uuid', async () => {
    const captcha = await newCaptcha();
    expect(captcha).toMatchObject({ code: 200, captchaEnabled: true });
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.img.split(',')[1]!, 'base64').toString()).toBe(
      `<svg>${answer}</svg>`,
    );
    expect(captcha.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the answer once, case-insensitively', async () => {
    const { uuid } = await newCaptcha();
    const first = await post(context.app, '/loginApi/login', {
      ...credentials,
      code: 'abcd',
      uuid,
    });
    expect(first).toMatchObject({ code: 200, msg: '登录成功' });
    const replay = await post(context.app, '/loginApi/login', {
      ...credentials,
      code: 'abcd',
      uuid,
    });
    expect(replay).toEqual({ code: 400, msg: '验证码已失效' });
  });

  it('burns the captcha on a wrong answer', async () => {
    const { uuid } = await newCaptcha();
    expect(
      await post(context.app, '/loginApi/login', { ...credentials, code: 'zzzz', uuid }),
    ).toEqual({
      code: 400,
      msg: '验证码错误',
    });
    expect(
      await post(context.app, '/loginApi/login', { ...credentials, code: answer, uuid }),
    ).toEqual({
      code: 400,
      msg: '验证码已失效',
    });
  });

  it('expires after two minutes', async () => {
    answer = 'WxYz';
    const { uuid } = await newCaptcha();
    clock.advance(2 * 60 * 1000 + 1);
    expect(
      await post(context.app, '/loginApi/login', { ...credentials, code: answer, uuid }),
    ).toEqual({
      code: 400,
      msg: '验证码已失效',
    });
  });

  it('requires the code', async () => {
    expect(await post(context.app, '/loginApi/login', credentials)).toEqual({
      code: 400,
      msg: '验证码不能为空',
    });
  });
});

describe('captcha disabled', () => {
  let context: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, now: clock.now });
  });
  afterAll(() => context.close());

  it('says so and logs in without a code', async () => {
    const response = await context.app.inject({ url: `${API}/loginApi/captchaImage` });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false });
    expect(await login(context.app, '13800000002')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in a RuoYi-style client that sends an empty code and uuid', async () => {
    const response = await post(context.app, '/loginApi/login', {
      username: '13800000002',
      password: DEMO_PASSWORD,
      code: '',
      uuid: '',
    });
    expect(response).toMatchObject({ code: 200, token: expect.any(String) });
  });

  it('logs in by email, whatever its case', async () => {
    await expect(login(context.app, 'Demo.PT@example.com')).resolves.toBeTruthy();
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await post(context.app, '/loginApi/login', {
      username: '13999999999',
      password: 'Demo@2026',
    });
    const wrong = await post(context.app, '/loginApi/login', {
      username: '13800000001',
      password: 'Wrong@2026',
    });
    expect(unknown).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    expect(wrong).toEqual(unknown);
  });

  it('refuses a disabled member', async () => {
    await testDb.db.query(`UPDATE members SET disabled = TRUE WHERE username = '13800000003'`);
    const body = await post(context.app, '/loginApi/login', {
      username: '13800000003',
      password: 'Demo@2026',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('停用');
  });

  it('revokes the token on logout', async () => {
    const token = await login(context.app, '13800000001');
    const before = await post(context.app, '/member/userInfo', {}, bearer(token));
    expect(before.code).toBe(200);
    expect(await post(context.app, '/logout', {}, bearer(token))).toEqual({
      code: 200,
      msg: '退出成功',
    });
    expect(await post(context.app, '/member/userInfo', {}, bearer(token))).toEqual({
      code: 401,
      msg: '登录已失效，请重新登录',
    });
  });

  it('expires tokens after seven days', async () => {
    const token = await login(context.app, '13800000001');
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await post(context.app, '/member/userInfo', {}, bearer(token))).code).toBe(401);
  });

  it('rejects a missing or malformed token', async () => {
    expect((await post(context.app, '/member/userInfo', {})).code).toBe(401);
    expect(
      (await post(context.app, '/member/userInfo', {}, { authorization: 'Bearer nope' })).code,
    ).toBe(401);
  });

  it('names the bad field on invalid input', async () => {
    expect(await post(context.app, '/loginApi/login', { username: '13800000001' })).toEqual({
      code: 400,
      msg: '缺少必填参数：password',
    });
    expect(await post(context.app, '/loginApi/login', { username: '', password: 'x' })).toEqual({
      code: 400,
      msg: '参数 username 不能为空',
    });
  });
});

describe('login throttling', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db, rateLimits: { login: 10 } });
  });
  afterAll(() => context.close());

  it('allows 10 login attempts per minute per IP', async () => {
    const attempt = () =>
      context.app.inject({
        method: 'POST',
        url: `${API}/loginApi/login`,
        payload: { username: 'nobody@example.com', password: 'x' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).json().code).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429 });
    expect(limited.json().msg).toContain('请求过于频繁');
  });
});

describe('captcha after repeated failures for one account (captchas otherwise off)', () => {
  let context: TestApp;
  const clock = testClock();
  const answer = 'QxRz';
  beforeAll(async () => {
    context = await createTestApp({
      db: testDb.db,
      now: clock.now,
      createCaptcha: () => ({ text: answer, data: `<svg>${answer}</svg>` }),
    });
  });
  afterAll(() => context.close());

  const captchaFor = (username: string) =>
    context.app
      .inject({ url: `${API}/loginApi/captchaImage?username=${encodeURIComponent(username)}` })
      .then((response) => response.json<{ captchaEnabled: boolean; uuid?: string }>());
  const failFiveTimes = async (username: string) => {
    for (let i = 0; i < 5; i++) {
      expect(
        await post(context.app, '/loginApi/login', { username, password: 'Wrong@2026' }),
      ).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    }
  };

  it('asks the attacked account for a captcha, and only that account', async () => {
    await failFiveTimes('demo.br@example.com');
    expect(
      await post(context.app, '/loginApi/login', {
        username: 'Demo.BR@example.com',
        password: 'Demo@2026',
      }),
    ).toEqual({ code: 400, msg: '请输入验证码', captchaRequired: true });
    expect(await captchaFor('13800000001')).toEqual({
      code: 200,
      msg: '操作成功',
      captchaEnabled: false,
    });
    await expect(login(context.app, '13800000001')).resolves.toBeTruthy();
  });

  it('is never a lockout: the right password with the captcha signs in', async () => {
    const captcha = await captchaFor('demo.br@example.com');
    expect(captcha).toMatchObject({ code: 200, captchaEnabled: true });
    expect(
      await post(context.app, '/loginApi/login', {
        username: 'demo.br@example.com',
        password: 'Demo@2026',
        code: answer,
        uuid: captcha.uuid,
      }),
    ).toMatchObject({ code: 200, msg: '登录成功' });
  });

  it('treats unknown names alike, so the captcha reveals no accounts', async () => {
    await failFiveTimes('nobody.else@example.com');
    expect(
      await post(context.app, '/loginApi/login', {
        username: 'nobody.else@example.com',
        password: 'Demo@2026',
      }),
    ).toEqual({ code: 400, msg: '请输入验证码', captchaRequired: true });
  });

  it('forgets the failures after 15 minutes', async () => {
    clock.advance(15 * 60 * 1000 + 1);
    expect((await captchaFor('demo.br@example.com')).captchaEnabled).toBe(false);
    await expect(login(context.app, 'demo.br@example.com')).resolves.toBeTruthy();
  });
});

describe('concurrent password guesses (issue 11 item 7)', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ db: testDb.db });
  });
  afterAll(() => context.close());

  const guess = (username: string, password: string) =>
    post(context.app, '/loginApi/login', { username, password });

  it('evaluates at most 5 of 50 simultaneous guesses; the right one among the rest does not sign in', async () => {
    const passwords = Array.from({ length: 50 }, (_, i) => (i === 30 ? 'Demo@2026' : `Wrong@${i}`));
    const answers = await Promise.all(passwords.map((p) => guess('demo.mo@example.com', p)));
    const evaluated = answers.filter((answer) => answer.msg === '用户不存在/密码错误');
    const captcha = answers.filter((answer) => answer.captchaRequired === true);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length + captcha.length).toBe(50);
    expect(answers[30]).toEqual({ code: 400, msg: '请输入验证码', captchaRequired: true });
    expect(answers.some((answer) => answer.token)).toBe(false);
  });

  it('counts per account as well as per typed name', async () => {
    await testDb.db.query("UPDATE members SET email = 'wang.lei@example.com' WHERE username = $1", [
      '13800000003',
    ]);
    for (let i = 0; i < 3; i++) {
      expect((await guess('13800000003', 'Wrong@2026')).msg).toBe('用户不存在/密码错误');
    }
    for (let i = 0; i < 2; i++) {
      expect((await guess('wang.lei@example.com', 'Wrong@2026')).msg).toBe('用户不存在/密码错误');
    }
    expect(await guess('13800000003', 'Demo@2026')).toMatchObject({ captchaRequired: true });
    expect(await guess('Wang.Lei@example.com', 'Demo@2026')).toMatchObject({
      captchaRequired: true,
    });
  });

  it('does not count a right password as a failure', async () => {
    for (let i = 0; i < 10; i++) expect((await guess('13800000001', 'Demo@2026')).code).toBe(200);
  });
});
