import { QUESTIONS } from '../../src/modules/diagnosis/questionnaire';
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
const MO = 'demo.mo@example.com';
const OPERATOR = 'operator@example.com';
/** The platform's order reviewer: a platform member without the diagnosis permission. */
const ORDER_REVIEWER = 'review@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT, BR, MO, OPERATOR, ORDER_REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

const call = async (
  user: string,
  method: Method,
  url: string,
  payload?: object,
  language?: string,
) => {
  clock.advance(60_000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...bearer(tokens[user]!),
        ...(language && { 'accept-language': language }),
      },
      ...(payload && { payload }),
    })
  ).json();
};

/** A complete answer set worth 2 of 4 points on every question: every dimension 50, level 3. */
const MIDDLE_ANSWERS = Object.fromEntries(
  QUESTIONS.map(({ question }) => {
    switch (question.type) {
      case 'single':
        return [question.id, question.options.find((option) => option.points === 2)!.value];
      case 'multiple':
        return [question.id, question.options.slice(0, 2).map((option) => option.value)];
      case 'number':
        return [
          question.id,
          'atLeast' in question.scale ? question.scale.atLeast[1] : question.scale.atMost[1],
        ];
    }
  }),
);

const start = (user: string) => call(user, 'POST', '/diagnosis');
const save = (user: string, id: number, answers: object, language?: string) =>
  call(user, 'PUT', `/diagnosis/${id}`, { answers }, language);
const submit = (user: string, id: number, language?: string) =>
  call(user, 'PUT', `/diagnosis/${id}/submit`, undefined, language);
const detail = (user: string, id: number) => call(user, 'GET', `/diagnosis/${id}`);
const ownList = (user: string) => call(user, 'GET', '/diagnosis/ownList?pageNum=1&pageSize=10');

async function diagnosisNotices(user: string, language?: string) {
  const page = await call(
    user,
    'GET',
    '/message/getMessageListByUser?pageNum=1&pageSize=100',
    undefined,
    language,
  );
  return (
    page.rows as {
      messageTypesOf: number;
      jumpId: number;
      messageTitle: string;
      messageBrief: string;
    }[]
  ).filter((notice) => notice.messageTypesOf === 4);
}

describe('the questionnaire', () => {
  it('serves seven sections of questions in four languages, without points', async () => {
    const body = await call(BR, 'GET', '/diagnosis/questionnaire');
    expect(body.code).toBe(200);
    expect(body.data.version).toBe(1);
    expect(body.data.sections.map((section: { key: string }) => section.key)).toEqual([
      'strategy',
      'production',
      'supplyChain',
      'marketing',
      'finance',
      'dataIt',
      'people',
    ]);
    const questions = body.data.sections.flatMap(
      (section: { questions: unknown[] }) => section.questions,
    );
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(questions[0]).toMatchObject({
      id: 'strategy.plan',
      type: 'single',
      text: { zh: '贵企业是否有书面的数字化转型规划？' },
    });
    expect(JSON.stringify(body.data)).not.toContain('points');
    expect(body.data.levels.map((level: { minScore: number }) => level.minScore)).toEqual([
      0, 20, 40, 60, 80,
    ]);
  });
});

describe('demo diagnoses', () => {
  it('the tea company has a completed report of level 3 with the reviewer’s comment', async () => {
    const list = await ownList(TEA);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: 1, status: 4, level: 3, answered: QUESTIONS.length });
    const report = (await detail(TEA, 1)).data;
    expect(report.level).toBe(3);
    expect(report.overallScore).toBeGreaterThanOrEqual(40);
    expect(Object.keys(report.scores)).toHaveLength(7);
    expect(report.gaps).toEqual(['dataIt', 'people']);
    expect(report.comments).toEqual([
      expect.objectContaining({
        kind: 'comment',
        content: expect.stringContaining('异地自动备份'),
      }),
    ]);
  });

  it('the Portuguese company’s awaits review: no level shown to it yet', async () => {
    const list = await ownList(PT);
    expect(list.rows[0]).toMatchObject({ status: 2, level: null, overallScore: null });
  });
});

describe('a company’s diagnosis', () => {
  let id: number;

  it('starts as a draft; one open at a time', async () => {
    const started = await start(BR);
    expect(started.code).toBe(200);
    id = started.data.id;
    expect(await start(BR)).toEqual({
      code: 400,
      msg: '已有进行中的诊断，请继续填写该诊断',
      data: { id },
    });
    const list = await ownList(BR);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      id,
      status: 1,
      answered: 0,
      questionCount: QUESTIONS.length,
    });
  });

  it('saves partial answers, each checked by its question type, in the request’s language', async () => {
    const saved = await save(BR, id, { 'strategy.plan': 'idea', 'strategy.budget': 0.5 });
    expect(saved).toMatchObject({ code: 200, msg: '草稿已保存', data: { answered: 2, status: 1 } });
    expect(await save(BR, id, { 'strategy.budget': 120 })).toEqual({
      code: 400,
      msg: '「战略与组织」第 3 题：请输入 0 到 100 之间的数字',
    });
    expect(
      await save(BR, id, { 'marketing.channels': ['none', 'social'] }, 'pt-BR,pt;q=0.9'),
    ).toEqual({
      code: 400,
      msg: '«Vendas e marketing», pergunta 1: «Nenhum canal online» não pode ser escolhida com outras opções',
    });
    expect(await save(BR, id, { 'strategy.plan': 'sometimes' }, 'zh-TW')).toEqual({
      code: 400,
      msg: '「戰略與組織」第 1 題：請選擇列出的選項',
    });
    expect(await call(BR, 'PUT', `/diagnosis/${id}`, { answers: {}, status: 4 })).toEqual({
      code: 400,
      msg: '不支持的参数：status',
    });
    expect((await detail(BR, id)).data.answers).toEqual({
      'strategy.plan': 'idea',
      'strategy.budget': 0.5,
    });
  });

  it('is not submitted until every question is answered, naming what is missing', async () => {
    const refused = await submit(BR, id);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe(
      `问卷必须全部填写，还有 ${QUESTIONS.length - 2} 题未答：「战略与组织」第 2 题、「战略与组织」第 4 题、「战略与组织」第 5 题、「生产与运营」第 1 题、「生产与运营」第 2 题等`,
    );
    expect(refused.data.missing).toHaveLength(QUESTIONS.length - 2);
    expect(refused.data.missing[0]).toEqual({
      section: 'strategy',
      questionId: 'strategy.owner',
      number: 2,
    });

    // null clears an answer.
    await save(BR, id, { ...MIDDLE_ANSWERS, 'people.culture': null });
    expect(await submit(BR, id, 'en')).toEqual({
      code: 400,
      msg: 'The questionnaire must be filled in completely. Unanswered (1): "People and culture", question 5',
      data: { missing: [{ section: 'people', questionId: 'people.culture', number: 5 }] },
    });
    expect((await ownList(BR)).rows[0].status).toBe(1);
  });

  it('submits when complete: awaiting approval, locked, scores computed but not yet shown', async () => {
    await save(BR, id, MIDDLE_ANSWERS);
    const submitted = await submit(BR, id);
    expect(submitted).toMatchObject({
      code: 200,
      msg: '诊断已提交，请等待平台审核',
      data: { id, status: 2, level: null },
    });
    expect(await save(BR, id, MIDDLE_ANSWERS)).toEqual({
      code: 400,
      msg: '诊断已提交，等待审核期间不能修改',
    });
    expect(await submit(BR, id)).toEqual({ code: 400, msg: '该诊断已提交，无需重复提交' });
    expect((await start(BR)).data).toEqual({ id });
    const own = (await detail(BR, id)).data;
    expect(own).toMatchObject({ status: 2, scores: null, level: null, strengths: [], gaps: [] });
  });

  it('answers another company’s diagnosis exactly like a missing one', async () => {
    const missing = { code: 404, msg: '诊断记录不存在' };
    expect(await detail(MO, id)).toEqual(missing);
    expect(await detail(MO, 999999)).toEqual(missing);
    expect(await save(MO, id, {})).toEqual(missing);
    expect(await submit(MO, id)).toEqual(missing);
    const moDraft = (await start(MO)).data.id;
    // Even a reviewer sees a company's draft only once it is submitted.
    expect(await detail(OPERATOR, moDraft)).toEqual(missing);
    expect(await call(OPERATOR, 'POST', `/operator/diagnoses/${moDraft}/approve`)).toEqual(missing);
    expect(await detail(BR, moDraft)).toEqual(missing);
  });
});

describe('review by the platform', () => {
  it('needs platform:diagnosis:review (or *:*:*)', async () => {
    const denied = { code: 403, msg: '没有权限' };
    expect(await call(BR, 'GET', '/operator/diagnoses')).toEqual(denied);
    expect(await call(ORDER_REVIEWER, 'GET', '/operator/diagnoses')).toEqual(denied);
    expect(await call(ORDER_REVIEWER, 'POST', '/operator/diagnoses/1/approve')).toEqual(denied);
    await testDb.db.query(
      `INSERT INTO member_permissions (member_id, perms)
       SELECT id, 'platform:diagnosis:review' FROM members WHERE username = $1`,
      [ORDER_REVIEWER],
    );
    // As the server does after its own changes (another process's reach it by the database's
    // notice: auth-notices.test.ts).
    context.app.authChanged();
    expect((await call(ORDER_REVIEWER, 'GET', '/operator/diagnoses')).code).toBe(200);
  });

  it('lists awaiting diagnoses of every company, oldest first, with their scores', async () => {
    const queue = await call(OPERATOR, 'GET', '/operator/diagnoses?status=2');
    expect(queue.rows.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Lusitânia Vinhos e Azeites, Lda.',
      expect.any(String),
    ]);
    expect(queue.rows[1]).toMatchObject({ country: 'BR', status: 2, overallScore: 50, level: 3 });
    const completed = await call(OPERATOR, 'GET', '/operator/diagnoses?status=4');
    expect(completed.rows.map((row: { id: number }) => row.id)).toEqual([1]);
  });

  it('a sub-member’s diagnosis: rejected with a reason, edited, resubmitted, approved; each decision notifies', async () => {
    const id = (await start(TEA_SUB)).data.id;
    await save(TEA_SUB, id, MIDDLE_ANSWERS);
    expect((await submit(TEA_SUB, id)).data.status).toBe(2);

    expect(
      await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/comments`, { content: ' ' }),
    ).toEqual({
      code: 400,
      msg: '请输入评语',
    });
    expect(
      (
        await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/comments`, {
          content: '财务部分请再核对。',
        })
      ).code,
    ).toBe(200);
    expect(await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/reject`, {})).toEqual({
      code: 400,
      msg: '拒绝理由不能为空',
    });
    // The message every review shares, in the catalogue's words.
    expect(await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/reject`, {}, 'pt-PT')).toEqual({
      code: 400,
      msg: 'Indique o motivo',
    });
    expect(
      await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/reject`, {
        reason: '月结天数与财务报表不符',
      }),
    ).toEqual({ code: 200, msg: '已退回诊断', data: null });

    for (const user of [TEA, TEA_SUB]) {
      const [notice] = await diagnosisNotices(user);
      expect(notice).toMatchObject({
        jumpId: id,
        messageTitle: '企业数字化诊断未通过审核',
        messageBrief: '审核意见：月结天数与财务报表不符。请修改问卷后重新提交。',
      });
    }
    const rejected = (await detail(TEA, id)).data;
    expect(rejected).toMatchObject({ status: 3, rejectReason: '月结天数与财务报表不符' });
    expect(rejected.comments.map((comment: { kind: string }) => comment.kind)).toEqual([
      'comment',
      'rejection',
    ]);
    expect(await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/approve`)).toEqual({
      code: 400,
      msg: '该诊断不在待审核状态',
    });

    // The main account corrects the answer and resubmits.
    expect((await save(TEA, id, { ...MIDDLE_ANSWERS, 'finance.closeDays': 3 })).code).toBe(200);
    expect((await submit(TEA, id)).data).toMatchObject({ status: 2, rejectReason: null });
    expect(await call(OPERATOR, 'POST', `/operator/diagnoses/${id}/approve`)).toEqual({
      code: 200,
      msg: '已通过诊断',
      data: null,
    });

    const report = (await detail(TEA, id)).data;
    expect(report).toMatchObject({ status: 4, level: 3, reviewer: { name: expect.any(String) } });
    expect(report.scores.finance).toBeGreaterThan(report.scores.production);
    // The resubmission was the main account's: main account notified once, the first submitter
    // is not told of the second decision.
    const mainNotices = await diagnosisNotices(TEA);
    expect(mainNotices[0]).toMatchObject({
      jumpId: id,
      messageTitle: '企业数字化诊断已完成',
      messageBrief: expect.stringMatching(
        /^您的企业数字化转型诊断已通过审核：综合得分 \d+，等级 3（集成提升级）。$/,
      ),
    });
    expect(mainNotices.filter((notice) => notice.jumpId === id)).toHaveLength(2);
    expect((await diagnosisNotices(TEA_SUB)).filter((notice) => notice.jumpId === id)).toHaveLength(
      1,
    );

    // A completed diagnosis stays as history; a new one may start.
    expect((await ownList(TEA)).rows.map((row: { status: number }) => row.status)).toEqual([4, 4]);
    expect((await start(TEA)).code).toBe(200);
  });

  it('approves the Brazilian one and tells the company in the language it reads', async () => {
    const [entry] = (await call(OPERATOR, 'GET', '/operator/diagnoses?status=2')).rows.filter(
      (row: { country: string }) => row.country === 'BR',
    );
    expect(
      (await call(ORDER_REVIEWER, 'POST', `/operator/diagnoses/${entry.id}/approve`)).code,
    ).toBe(200);
    const [notice] = await diagnosisNotices(BR, 'pt-BR');
    expect(notice).toMatchObject({
      jumpId: entry.id,
      messageTitle: 'Diagnóstico digital concluído',
      messageBrief:
        'O diagnóstico de transformação digital da empresa foi aprovado: pontuação 50, nível 3 (Integrado).',
    });
    // the same notice, opened in the Chinese interface
    expect((await diagnosisNotices(BR, 'zh-CN'))[0]).toMatchObject({
      messageTitle: '企业数字化诊断已完成',
    });
    const report = (await detail(BR, entry.id)).data;
    expect(report).toMatchObject({ overallScore: 50, level: 3, strengths: [] });
    expect(report.gaps).toEqual(['strategy', 'production']);
  });
});
