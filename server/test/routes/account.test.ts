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
let context: TestApp;
const clock = testClock();
beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});
// Every test starts after the previous one's resend cooldown.
beforeEach(() => clock.advance(61 * 1000));

const SENT = { code: 200, msg: '验证码已发送，请注意查收' };
const INVALID = { code: 400, msg: '验证码错误或已失效' };
const NEW_PASSWORD = 'Macau#Tea2024';
const SESSION_EXPIRED = { code: 401, msg: '登录已失效，请重新登录' };

async function codeFor(path: string, payload: Record<string, string>) {
  expect(await post(context.app, `/loginApi/${path}`, payload)).toEqual(SENT);
  return latestCode(context.app, payload.phone ?? payload.email!);
}

/** The signed-in member's company profile, as its owner sees it. */
async function companyOf(token: string) {
  const response = await context.app.inject({
    url: `${API}/member/ownCompany`,
    headers: bearer(token),
  });
  return response.json().data;
}

describe('registration', () => {
  const phone = '13912345678';

  it('checks the form with the spec messages before the code', async () => {
    const form = {
      type: 1,
      phone,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      companyName: '澳门茶行',
    };
    const register = (changes: object) =>
      post(context.app, '/loginApi/register', { ...form, ...changes });
    expect(await register({ phone: '1391234567' })).toEqual({ code: 400, msg: '手机号格式不正确' });
    expect(await register({ code: '' })).toEqual({ code: 400, msg: '验证码不能为空' });
    expect(await register({ password: undefined })).toEqual({ code: 400, msg: '密码不能为空' });
    expect(await register({ password: 'short', confirmPassword: 'short' })).toEqual({
      code: 400,
      msg: '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字',
    });
    expect(await register({ password: 'Admin@123456', confirmPassword: 'Admin@123456' })).toEqual({
      code: 400,
      msg: '密码过于常见，请更换',
    });
    expect(await register({ confirmPassword: 'Macau#Tea2025' })).toEqual({
      code: 400,
      msg: '两次输入密码不一致',
    });
    expect(await register({ companyName: '  ' })).toEqual({ code: 400, msg: '企业名称不能为空' });
    expect(await register({})).toEqual(INVALID);
    expect(
      await post(context.app, '/loginApi/emailRegister', { ...form, type: 2, email: 'li@example' }),
    ).toEqual({ code: 400, msg: '邮箱格式不正确' });
  });

  it('registers a main account by phone, which then signs in with its password', async () => {
    const code = await codeFor('getRegisterSms', { phone });
    expect(
      await post(context.app, '/loginApi/register', {
        type: 1,
        phone,
        code,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        companyName: ' 澳门茶行 ',
      }),
    ).toEqual({ code: 200, msg: '注册成功' });
    const token = await login(context.app, phone, NEW_PASSWORD);
    expect((await post(context.app, '/member/userInfo', {}, bearer(token))).data).toMatchObject({
      mid: 0,
      status: 0,
      username: phone,
      phone,
      email: null,
      comName: '澳门茶行',
    });
    expect(await companyOf(token)).toMatchObject({ name: '澳门茶行', country: 'CN' });
    const menu = await context.app.inject({ url: '/haiguan/api/getMenu', headers: bearer(token) });
    expect(menu.json().data).toContainEqual({ perms: 'product:supply:publish' });
  });

  it('registers a Portuguese mobile number in international form, stored as E.164', async () => {
    expect(
      await post(context.app, '/loginApi/getRegisterSms', { phone: '+351 212 345 678' }),
    ).toEqual({ code: 400, msg: '手机号格式不正确' });
    expect(
      await post(context.app, '/loginApi/getRegisterSms', { phone: '+351 912 345 678' }),
    ).toEqual(SENT);
    const code = await latestCode(context.app, '+351912345678');
    expect(
      await post(context.app, '/loginApi/register', {
        type: 1,
        phone: '+351-91-234-5678',
        code,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        companyName: 'Chá do Porto, Lda.',
      }),
    ).toEqual({ code: 200, msg: '注册成功' });
    // The calling code places the company, whatever the page's language.
    const token = await login(context.app, '+351912345678', NEW_PASSWORD);
    expect(await companyOf(token)).toMatchObject({ name: 'Chá do Porto, Lda.', country: 'PT' });
    // Signs in however the number is written.
    for (const typed of ['+351912345678', '+351 91 234 5678']) {
      const token = await login(context.app, typed, NEW_PASSWORD);
      expect((await post(context.app, '/member/userInfo', {}, bearer(token))).data).toMatchObject({
        username: '+351912345678',
        phone: '+351912345678',
      });
    }
  });

  it('treats +86 and the bare mainland number as one account', async () => {
    await expect(login(context.app, '+86 138 0000 0001')).resolves.toBeTruthy();
    expect(
      await post(context.app, '/loginApi/getRegisterSms', { phone: '+8613800000001' }),
    ).toEqual(SENT);
    const [notice] = await outbox(context.app, '13800000001');
    expect(notice!.body).toBe('【中葡经贸通】该手机号已注册，如非本人操作请忽略。');
  });

  it('sends no code for a registered phone, and the same answer', async () => {
    expect(await post(context.app, '/loginApi/getRegisterSms', { phone: '13800000001' })).toEqual(
      SENT,
    );
    const [notice] = await outbox(context.app, '13800000001');
    expect(notice!.body).toBe('【中葡经贸通】该手机号已注册，如非本人操作请忽略。');
    expect(
      await post(context.app, '/loginApi/register', {
        phone: '13800000001',
        code: '123456',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        companyName: '澳门茶行',
      }),
    ).toEqual(INVALID);
  });

  it('registers by e-mail and signs the new member in', async () => {
    const code = await codeFor('getRegisterEmailSms', { email: 'New.Trader@Example.com' });
    const answer = await post(
      context.app,
      '/loginApi/emailRegister',
      {
        type: 2,
        email: 'New.Trader@Example.com',
        code,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        companyName: 'Comércio Atlântico',
      },
      { 'accept-language': 'pt-BR,pt;q=0.9' },
    );
    expect(answer).toEqual({ code: 200, msg: 'Registo concluído', token: expect.any(String) });
    expect(
      (await post(context.app, '/member/userInfo', {}, bearer(answer.token))).data,
    ).toMatchObject({
      username: 'new.trader@example.com',
      email: 'new.trader@example.com',
      mid: 0,
    });
    // No phone to tell: the page's language does.
    expect(await companyOf(answer.token)).toMatchObject({ country: 'PT' });
    await expect(login(context.app, 'new.trader@example.com', NEW_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('forgotten password', () => {
  it('resets the password by phone code and ends every session', async () => {
    const oldToken = await login(context.app, '13800000002');
    const code = await codeFor('getSms', { phone: '13800000002', scene: 'forgotPassword' });
    expect(
      await post(context.app, '/loginApi/forgotPassword', {
        type: 1,
        phone: '13800000002',
        code,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toEqual({ code: 200, msg: '密码重置成功，请重新登录' });
    expect(await post(context.app, '/member/userInfo', {}, bearer(oldToken))).toEqual(
      SESSION_EXPIRED,
    );
    await expect(login(context.app, '13800000002')).rejects.toThrow('用户不存在/密码错误');
    await expect(login(context.app, '13800000002', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('resets the password by e-mail code', async () => {
    const code = await codeFor('getEmailSms', {
      email: 'demo.pt@example.com',
      scene: 'forgotPassword',
    });
    const form = {
      type: 2,
      email: 'demo.pt@example.com',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    expect(await post(context.app, '/loginApi/emailForgotPassword', { ...form, code: '' })).toEqual(
      {
        code: 400,
        msg: '验证码不能为空',
      },
    );
    expect(await post(context.app, '/loginApi/emailForgotPassword', { ...form, code })).toEqual({
      code: 200,
      msg: '密码重置成功，请重新登录',
    });
    await expect(login(context.app, 'demo.pt@example.com', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers an unknown account like a wrong code', async () => {
    expect(
      await post(context.app, '/loginApi/getSms', {
        phone: '13900000077',
        scene: 'forgotPassword',
      }),
    ).toEqual(SENT);
    expect(await outbox(context.app, '13900000077')).toEqual([]);
    expect(
      await post(context.app, '/loginApi/forgotPassword', {
        phone: '13900000077',
        code: '123456',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toEqual(INVALID);
  });
});

describe('password change', () => {
  const account = 'demo.br@example.com';
  let token: string;
  beforeAll(async () => {
    token = await login(context.app, account);
  });
  const change = (form: object, authToken = token) =>
    post(context.app, '/member/updatePassword', form, bearer(authToken));

  it('needs a session', async () => {
    expect(await post(context.app, '/member/updatePassword', {})).toEqual(SESSION_EXPIRED);
  });

  it('reports the first invalid field with the spec messages', async () => {
    const form = { account, code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await change({})).toEqual({ code: 400, msg: '请输入账号' });
    expect(await change({ ...form, account: 'li' })).toEqual({ code: 400, msg: '账号格式不正确' });
    expect(await change({ ...form, account: 'ana.pt@example.com' })).toEqual({
      code: 400,
      msg: '内容与用户绑定账号不一致',
    });
    expect(await change({ ...form, code: '' })).toEqual({ code: 400, msg: '验证码不能为空' });
    expect(await change({ ...form, password: '' })).toEqual({ code: 400, msg: '密码不能为空' });
    expect(await change({ ...form, confirmPassword: '' })).toEqual({
      code: 400,
      msg: '请再次输入密码',
    });
    expect(await change({ ...form, confirmPassword: 'Macau#Tea2025' })).toEqual({
      code: 400,
      msg: '两次输入密码不一致',
    });
    expect(await change(form)).toEqual(INVALID);
  });

  it('changes the password with the code sent to the bound address and signs out everywhere', async () => {
    const otherSession = await login(context.app, account);
    const code = await codeFor('getEmailSms', { email: account, scene: 'changePassword' });
    expect(
      await change({ account, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toEqual({ code: 200, msg: '修改密码成功，请重新登录！' });
    for (const revoked of [token, otherSession]) {
      expect(await post(context.app, '/member/userInfo', {}, bearer(revoked))).toEqual(
        SESSION_EXPIRED,
      );
    }
    await expect(login(context.app, account, NEW_PASSWORD)).resolves.toBeTruthy();
  });
});
