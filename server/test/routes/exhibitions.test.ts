import { platformToday } from '../../src/platform/calendar';
import { DEMO_EXHIBITIONS } from '../../src/scripts/seed-exhibitions';
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

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';
const BR = 'demo.br@example.com';
const OPERATOR = 'operator@example.com';
const ORDER_REVIEWER = 'review@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT, BR, OPERATOR, ORDER_REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const call = async (
  user: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language?: string,
): Promise<Body> => {
  clock.advance(1000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...(user && bearer(tokens[user]!)),
        ...(language && { 'accept-language': language }),
      },
      ...(payload && { payload }),
    })
  ).json();
};

const texts = (zh: string, en = zh) => ({ zh, cht: zh, pt: en, en });

function dayFrom(days: number): string {
  const date = new Date(`${platformToday(clock.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function createExhibition(name: string, startsIn = 5, endsIn = 12): Promise<number> {
  const created = await call(OPERATOR, 'POST', '/operator/exhibitions', {
    title: texts(name, `${name} EN`),
    organizer: texts('测试主办方', 'Test organizer'),
    description: texts('测试展会介绍', 'Test description'),
    startsOn: dayFrom(startsIn),
    endsOn: dayFrom(endsIn),
  });
  expect(created).toMatchObject({ code: 200, data: { status: 'upcoming' } });
  return created.data.id as number;
}

async function ownProducts(user: string, exhibitionId: number): Promise<number[]> {
  const own = await call(user, 'GET', `/exhibitions/${exhibitionId}/registration`);
  return (own.data.products as { id: number }[]).map((product) => product.id);
}

async function notices(user: string, language: string) {
  const list = await call(
    user,
    'GET',
    '/message/getMessageListByUser?pageSize=50',
    undefined,
    language,
  );
  return list.rows as {
    messageTitle: string;
    messageBrief: string;
    messageTypesOf: number;
    jumpId: number;
  }[];
}

const ongoingTitle = DEMO_EXHIBITIONS[1]!.title;

describe('the public list and page', () => {
  it('lists exhibitions to guests by phase and words, with paging, in the caller’s language', async () => {
    const all = await call(null, 'GET', '/exhibitions?pageNum=1&pageSize=2', undefined, 'en');
    expect(all.total).toBe(DEMO_EXHIBITIONS.length);
    expect(all.rows).toHaveLength(2);
    // Running first, then the coming ones, the ended one last.
    expect(all.rows[0]).toMatchObject({ title: ongoingTitle.en, status: 'ongoing', boothCount: 2 });
    const last = await call(null, 'GET', '/exhibitions?pageNum=2&pageSize=3', undefined, 'en');
    expect(last.rows.map((row: Body) => row.status)).toEqual(['ended']);

    const ongoing = await call(
      null,
      'GET',
      '/exhibitions?status=ongoing&pageNum=1&pageSize=10',
      undefined,
      'pt',
    );
    expect(ongoing.rows.map((row: Body) => row.title)).toEqual([ongoingTitle.pt]);
    const upcoming = await call(null, 'GET', '/exhibitions?status=upcoming&pageNum=1&pageSize=10');
    expect(upcoming.total).toBe(2);
    expect(upcoming.rows.every((row: Body) => row.startsOn > platformToday(clock.now()))).toBe(
      true,
    );
    const ended = await call(
      null,
      'GET',
      '/exhibitions?status=ended&pageNum=1&pageSize=10',
      undefined,
      'cht',
    );
    expect(ended.rows.map((row: Body) => row.title)).toEqual([DEMO_EXHIBITIONS[0]!.title.cht]);

    const words = await call(
      null,
      'GET',
      `/exhibitions?keyword=${encodeURIComponent('wine')}&pageNum=1&pageSize=10`,
      undefined,
      'en',
    );
    expect(words.rows.map((row: Body) => row.title)).toEqual([DEMO_EXHIBITIONS[3]!.title.en]);
    const organizer = await call(
      null,
      'GET',
      `/exhibitions?keyword=${encodeURIComponent('澳門貿易')}&pageNum=1&pageSize=10`,
    );
    expect(organizer.total).toBe(2);

    expect((await call(null, 'GET', '/exhibitions?status=later')).code).toBe(400);
  });

  it('shows an exhibition with its approved booths and their published exhibits only', async () => {
    const ongoing = await call(null, 'GET', '/exhibitions?status=ongoing&pageNum=1&pageSize=1');
    const page = await call(null, 'GET', `/exhibitions/${ongoing.rows[0].id}`, undefined, 'en');
    expect(page.data).toMatchObject({
      title: ongoingTitle.en,
      organizer: DEMO_EXHIBITIONS[1]!.organizer.en,
      description: DEMO_EXHIBITIONS[1]!.description.en,
      status: 'ongoing',
    });
    const booths = page.data.booths as Body[];
    expect(booths).toHaveLength(2);
    expect(booths.every((booth) => booth.exhibits.length > 0)).toBe(true);
    // The rejected Brazilian registration has no booth.
    expect(booths.map((booth) => booth.companyName)).not.toContain(
      'Café Serra Verde Exportação Ltda.',
    );
    expect(booths.some((booth) => /Lusitânia/.test(booth.companyName))).toBe(true);

    // A product taken off the supply leaves the booth.
    const withdrawn = booths[1].exhibits[0].id as number;
    await testDb.db.query('UPDATE products SET status = 2 WHERE id = $1', [withdrawn]);
    const after = await call(null, 'GET', `/exhibitions/${ongoing.rows[0].id}`);
    expect(after.data.booths[1].exhibits.map((exhibit: Body) => exhibit.id)).not.toContain(
      withdrawn,
    );
    await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [withdrawn]);

    expect(await call(null, 'GET', '/exhibitions/999999', undefined, 'pt')).toMatchObject({
      code: 404,
      msg: 'A feira não existe',
    });
  });
});

describe('registration and review', () => {
  it('goes not registered → under review → rejected with a remark → again → approved, notifying the company', async () => {
    const id = await createExhibition('葡语国家设计周');
    const teaProducts = await ownProducts(TEA, id);

    const none = await call(PT, 'GET', `/exhibitions/${id}/registration`);
    expect(none.data).toMatchObject({
      status: 0,
      registration: null,
      canRegister: true,
      // Silver: 3 exhibitions, 20 exhibits; the running demo fair takes one with two exhibits.
      usage: { exhibitions: { used: 1, quota: 3 }, exhibits: { used: 2, quota: 20 } },
    });
    const ptProducts = (none.data.products as Body[]).map((product) => product.id as number);
    expect(ptProducts.length).toBeGreaterThanOrEqual(2);

    // Only the company's own published products; something to show is required.
    expect(
      await call(
        PT,
        'POST',
        `/exhibitions/${id}/registration`,
        { productIds: [ptProducts[0], teaProducts[0]] },
        'en',
      ),
    ).toMatchObject({ code: 400, msg: "Only your company's published products can be exhibited" });
    await testDb.db.query('UPDATE products SET status = 0 WHERE id = $1', [ptProducts[1]]);
    expect(
      (await call(PT, 'POST', `/exhibitions/${id}/registration`, { productIds: [ptProducts[1]] }))
        .msg,
    ).toBe('只能选择本企业已上架的产品作为展品');
    await testDb.db.query('UPDATE products SET status = 1 WHERE id = $1', [ptProducts[1]]);
    expect(
      await call(PT, 'POST', `/exhibitions/${id}/registration`, { productIds: [] }, 'pt'),
    ).toMatchObject({
      code: 400,
      msg: 'Escolha pelo menos um artigo para expor',
    });

    const sent = await call(
      PT,
      'POST',
      `/exhibitions/${id}/registration`,
      { productIds: ptProducts.slice(0, 2) },
      'en',
    );
    expect(sent).toMatchObject({
      code: 200,
      msg: 'Registration sent; it awaits the platform’s review',
      data: { status: 1, exhibitionStatus: 'upcoming', remark: null },
    });
    expect(sent.data.exhibits.map((exhibit: Body) => exhibit.id)).toEqual(ptProducts.slice(0, 2));
    const registrationId = sent.data.id as number;
    expect(
      (await call(PT, 'POST', `/exhibitions/${id}/registration`, { productIds: [ptProducts[0]] }))
        .msg,
    ).toBe('已报名该展会，正在审核中');
    const pending = await call(PT, 'GET', `/exhibitions/${id}/registration`);
    expect(pending.data).toMatchObject({
      status: 1,
      canRegister: false,
      usage: { exhibitions: { used: 2, quota: 3 }, exhibits: { used: 4, quota: 20 } },
    });

    // The operator's queue has it; a company's own list is its own only.
    const queue = await call(
      OPERATOR,
      'GET',
      '/operator/exhibitions/registrations?status=1&pageNum=1&pageSize=50',
    );
    expect(queue.rows.map((row: Body) => row.id)).toContain(registrationId);
    const own = await call(PT, 'GET', '/exhibitions/registrations/own?pageNum=1&pageSize=50');
    expect(own.rows.map((row: Body) => row.id)).toContain(registrationId);
    expect(own.rows.every((row: Body) => /Lusitânia/.test(row.companyName))).toBe(true);

    // A remark is required to reject, in the reviewer's language.
    const refusals = await Promise.all(
      ['zh', 'zh-TW', 'pt', 'en'].map((language) =>
        call(
          OPERATOR,
          'PUT',
          `/operator/exhibitions/registrations/${registrationId}/reject`,
          { remark: '  ' },
          language,
        ),
      ),
    );
    expect(refusals.map((answer) => answer.msg)).toEqual([
      '驳回时请填写审核意见',
      '駁回時請填寫審核意見',
      'Para recusar, escreva o parecer',
      'Write a remark to reject',
    ]);
    const rejected = await call(
      OPERATOR,
      'PUT',
      `/operator/exhibitions/registrations/${registrationId}/reject`,
      {
        remark: '请补充展品的葡文说明',
      },
    );
    expect(rejected).toMatchObject({
      code: 200,
      data: { status: 3, remark: '请补充展品的葡文说明' },
    });
    const told = (await notices(PT, 'pt'))[0]!;
    expect(told).toMatchObject({
      messageTypesOf: 12,
      jumpId: registrationId,
      messageTitle: 'Inscrição na feira recusada',
    });
    expect(told.messageBrief).toContain('葡语国家设计周 EN');
    expect(told.messageBrief).toContain('请补充展品的葡文说明');
    expect((await notices(PT, 'zh'))[0]!.messageTitle).toBe('展会报名未通过');

    // A rejected registration frees its slots and may be sent again.
    const again = await call(PT, 'GET', `/exhibitions/${id}/registration`);
    expect(again.data).toMatchObject({
      status: 3,
      canRegister: true,
      usage: { exhibitions: { used: 1 } },
    });
    const resent = await call(PT, 'POST', `/exhibitions/${id}/registration`, {
      productIds: [ptProducts[1]],
    });
    expect(resent.data).toMatchObject({ id: registrationId, status: 1, remark: null });

    const approved = await call(
      OPERATOR,
      'PUT',
      `/operator/exhibitions/registrations/${registrationId}/approve`,
      {},
      'en',
    );
    expect(approved).toMatchObject({
      code: 200,
      msg: 'Registration approved',
      data: { status: 2 },
    });
    expect((await notices(PT, 'en'))[0]).toMatchObject({
      messageTitle: 'Exhibition registration approved',
      jumpId: registrationId,
    });
    expect(
      (
        await call(
          OPERATOR,
          'PUT',
          `/operator/exhibitions/registrations/${registrationId}/approve`,
          {},
        )
      ).msg,
    ).toBe('该报名不在审核中');
    expect(
      (await call(PT, 'POST', `/exhibitions/${id}/registration`, { productIds: [ptProducts[0]] }))
        .msg,
    ).toBe('报名已通过审核，无需重复报名');

    // Approved: a booth on the public page, with the exhibits as sent the second time.
    const page = await call(null, 'GET', `/exhibitions/${id}`);
    expect(page.data.boothCount).toBe(1);
    expect(page.data.booths[0].exhibits.map((exhibit: Body) => exhibit.id)).toEqual([
      ptProducts[1],
    ]);
  });

  it('keeps each company to its own: another company’s registration answers like a missing one', async () => {
    const id = await createExhibition('租户隔离测试展');
    const ptProducts = await ownProducts(PT, id);
    const sent = await call(PT, 'POST', `/exhibitions/${id}/registration`, {
      productIds: [ptProducts[0]],
    });
    const tea = await call(TEA, 'GET', `/exhibitions/${id}/registration`);
    expect(tea.data).toMatchObject({ status: 0, registration: null });
    const teaOwn = await call(TEA, 'GET', '/exhibitions/registrations/own?pageNum=1&pageSize=50');
    expect(teaOwn.rows.map((row: Body) => row.id)).not.toContain(sent.data.id);
    expect(
      await call(OPERATOR, 'PUT', '/operator/exhibitions/registrations/999999/approve', {}, 'en'),
    ).toMatchObject({
      code: 404,
      msg: 'The registration does not exist',
    });
  });

  it('needs the review permission to see or decide the queue, and the publish grant to register', async () => {
    const id = await createExhibition('权限测试展');
    for (const user of [ORDER_REVIEWER, PT]) {
      expect(
        (await call(user, 'GET', '/operator/exhibitions/registrations?pageNum=1&pageSize=10')).code,
      ).toBe(403);
    }
    // Gold: the tea company still has room (the silver company used its three above).
    const sent = await call(TEA, 'POST', `/exhibitions/${id}/registration`, {
      productIds: (await ownProducts(TEA, id)).slice(0, 1),
    });
    expect(sent.code).toBe(200);
    expect(
      (
        await call(
          ORDER_REVIEWER,
          'PUT',
          `/operator/exhibitions/registrations/${sent.data.id}/approve`,
          {},
        )
      ).code,
    ).toBe(403);
    expect(
      (await call(PT, 'PUT', `/operator/exhibitions/registrations/${sent.data.id}/approve`, {}))
        .code,
    ).toBe(403);

    // A sub-member without the main account's grant may not register the company.
    const teaProducts = await ownProducts(TEA, id);
    expect(
      await call(
        TEA_SUB,
        'POST',
        `/exhibitions/${id}/registration`,
        { productIds: [teaProducts[0]] },
        'en',
      ),
    ).toMatchObject({
      code: 403,
      msg: "Registering for exhibitions needs the company main account's permission; please ask it.",
    });
    // The platform's own company exhibits nothing.
    expect(
      (
        await call(OPERATOR, 'POST', `/exhibitions/${id}/registration`, {
          productIds: [teaProducts[0]],
        })
      ).code,
    ).toBe(403);
    // Guests are asked to sign in.
    expect(
      (
        await call(null, 'POST', `/exhibitions/${id}/registration`, {
          productIds: [teaProducts[0]],
        })
      ).code,
    ).toBe(401);

    // Ended exhibitions take no registrations.
    const ended = await call(null, 'GET', '/exhibitions?status=ended&pageNum=1&pageSize=1');
    expect(
      await call(
        TEA,
        'POST',
        `/exhibitions/${ended.rows[0].id}/registration`,
        { productIds: [teaProducts[0]] },
        'pt',
      ),
    ).toMatchObject({ code: 400, msg: 'A feira já terminou; não aceita inscrições' });
  });
});

describe('membership quotas', () => {
  it('limit exhibitions and exhibits by tier, counted when registering and shown as x/y', async () => {
    // Start edition (Brazil): one exhibition; exhibits lowered to one here to reach the limit.
    await testDb.db.query("UPDATE membership_tiers SET exhibit_quota = 1 WHERE role_key = 'start'");
    try {
      const first = await createExhibition('配额测试展一');
      const second = await createExhibition('配额测试展二');
      const brProducts = await ownProducts(BR, first);
      expect(brProducts.length).toBeGreaterThanOrEqual(2);
      expect(
        await call(
          BR,
          'POST',
          `/exhibitions/${first}/registration`,
          { productIds: brProducts.slice(0, 2) },
          'en',
        ),
      ).toMatchObject({
        code: 403,
        msg: "This goes beyond your membership's exhibit limit (used 0/1, adding 2); upgrade or exhibit fewer",
      });
      expect(
        (
          await call(BR, 'POST', `/exhibitions/${first}/registration`, {
            productIds: [brProducts[0]],
          })
        ).code,
      ).toBe(200);
      expect(
        await call(
          BR,
          'POST',
          `/exhibitions/${second}/registration`,
          { productIds: [brProducts[1]] },
          'pt',
        ),
      ).toMatchObject({
        code: 403,
        msg: 'Atingiu o limite de feiras da sua adesão (1/1); mude de plano',
      });
      // The rejected registration of the running demo fair counts only once sent again.
      const ongoing = await call(null, 'GET', '/exhibitions?status=ongoing&pageNum=1&pageSize=1');
      expect(
        (
          await call(BR, 'POST', `/exhibitions/${ongoing.rows[0].id}/registration`, {
            productIds: [brProducts[1]],
          })
        ).msg,
      ).toBe('展会数量已达会员上限（1/1），请升级会员');
      const overview = await call(BR, 'GET', '/memberRole/overview');
      expect(overview.data.usage).toMatchObject({
        exhibitions: { used: 1, quota: 1 },
        exhibits: { used: 1, quota: 1 },
      });
      // Gold (the tea company) has room for ten exhibitions.
      const tea = await call(TEA, 'GET', `/exhibitions/${second}/registration`);
      expect(tea.data.usage.exhibitions.quota).toBe(10);
      expect(tea.data.usage.exhibits.quota).toBe(100);
    } finally {
      await testDb.db.query(
        "UPDATE membership_tiers SET exhibit_quota = 5 WHERE role_key = 'start'",
      );
    }
  });
});

describe('the operator’s exhibitions', () => {
  it('are created and edited in four languages by operators only, with checked dates', async () => {
    const body = {
      title: texts('编辑测试展', 'Edit test fair'),
      organizer: texts('主办方', 'Organizer'),
      description: texts('介绍', 'About'),
      startsOn: dayFrom(3),
      endsOn: dayFrom(4),
    };
    expect((await call(PT, 'POST', '/operator/exhibitions', body)).code).toBe(403);
    expect(
      await call(
        OPERATOR,
        'POST',
        '/operator/exhibitions',
        { ...body, title: { ...body.title, pt: ' ' } },
        'en',
      ),
    ).toMatchObject({ code: 400, msg: 'Exhibition name: fill it in all four languages' });
    expect(
      await call(
        OPERATOR,
        'POST',
        '/operator/exhibitions',
        { ...body, endsOn: dayFrom(1) },
        'zh-TW',
      ),
    ).toMatchObject({ code: 400, msg: '結束日期不能早於開始日期' });
    expect(
      (await call(OPERATOR, 'POST', '/operator/exhibitions', { ...body, startsOn: '2026-02-30' }))
        .msg,
    ).toBe('日期格式不正确');
    const created = await call(OPERATOR, 'POST', '/operator/exhibitions', body);
    const id = created.data.id as number;
    const edited = await call(OPERATOR, 'PUT', `/operator/exhibitions/${id}`, {
      ...body,
      title: texts('编辑后的展会', 'Edited fair'),
      startsOn: dayFrom(-1),
    });
    expect(edited).toMatchObject({
      code: 200,
      data: { status: 'ongoing', title: { en: 'Edited fair' } },
    });
    expect((await call(null, 'GET', `/exhibitions/${id}`, undefined, 'en')).data.title).toBe(
      'Edited fair',
    );
    const managed = await call(OPERATOR, 'GET', '/operator/exhibitions?pageNum=1&pageSize=100');
    expect(managed.rows.find((row: Body) => row.id === id)).toMatchObject({
      title: { zh: '编辑后的展会' },
    });
    expect((await call(OPERATOR, 'PUT', '/operator/exhibitions/999999', body)).code).toBe(404);
  });
});
