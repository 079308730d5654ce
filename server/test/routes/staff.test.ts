import { MESSAGES } from '@portal/validators';
import { subAccountQuotaMsg } from '../../src/lib/quotas';
import {
  API,
  bearer,
  createTestApp,
  latestCode,
  login,
  openTestDb,
  outbox,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';
const BR = 'demo.br@example.com';
const BR_SUB = 'lucas.br@example.com';
const STAFF_PASSWORD = 'Kapa#7788xy';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, BR, BR_SUB]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

const callWith = async (token: string, method: Method, url: string, payload?: object) =>
  (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(token),
      ...(payload && { payload }),
    })
  ).json();
const call = (user: string, method: Method, url: string, payload?: object) =>
  callWith(tokens[user]!, method, url, payload);

async function uploadPng(user: string): Promise<string> {
  const boundary = '----staffTest';
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `${API}/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[user]!),
    },
  });
  return response.json().data.url;
}

async function staffIdOf(owner: string, username: string): Promise<number> {
  const list = await call(owner, 'GET', `/staff/list?keyword=${encodeURIComponent(username)}`);
  return list.rows.find((row: { username: string }) => row.username === username).id;
}

const NOT_FOUND = { code: 404, msg: '员工不存在' };
const SENT = { code: 200, msg: '验证码已发送，请注意查收' };
const CODE_INVALID = { code: 400, msg: '验证码错误或已失效' };

/** Adds staff as the screen does: a code to the future sign-in, which the staff member passes on. */
async function addStaff(owner: string, body: { account: string } & Record<string, unknown>) {
  expect(await call(owner, 'POST', '/staff/sendCode', { account: body.account })).toEqual(SENT);
  const code = await latestCode(context.app, body.account.trim().toLowerCase());
  return call(owner, 'POST', '/staff', { ...body, code });
}

describe('main account only', () => {
  it('refuses every staff route to a sub-member', async () => {
    const refused = { code: 403, msg: '仅企业主账号可操作' };
    const id = await staffIdOf(TEA, TEA_SUB);
    expect(await call(TEA_SUB, 'GET', '/staff/list')).toEqual(refused);
    expect(await call(TEA_SUB, 'GET', `/staff/${id}`)).toEqual(refused);
    expect(
      await call(TEA_SUB, 'POST', '/staff', {
        account: '13911112222',
        password: STAFF_PASSWORD,
        name: '张三',
      }),
    ).toEqual(refused);
    expect(await call(TEA_SUB, 'PUT', '/staff', { id, name: 'X' })).toEqual(refused);
    expect(await call(TEA_SUB, 'PUT', `/staff/${id}/status`, { disabled: true })).toEqual(refused);
    expect(await call(TEA_SUB, 'PUT', `/staff/${id}/verify`, { verified: false })).toEqual(refused);
    expect(await call(TEA_SUB, 'PUT', `/staff/${id}/supplyPublish`, { granted: true })).toEqual(
      refused,
    );
  });
});

describe('listing and reading', () => {
  it('lists only the own company’s sub-members, newest first, with filters', async () => {
    const list = await call(TEA, 'GET', '/staff/list?pageNum=1&pageSize=10');
    expect(list).toMatchObject({ code: 200, total: 2 });
    expect(list.rows.map((row: { username: string }) => row.username).sort()).toEqual([
      '13800000002',
      '13800000003',
    ]);
    expect(list.rows[0]).toMatchObject({
      disabled: false,
      verified: false,
      englishName: null,
      businessCard: null,
    });
    expect(Object.keys(list.rows[0]).sort()).toEqual(
      [
        'id',
        'username',
        'name',
        'englishName',
        'position',
        'workEmail',
        'phone',
        'email',
        'wechat',
        'touxiang',
        'businessCard',
        'disabled',
        'verified',
        'supplyPublish',
        'createTime',
      ].sort(),
    );
    const byName = await call(TEA, 'GET', `/staff/list?keyword=${encodeURIComponent('晓梅')}`);
    expect(byName.rows.map((row: { name: string }) => row.name)).toEqual(['李晓梅']);
    const wildcard = await call(TEA, 'GET', '/staff/list?keyword=%25');
    expect(wildcard.total).toBe(0);
    expect((await call(TEA, 'GET', '/staff/list?status=disabled')).total).toBe(0);
    expect((await call(TEA, 'GET', '/staff/list?status=enabled')).total).toBe(2);
    expect((await call(TEA, 'GET', `/staff/list?keyword=${'x'.repeat(51)}`)).code).toBe(400);
    expect((await call(TEA, 'GET', '/staff/list?status=all')).code).toBe(400);
    expect((await call(TEA, 'GET', '/staff/list?pageSize=101')).code).toBe(400);
  });

  it('reads one staff member; another company’s or the main account’s id is as missing', async () => {
    const id = await staffIdOf(TEA, TEA_SUB);
    expect((await call(TEA, 'GET', `/staff/${id}`)).data).toMatchObject({
      id,
      username: TEA_SUB,
      phone: TEA_SUB,
      name: '李晓梅',
    });
    expect(await call(PT, 'GET', `/staff/${id}`)).toEqual(NOT_FOUND);
    expect(await call(TEA, 'GET', '/staff/999999')).toEqual(NOT_FOUND);
    const mainId = (await call(TEA, 'POST', '/member/userInfo')).data.id;
    expect(await call(TEA, 'GET', `/staff/${mainId}`)).toEqual(NOT_FOUND);
  });
});

describe('adding staff', () => {
  const valid = { account: '13911110001', code: '123456', password: STAFF_PASSWORD, name: '赵六' };

  it('checks every field with the spec’s messages', async () => {
    const cases: [object, string][] = [
      [{ account: '' }, MESSAGES.accountRequired],
      [{ account: undefined }, MESSAGES.accountRequired],
      [{ account: '12345' }, MESSAGES.accountFormat],
      [{ account: 'someone@' }, MESSAGES.accountFormat],
      [{ code: undefined }, MESSAGES.codeRequired],
      [{ password: undefined }, MESSAGES.passwordRequired],
      [{ password: 'abcdefgh' }, MESSAGES.passwordRule],
      [{ name: '  ' }, '请输入员工姓名'],
      [{ workEmail: 'not-mail' }, MESSAGES.emailFormat],
      [{ touxiang: 'https://evil.example.com/a.png' }, '头像图片不存在或格式不正确'],
      // No code was sent to a taken account, so none is right (and nothing says it is taken).
      [{ account: TEA }, CODE_INVALID.msg],
      [{ account: PT.toUpperCase() }, CODE_INVALID.msg],
      [{ account: 'ana.pt@example.com' }, CODE_INVALID.msg],
      // A code nobody sent.
      [{}, CODE_INVALID.msg],
    ];
    for (const [change, msg] of cases) {
      expect(await call(TEA, 'POST', '/staff', { ...valid, ...change })).toEqual({
        code: 400,
        msg,
      });
    }
    const foreignCard = await uploadPng(PT);
    expect(await call(TEA, 'POST', '/staff', { ...valid, businessCard: foreignCard })).toEqual({
      code: 400,
      msg: '名片图片不存在或格式不正确',
    });
    expect((await call(TEA, 'POST', '/staff', { ...valid, mid: 0 })).msg).toBe('不支持的参数：mid');
    expect((await call(TEA, 'GET', '/staff/list')).total).toBe(2);
  });

  it('creates a staff member who signs in with their own account under the company', async () => {
    const card = await uploadPng(TEA);
    const created = await addStaff(TEA, {
      account: ' Zhao.Liu@Example.com ',
      password: STAFF_PASSWORD,
      name: ' 赵六 ',
      englishName: 'Zhao Liu',
      position: '外贸专员',
      workEmail: 'ZL@tea.example.com',
      wechat: 'zhaoliu88',
      businessCard: card,
      supplyPublish: true,
    });
    expect(created.code).toBe(200);
    const staff = (await call(TEA, 'GET', `/staff/${created.data.id}`)).data;
    expect(staff).toMatchObject({
      username: 'zhao.liu@example.com',
      email: 'zhao.liu@example.com',
      phone: null,
      name: '赵六',
      englishName: 'Zhao Liu',
      position: '外贸专员',
      workEmail: 'zl@tea.example.com',
      wechat: 'zhaoliu88',
      businessCard: card,
      supplyPublish: true,
      disabled: false,
      verified: false,
    });
    expect((await call(TEA, 'GET', '/staff/list')).rows[0].id).toBe(created.data.id);

    const token = await login(context.app, 'ZHAO.LIU@example.com', STAFF_PASSWORD);
    const info = (await callWith(token, 'POST', '/member/userInfo')).data;
    const mainId = (await call(TEA, 'POST', '/member/userInfo')).data.id;
    expect(info).toMatchObject({ id: created.data.id, mid: mainId });
    const perms = (await callWith(token, 'GET', '/getMenu')).data.map(
      (row: { perms: string }) => row.perms,
    );
    expect(perms).toEqual(
      expect.arrayContaining(['menu:workbench', 'product:product:list', 'product:supply:publish']),
    );
    expect(perms).not.toContain('member:staff:edit');
    expect((await callWith(token, 'GET', '/staff/list')).code).toBe(403);
  });

  it('gives a phone account no supply permission unless asked', async () => {
    const created = await addStaff(TEA, {
      account: '13911110002',
      password: STAFF_PASSWORD,
      name: '赵六',
    });
    const token = await login(context.app, '13911110002', STAFF_PASSWORD);
    const perms = (await callWith(token, 'GET', '/getMenu')).data.map(
      (row: { perms: string }) => row.perms,
    );
    expect(perms).not.toContain('product:supply:publish');
    expect((await call(TEA, 'GET', `/staff/${created.data.id}`)).data).toMatchObject({
      phone: '13911110002',
      email: null,
      supplyPublish: false,
    });
  });
});

describe('binding a staff sign-in with a code (issue 11 items 2 and 13)', () => {
  it('binds only the account the code was sent to; until then it signs in nowhere', async () => {
    const account = '13911110007';
    expect(await call(TEA, 'POST', '/staff/sendCode', { account })).toEqual(SENT);
    const code = await latestCode(context.app, account);
    const form = { account, password: STAFF_PASSWORD, name: '钱七' };
    // The code binds its own target only.
    expect(await call(TEA, 'POST', '/staff', { ...form, account: '13911110008', code })).toEqual(
      CODE_INVALID,
    );
    const before = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: account, password: STAFF_PASSWORD },
    });
    expect(before.json()).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    expect((await call(TEA, 'POST', '/staff', { ...form, code })).code).toBe(200);
    await login(context.app, account, STAFF_PASSWORD);
    // Single use.
    expect(
      await call(TEA, 'POST', '/staff', { ...form, account: account.replace('07', '09'), code }),
    ).toEqual(CODE_INVALID);
  });

  it('answers a taken and a free account alike; the taken one’s owner gets a notice, no code', async () => {
    const free = await call(TEA, 'POST', '/staff/sendCode', { account: 'free.staff@example.com' });
    const taken = await call(TEA, 'POST', '/staff/sendCode', { account: ' Demo.PT@example.com ' });
    expect(taken).toEqual(free);
    expect(taken).toEqual(SENT);
    const [notice] = await outbox(context.app, PT);
    expect(notice!.subject).toBe('【中葡经贸通】账号提醒');
    expect(notice!.body).toContain('有企业申请将本邮箱添加为员工账号');
    expect(notice!.body).not.toMatch(/\d{6}/);
    expect((await outbox(context.app, 'free.staff@example.com'))[0]!.body).toMatch(/\d{6}/);
  });

  it('writes the notice to a taken account’s owner in the language of the request', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `${API}/staff/sendCode`,
      headers: { ...bearer(tokens[TEA]!), 'accept-language': 'pt-PT' },
      payload: { account: '13800000003' },
    });
    expect(response.json()).toEqual({ code: 200, msg: 'Código enviado; verifique a sua caixa' });
    expect((await outbox(context.app, '13800000003'))[0]).toMatchObject({
      channel: 'sms',
      subject: '[Sino-Lusófono Comércio] Aviso da conta',
      body: '[Sino-Lusófono Comércio] Uma empresa pediu para adicionar este número de telemóvel como conta de colaborador. Como já está registado, não foi enviado nenhum código. Se não foi você, ignore esta mensagem.',
    });
  });

  it('is for main accounts, with a well-formed account', async () => {
    expect(await call(TEA_SUB, 'POST', '/staff/sendCode', { account: '13911110010' })).toEqual({
      code: 403,
      msg: '仅企业主账号可操作',
    });
    expect(await call(TEA, 'POST', '/staff/sendCode', { account: '12345' })).toEqual({
      code: 400,
      msg: MESSAGES.accountFormat,
    });
  });
});

describe('sub-account quota (Serra Verde, start edition: 2 sub-accounts, 1 used)', () => {
  it('takes the last seat, then refuses at exactly the limit; disabling frees a seat', async () => {
    const first = await addStaff(BR, {
      account: 'maria.br@example.com',
      password: STAFF_PASSWORD,
      name: 'Maria Costa',
    });
    expect(first.code).toBe(200);
    const over = { account: 'pedro.br@example.com', password: STAFF_PASSWORD, name: 'Pedro' };
    expect(await call(BR, 'POST', '/staff', over)).toEqual({
      code: 403,
      msg: subAccountQuotaMsg(2, 2),
    });
    expect(subAccountQuotaMsg(2, 2)).toBe('子账号数量已达会员上限（2/2），请升级会员');

    const staffToken = await login(context.app, 'maria.br@example.com', STAFF_PASSWORD);
    expect((await callWith(staffToken, 'POST', '/member/userInfo')).code).toBe(200);
    expect(
      await call(BR, 'PUT', `/staff/${first.data.id}/status`, { disabled: true }),
    ).toMatchObject({ code: 200 });
    expect(await callWith(staffToken, 'POST', '/member/userInfo')).toMatchObject({ code: 401 });
    const refused = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: 'maria.br@example.com', password: STAFF_PASSWORD },
    });
    expect(refused.json()).toEqual({ code: 400, msg: '账号已停用，请联系企业管理员' });
    expect((await call(BR, 'GET', '/staff/list?status=disabled')).rows).toEqual([
      expect.objectContaining({ id: first.data.id, disabled: true }),
    ]);

    expect((await addStaff(BR, over)).code).toBe(200);
    expect(await call(BR, 'PUT', `/staff/${first.data.id}/status`, { disabled: false })).toEqual({
      code: 403,
      msg: subAccountQuotaMsg(2, 2),
    });
    // Disabling another one makes room to enable Maria again.
    const lucas = await staffIdOf(BR, BR_SUB);
    await call(BR, 'PUT', `/staff/${lucas}/status`, { disabled: true });
    expect(
      (await call(BR, 'PUT', `/staff/${first.data.id}/status`, { disabled: false })).code,
    ).toBe(200);
    expect((await call(BR, 'POST', '/member/userInfo')).code).toBe(200);
    await login(context.app, 'maria.br@example.com', STAFF_PASSWORD);
  });

  it('answers a status change of another company’s staff as missing', async () => {
    const id = await staffIdOf(TEA, TEA_SUB);
    expect(await call(BR, 'PUT', `/staff/${id}/status`, { disabled: true })).toEqual(NOT_FOUND);
    expect(await call(BR, 'PUT', '/staff/999999/status', { disabled: true })).toEqual(NOT_FOUND);
    expect((await call(TEA_SUB, 'POST', '/member/userInfo')).code).toBe(200);
    expect((await call(BR, 'PUT', `/staff/${id}/status`, { disabled: 'yes' })).code).toBe(400);
  });
});

describe('editing, verification and the supply permission', () => {
  it('replaces the profile of an own staff member only', async () => {
    const id = await staffIdOf(TEA, '13800000003');
    const card = await uploadPng(TEA);
    const update = {
      id,
      name: '王磊',
      englishName: 'Wang Lei',
      position: '仓储主管',
      workEmail: 'wl@tea.example.com',
      wechat: 'wanglei',
      touxiang: null,
      businessCard: card,
    };
    expect(await call(TEA, 'PUT', '/staff', update)).toMatchObject({ code: 200 });
    expect((await call(TEA, 'GET', `/staff/${id}`)).data).toMatchObject({
      englishName: 'Wang Lei',
      position: '仓储主管',
      businessCard: card,
      username: '13800000003',
    });
    expect(await call(TEA, 'PUT', '/staff', { ...update, name: '' })).toEqual({
      code: 400,
      msg: '请输入员工姓名',
    });
    expect(await call(TEA, 'PUT', '/staff', { ...update, workEmail: 'x@' })).toEqual({
      code: 400,
      msg: MESSAGES.emailFormat,
    });
    expect((await call(TEA, 'PUT', '/staff', { ...update, username: 'x@example.com' })).msg).toBe(
      '不支持的参数：username',
    );
    expect((await call(TEA, 'PUT', '/staff', { ...update, password: STAFF_PASSWORD })).code).toBe(
      400,
    );
    expect(await call(PT, 'PUT', '/staff', { ...update, businessCard: null })).toEqual(NOT_FOUND);
    expect(await call(TEA, 'PUT', '/staff', { ...update, id: 999999 })).toEqual(NOT_FOUND);
    expect((await call(TEA, 'GET', `/staff/${id}`)).data.businessCard).toBe(card);
  });

  it('verifies an employee only with a business card on file', async () => {
    const withoutCard = await staffIdOf(TEA, TEA_SUB);
    expect(await call(TEA, 'PUT', `/staff/${withoutCard}/verify`, { verified: true })).toEqual({
      code: 400,
      msg: '请先上传员工名片',
    });
    const withCard = await staffIdOf(TEA, '13800000003');
    expect(await call(PT, 'PUT', `/staff/${withCard}/verify`, { verified: true })).toEqual(
      NOT_FOUND,
    );
    expect((await call(TEA, 'PUT', `/staff/${withCard}/verify`, { verified: true })).code).toBe(
      200,
    );
    const staff = (await call(TEA, 'GET', `/staff/${withCard}`)).data;
    expect(staff.verified).toBe(true);
    // Removing the card withdraws the verification that rested on it.
    await call(TEA, 'PUT', '/staff', { id: withCard, name: staff.name, businessCard: null });
    expect((await call(TEA, 'GET', `/staff/${withCard}`)).data.verified).toBe(false);
  });

  it('grants and revokes supply publishing, visible at once in the staff member’s menu', async () => {
    const id = await staffIdOf(TEA, TEA_SUB);
    const perms = async () =>
      (await call(TEA_SUB, 'GET', '/getMenu')).data.map((row: { perms: string }) => row.perms);
    expect(await perms()).not.toContain('product:supply:publish');
    expect(await call(PT, 'PUT', `/staff/${id}/supplyPublish`, { granted: true })).toEqual(
      NOT_FOUND,
    );
    expect(await perms()).not.toContain('product:supply:publish');
    expect((await call(TEA, 'PUT', `/staff/${id}/supplyPublish`, { granted: true })).code).toBe(
      200,
    );
    expect((await call(TEA, 'PUT', `/staff/${id}/supplyPublish`, { granted: true })).code).toBe(
      200,
    );
    expect(await perms()).toContain('product:supply:publish');
    expect((await call(TEA, 'GET', `/staff/${id}`)).data.supplyPublish).toBe(true);
    expect((await call(TEA, 'PUT', `/staff/${id}/supplyPublish`, { granted: false })).code).toBe(
      200,
    );
    expect(await perms()).not.toContain('product:supply:publish');
    expect(
      (await call(TEA, 'PUT', `/staff/${id}/supplyPublish`, { granted: true, perms: '*:*:*' })).msg,
    ).toBe('不支持的参数：perms');
  });
});
