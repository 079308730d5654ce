import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [
    '13800000001',
    '13800000002',
    'demo.pt@example.com',
    'operator@example.com',
    'demo.ao@example.com',
  ]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const call = async (user: string, method: 'GET' | 'POST', url: string) =>
  (
    await context.app.inject({ method, url: `${API}${url}`, headers: bearer(tokens[user]!) })
  ).json();

describe('member routes', () => {
  it('returns the user info of the tea company main account', async () => {
    const body = await call('13800000001', 'POST', '/member/userInfo');
    expect(body).toMatchObject({
      code: 200,
      data: {
        mid: 0,
        username: '13800000001',
        status: 0,
        corporateLabel: 0,
        comName: '云南普洱茶源茶业有限公司',
        phone: '13800000001',
        touxiang: null,
        logo: null,
      },
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'comName',
        'corporateLabel',
        'email',
        'id',
        'logo',
        'mid',
        'name',
        'phone',
        'status',
        'touxiang',
        'username',
      ].sort(),
    );
  });

  it("puts a sub-member in its main account's company scope", async () => {
    const main = (await call('13800000001', 'POST', '/member/userInfo')).data;
    const sub = (await call('13800000002', 'POST', '/member/userInfo')).data;
    expect(sub.mid).toBe(main.id);
    expect(sub.comName).toBe(main.comName);
    const mainLevel = await call('13800000001', 'GET', '/memberRole/getUserHighestLevel');
    const subLevel = await call('13800000002', 'GET', '/memberRole/getUserHighestLevel');
    expect(mainLevel.data).toMatchObject({ roleKey: 'gold', roleName: '黄金会员' });
    expect(subLevel.data).toEqual(mainLevel.data);
    expect(new Date(mainLevel.data.expireTime).getTime()).toBeGreaterThan(Date.now());
  });

  it('falls back to the free start edition without a membership', async () => {
    const body = await call('demo.ao@example.com', 'GET', '/memberRole/getUserHighestLevel');
    expect(body.data).toMatchObject({ roleKey: 'start', expireTime: null });
  });

  it('lists permission strings', async () => {
    const perms = (user: string) =>
      call(user, 'GET', '/getMenu').then((body) =>
        body.data.map((entry: { perms: string }) => entry.perms),
      );
    const main = await perms('13800000001');
    expect(main).toContain('product:supply:publish');
    expect(main).toContain('menu:workbench');
    expect(main).not.toContain('order:order:examine');
    const sub = await perms('13800000002');
    expect(sub).not.toContain('product:supply:publish');
    expect(await perms('operator@example.com')).toEqual(['*:*:*']);
  });

  it('tells whether the caller is a verified company main account', async () => {
    expect((await call('13800000001', 'GET', '/member/isCompany?ajax=1')).data).toBe(false);
    expect((await call('13800000002', 'GET', '/member/isCompany?ajax=1')).data).toBe(false);
    expect(await call('demo.pt@example.com', 'GET', '/member/isCompany?ajax=1')).toEqual({
      code: 200,
      msg: '操作成功',
      data: true,
    });
  });

  it('counts unread notifications and chat messages of the caller only', async () => {
    expect((await call('13800000001', 'GET', '/message/getUnreadNum')).data).toBe(3);
    expect((await call('13800000001', 'GET', '/chatMessage/getMyUnReadMsgCount')).data).toBe(3);
    expect((await call('13800000002', 'GET', '/message/getUnreadNum')).data).toBe(1);
    expect((await call('13800000002', 'GET', '/chatMessage/getMyUnReadMsgCount')).data).toBe(0);
    expect(
      (await call('demo.pt@example.com', 'GET', '/chatMessage/getMyUnReadMsgCount')).data,
    ).toBe(0);
  });

  it('answers on both base paths', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/hg/api/member/userInfo',
      headers: bearer(tokens['demo.pt@example.com']!),
    });
    expect(response.json().data).toMatchObject({
      username: 'demo.pt@example.com',
      status: 2,
      mid: 0,
    });
  });

  it('requires a token', async () => {
    for (const [method, url] of [
      ['POST', '/member/userInfo'],
      ['GET', '/memberRole/getUserHighestLevel'],
      ['GET', '/getMenu'],
      ['GET', '/member/isCompany'],
      ['GET', '/message/getUnreadNum'],
      ['GET', '/chatMessage/getMyUnReadMsgCount'],
    ] as const) {
      const response = await context.app.inject({ method, url: `${API}${url}` });
      expect(response.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    }
  });
});

describe('dictionary', () => {
  it('is public and lists the trade currencies', async () => {
    const body = (await context.app.inject({ url: `${API}/dict/data/type/trade_currency` })).json();
    expect(body.code).toBe(200);
    expect(body.data.map((entry: { dictValue: string }) => entry.dictValue)).toEqual([
      'CNY',
      'USD',
      'EUR',
      'MOP',
      'BRL',
      'AOA',
    ]);
    expect(body.data[0]).toEqual({ dictValue: 'CNY', dictLabel: '人民币', remark: '¥' });
  });

  it('returns an empty list for an unknown type and 400 for a malformed one', async () => {
    expect(
      (await context.app.inject({ url: `${API}/dict/data/type/no_such_type` })).json().data,
    ).toEqual([]);
    const bad = (await context.app.inject({ url: `${API}/dict/data/type/Bad-Type!` })).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('type');
  });
});
