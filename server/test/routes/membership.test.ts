import { productQuotaMsg, subAccountQuotaMsg } from '../../src/lib/quotas';
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
// Started after seeding, so the demo memberships have begun by the clock's first reading.
let clock: ReturnType<typeof testClock>;
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';
const BR = 'demo.br@example.com';
const AO = 'demo.ao@example.com';
const OPERATOR = 'operator@example.com';
const DAY = 86_400_000;
const MIB = 1024 * 1024;

beforeAll(async () => {
  testDb = await openTestDb();
  clock = testClock();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT, BR, AO, OPERATOR]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

const call = async (user: string, method: Method, url: string, payload?: object) =>
  (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(tokens[user]!),
      ...(payload && { payload }),
    })
  ).json();

const overview = async (user: string) => (await call(user, 'GET', '/memberRole/overview')).data;
const pending = async () =>
  (await call(OPERATOR, 'GET', '/operator/membershipApplications')).rows as {
    id: number;
    companyName: string;
    roleKey: string;
    status: number;
  }[];

describe('tiers', () => {
  it('are public, lowest first, with benefits and prices', async () => {
    const response = await context.app.inject({ url: `${API}/memberRole/tiers` });
    const { code, data } = response.json();
    expect(code).toBe(200);
    expect(data.map((tier: { roleKey: string }) => tier.roleKey)).toEqual([
      'start',
      'silver',
      'gold',
      'diamond',
    ]);
    expect(data[0]).toMatchObject({
      roleName: '启航版',
      subAccountQuota: 2,
      productQuota: 20,
      feeDiscount: 100,
      freeListing: false,
      price: '0.00',
      durationDays: 90,
    });
    // Upload storage per tier: 200 MiB, 1 GiB, 5 GiB, 20 GiB.
    expect(data.map((tier: { storageQuota: number }) => tier.storageQuota / MIB)).toEqual([
      200, 1024, 5120, 20480,
    ]);
    expect(data[2]).toMatchObject({ feeDiscount: 90, freeListing: true, price: '9800.00' });
    expect(data[3]).toMatchObject({ feeDiscount: 85, freeListing: true, price: '29800.00' });
    const onOtherBase = await context.app.inject({ url: '/hg/api/memberRole/tiers' });
    expect(onOtherBase.json().data).toEqual(data);
  });
});

describe('overview', () => {
  it('shows the tier, term and usage; a sub-member sees the company’s', async () => {
    const tea = await overview(TEA);
    expect(tea).toMatchObject({
      tier: { roleKey: 'gold', roleName: '黄金会员' },
      trial: false,
      usage: {
        products: { used: 3, quota: 500 },
        subAccounts: { used: 2, quota: 20 },
        // The demo registration under review for the coming Macau fair, with two exhibits.
        exhibitions: { used: 1, quota: 10 },
        exhibits: { used: 2, quota: 100 },
      },
      pendingApplication: null,
    });
    expect(new Date(tea.expireTime).getTime() - new Date(tea.startTime).getTime()).toBe(365 * DAY);
    expect(await overview(TEA_SUB)).toEqual(tea);
  });

  it("shows the stored uploads' bytes against the tier's storage quota", async () => {
    const before = (await overview(BR)).usage.storage;
    expect(before.quota).toBe(200 * MIB);
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
       SELECT company_id, id, 'big.mp4', 'membership-test.mp4', 'video/mp4', 'video', $2, $3
         FROM members WHERE username = $1 RETURNING id`,
      [BR, 3 * MIB, clock.now()],
    );
    try {
      expect((await overview(BR)).usage.storage).toEqual({
        used: before.used + 3 * MIB,
        quota: 200 * MIB,
      });
      expect((await overview(TEA)).usage.storage.quota).toBe(5120 * MIB);
    } finally {
      await testDb.db.query('DELETE FROM files WHERE id = $1', [rows[0]!.id]);
    }
  });

  it('marks the start edition as the trial and shows a pending request', async () => {
    expect(await overview(BR)).toMatchObject({
      tier: { roleKey: 'start' },
      trial: true,
      usage: { products: { used: 2, quota: 20 }, subAccounts: { used: 1, quota: 2 } },
    });
    // Kwanza Agro holds no membership at all: the start edition without dates.
    expect(await overview(AO)).toMatchObject({
      tier: { roleKey: 'start' },
      trial: true,
      startTime: null,
      expireTime: null,
    });
    expect((await overview(PT)).pendingApplication).toMatchObject({ roleKey: 'gold' });
  });

  it('requires a sign-in', async () => {
    const response = await context.app.inject({ url: `${API}/memberRole/overview` });
    expect(response.json().code).toBe(401);
  });
});

describe('applying for a tier', () => {
  it('is for the main account and a paid tier only, one pending request at a time', async () => {
    expect(await call(TEA_SUB, 'POST', '/memberRole/apply', { roleKey: 'diamond' })).toEqual({
      code: 403,
      msg: '仅企业主账号可操作',
    });
    for (const body of [{ roleKey: 'start' }, { roleKey: 'platinum' }, {}]) {
      expect(await call(BR, 'POST', '/memberRole/apply', body)).toEqual({
        code: 400,
        msg: '请选择要开通的会员等级',
      });
    }
    expect((await call(BR, 'POST', '/memberRole/apply', { roleKey: 'silver', price: 0 })).msg).toBe(
      '不支持的参数：price',
    );
    expect(await call(PT, 'POST', '/memberRole/apply', { roleKey: 'diamond' })).toEqual({
      code: 400,
      msg: '已有待处理的开通申请',
    });
    const applied = await call(BR, 'POST', '/memberRole/apply', { roleKey: 'silver' });
    expect(applied.code).toBe(200);
    expect((await overview(BR)).pendingApplication).toEqual({
      id: applied.data.id,
      roleKey: 'silver',
      createTime: clock.now().toISOString(),
    });
    expect(await call(BR, 'POST', '/memberRole/apply', { roleKey: 'gold' })).toEqual({
      code: 400,
      msg: '已有待处理的开通申请',
    });
  });
});

describe('operator queue', () => {
  it('is closed to members without the permission', async () => {
    const refused = { code: 403, msg: '没有权限' };
    const id = (await pending())[0]!.id;
    expect(await call(TEA, 'GET', '/operator/membershipApplications')).toEqual(refused);
    expect(await call(PT, 'PUT', `/operator/membershipApplications/${id}/activate`)).toEqual(
      refused,
    );
    expect(
      await call(PT, 'PUT', `/operator/membershipApplications/${id}/decline`, { reason: 'x' }),
    ).toEqual(refused);
    expect((await pending()).find((row) => row.id === id)?.status).toBe(0);
  });

  it('lists pending requests with company, tier and applicant', async () => {
    const body = await call(OPERATOR, 'GET', '/operator/membershipApplications?pageSize=10');
    expect(body.total).toBe(2);
    expect(body.rows[0]).toMatchObject({
      companyName: 'Lusitânia Vinhos e Azeites, Lda.',
      roleKey: 'gold',
      roleName: '黄金会员',
      applicantName: 'João Ferreira',
      status: 0,
    });
    expect(body.rows[1]).toMatchObject({ roleKey: 'silver', applicantName: 'Carlos Oliveira' });
  });

  it('activates a request: membership, quotas and a notification for the applicant', async () => {
    const id = (await pending()).find((row) => row.roleKey === 'silver')!.id;
    const unreadBefore = (await call(BR, 'GET', '/message/getUnreadNum')).data;
    expect(await call(OPERATOR, 'PUT', `/operator/membershipApplications/${id}/activate`)).toEqual({
      code: 200,
      msg: '已开通会员',
      data: null,
    });
    const now = clock.now().getTime();
    const br = await overview(BR);
    expect(br).toMatchObject({
      tier: { roleKey: 'silver' },
      trial: false,
      pendingApplication: null,
      usage: { subAccounts: { used: 1, quota: 5 }, products: { quota: 100 } },
      startTime: new Date(now).toISOString(),
      expireTime: new Date(now + 365 * DAY).toISOString(),
    });
    expect((await call(BR, 'GET', '/memberRole/getUserHighestLevel')).data).toMatchObject({
      roleKey: 'silver',
      expireTime: br.expireTime,
    });
    expect((await call(BR, 'GET', '/message/getUnreadNum')).data).toBe(unreadBefore + 1);
    const { rows } = await testDb.db.query<{
      message_title: string;
      message_brief: string;
      message_types_of: number;
    }>(
      `SELECT n.message_title, n.message_brief, n.message_types_of
         FROM notifications n JOIN members m ON m.id = n.member_id
        WHERE m.username = $1 ORDER BY n.id DESC LIMIT 1`,
      [BR],
    );
    const expiry = new Date(now + 365 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(rows[0]).toEqual({
      message_title: '会员开通成功',
      message_brief: `您的白银会员已开通，有效期至${expiry}。`,
      message_types_of: 7,
    });
    expect(await call(OPERATOR, 'PUT', `/operator/membershipApplications/${id}/activate`)).toEqual({
      code: 400,
      msg: '开通申请不存在或已处理',
    });
    const activated = await call(OPERATOR, 'GET', '/operator/membershipApplications?status=1');
    expect(activated.rows.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('extends an active membership of the same tier from its expiry', async () => {
    const before = await overview(BR);
    clock.advance(3 * DAY);
    const applied = await call(BR, 'POST', '/memberRole/apply', { roleKey: 'silver' });
    await call(OPERATOR, 'PUT', `/operator/membershipApplications/${applied.data.id}/activate`);
    const after = await overview(BR);
    expect(after.startTime).toBe(before.startTime);
    expect(new Date(after.expireTime).getTime()).toBe(
      new Date(before.expireTime).getTime() + 365 * DAY,
    );
  });

  it('declines a request only with a reason', async () => {
    const id = (await pending()).find((row) => row.roleKey === 'gold')!.id;
    for (const body of [{}, { reason: '   ' }]) {
      expect(
        await call(OPERATOR, 'PUT', `/operator/membershipApplications/${id}/decline`, body),
      ).toEqual({ code: 400, msg: '拒绝理由不能为空' });
    }
    expect(
      (
        await call(OPERATOR, 'PUT', `/operator/membershipApplications/${id}/decline`, {
          reason: '未收到款项',
        })
      ).code,
    ).toBe(200);
    expect(await pending()).toEqual([]);
    const declined = await call(OPERATOR, 'GET', '/operator/membershipApplications?status=2');
    expect(declined.rows).toEqual([expect.objectContaining({ id, status: 2 })]);
    expect((await overview(PT)).tier.roleKey).toBe('silver');
    expect((await overview(PT)).pendingApplication).toBeNull();
    expect(
      await call(OPERATOR, 'PUT', '/operator/membershipApplications/999999/decline', {
        reason: 'x',
      }),
    ).toEqual({ code: 400, msg: '开通申请不存在或已处理' });
  });
});

describe('expiry', () => {
  it('falls back to the next active tier, then to the start edition', async () => {
    const teaCompany = (await call(TEA, 'GET', '/member/ownCompany')).data.id;
    // Besides its gold year, the tea company holds a silver membership running 500 days.
    await testDb.db.query(
      `INSERT INTO company_memberships (company_id, tier_id, starts_at, expires_at)
       SELECT $1, id, $2, $3 FROM membership_tiers WHERE role_key = 'silver'`,
      [teaCompany, clock.now(), new Date(clock.now().getTime() + 500 * DAY)],
    );
    clock.advance(366 * DAY);
    tokens[TEA] = await login(context.app, TEA);
    expect(await overview(TEA)).toMatchObject({
      tier: { roleKey: 'silver' },
      usage: { products: { quota: 100 }, subAccounts: { quota: 5 } },
    });
    clock.advance(200 * DAY);
    tokens[TEA] = await login(context.app, TEA);
    expect(await overview(TEA)).toMatchObject({
      tier: { roleKey: 'start' },
      trial: true,
      startTime: null,
      expireTime: null,
      usage: { subAccounts: { used: 2, quota: 2 } },
    });
    expect((await call(TEA, 'GET', '/memberRole/getUserHighestLevel')).data).toMatchObject({
      roleKey: 'start',
      expireTime: null,
    });
    // The start edition's quota now applies: the tea company's two employees fill it.
    expect(
      await call(TEA, 'POST', '/staff', {
        account: '13911119999',
        password: 'Kapa#7788xy',
        name: '新员工',
      }),
    ).toEqual({ code: 403, msg: subAccountQuotaMsg(2, 2) });
  });

  it('exports the quota messages the browser matches', () => {
    expect(productQuotaMsg(20, 20)).toBe('在线产品数量已达会员上限（20/20），请升级会员');
  });
});
