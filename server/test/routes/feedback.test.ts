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
const OPERATOR = 'operator@example.com';
/** Given only the feedback permission below, to show that it (not just *:*:*) opens the routes. */
const FEEDBACK_STAFF = 'demo.br@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, TEA_SUB, PT, OPERATOR, FEEDBACK_STAFF]) {
    tokens[user] = await login(context.app, user);
  }
  await testDb.db.query(
    `INSERT INTO member_permissions (member_id, perms)
     SELECT id, 'platform:feedback:reply' FROM members WHERE username = $1`,
    [FEEDBACK_STAFF],
  );
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = async (user: string, method: Method, url: string, payload?: object) => {
  clock.advance(60_000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(tokens[user]!),
      ...(payload && { payload }),
    })
  ).json();
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function upload(user: string, filename = 'screenshot.png') {
  const boundary = `----portal${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
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
  return response.json<{ data: { id: number } }>().data.id;
}

const VALID = { type: 2, title: '订单页面加载慢', content: '打开订单列表需要十几秒。' };

const submit = (user: string, body: object) => call(user, 'POST', '/feedback', body);

describe('submitting feedback', () => {
  it('answers each missing or invalid field with its message', async () => {
    const cases: [object, string][] = [
      [{ ...VALID, type: undefined }, '请选择反馈类型'],
      [{ ...VALID, type: 5 }, '请选择反馈类型'],
      [{ ...VALID, title: undefined }, '请输入反馈标题'],
      [{ ...VALID, title: '   ' }, '请输入反馈标题'],
      [{ ...VALID, title: '题'.repeat(101) }, '参数 title 不能超过 100 个字符'],
      [{ ...VALID, content: '' }, '请输入反馈内容'],
      [{ ...VALID, content: '文'.repeat(2001) }, '参数 content 不能超过 2000 个字符'],
      [{ ...VALID, contact: 'c'.repeat(101) }, '参数 contact 不能超过 100 个字符'],
      [{ ...VALID, attachments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, '最多上传9个附件'],
      [{ ...VALID, status: 2 }, '不支持的参数：status'],
      [{ ...VALID, reply: '已解决' }, '不支持的参数：reply'],
    ];
    for (const [body, msg] of cases) {
      expect(await submit(TEA_SUB, body)).toEqual({ code: 400, msg });
    }
    expect((await call(TEA_SUB, 'GET', '/feedback/list')).total).toBe(0);
  });

  it('takes only files of the caller’s company as attachments', async () => {
    const foreign = await upload(PT);
    expect(await submit(TEA_SUB, { ...VALID, attachments: [foreign] })).toEqual({
      code: 400,
      msg: '附件不存在',
    });
    expect(await submit(TEA_SUB, { ...VALID, attachments: [999999] })).toEqual({
      code: 400,
      msg: '附件不存在',
    });
    expect((await call(TEA_SUB, 'GET', '/feedback/list')).total).toBe(0);
  });

  it('stores the feedback with a file the company uploaded', async () => {
    // Uploaded by the main account, attached by a sub-member of the same company.
    const file = await upload(TEA, '报错截图.png');
    const created = await submit(TEA_SUB, {
      ...VALID,
      contact: ' 13800000002 ',
      attachments: [file, file],
    });
    expect(created).toEqual({ code: 200, msg: '提交成功', data: { id: expect.any(Number) } });
    const detail = await call(TEA_SUB, 'GET', `/feedback/${created.data.id}`);
    expect(detail).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        id: created.data.id,
        type: 2,
        title: '订单页面加载慢',
        content: '打开订单列表需要十几秒。',
        contact: '13800000002',
        status: 0,
        attachments: [
          {
            id: file,
            name: '报错截图.png',
            url: `/haiguan/api/files/${file}`,
            fileType: 'image',
            size: PNG.length,
          },
        ],
        reply: null,
        replyTime: null,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });
});

describe('reading own feedback', () => {
  it('pages newest first with the attachment count and filters by status', async () => {
    await submit(TEA_SUB, { type: 1, title: '建议增加葡语客服', content: '希望有葡语客服。' });
    await submit(TEA_SUB, { type: 4, title: '其他', content: '无' });
    const first = await call(TEA_SUB, 'GET', '/feedback/list?pageNum=1&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.rows.map((row: { title: string }) => row.title)).toEqual([
      '其他',
      '建议增加葡语客服',
    ]);
    expect(first.rows[0]).toEqual({
      id: expect.any(Number),
      type: 4,
      title: '其他',
      status: 0,
      createTime: expect.any(String),
      replyTime: null,
      attachmentCount: 0,
    });
    const second = await call(TEA_SUB, 'GET', '/feedback/list?pageNum=2&pageSize=2');
    expect(second.total).toBe(3);
    expect(second.rows).toEqual([
      expect.objectContaining({ title: '订单页面加载慢', attachmentCount: 1 }),
    ]);
    expect((await call(TEA_SUB, 'GET', '/feedback/list?status=2')).total).toBe(0);
  });

  it('hides it from every other member, as if it did not exist', async () => {
    const [own] = (await call(TEA_SUB, 'GET', '/feedback/list')).rows;
    const notFound = { code: 404, msg: '反馈不存在' };
    expect(await call(TEA, 'GET', `/feedback/${own.id}`)).toEqual(notFound);
    expect(await call(PT, 'GET', `/feedback/${own.id}`)).toEqual(notFound);
    expect(await call(PT, 'GET', '/feedback/999999')).toEqual(notFound);
    expect((await call(TEA, 'GET', '/feedback/list')).total).toBe(0);
  });
});

describe('operators', () => {
  const feedbackWithAttachment = async () =>
    (await call(TEA_SUB, 'GET', '/feedback/list?pageNum=2&pageSize=2')).rows[0].id as number;

  it('refuses members without the permission on every operator route', async () => {
    const id = await feedbackWithAttachment();
    const refused = { code: 403, msg: '没有权限' };
    expect(await call(TEA, 'GET', '/operator/feedback')).toEqual(refused);
    expect(await call(TEA_SUB, 'GET', `/operator/feedback/${id}`)).toEqual(refused);
    expect(await call(PT, 'PUT', `/operator/feedback/${id}/processing`)).toEqual(refused);
    expect(await call(TEA, 'PUT', `/operator/feedback/${id}/reply`, { reply: '好' })).toEqual(
      refused,
    );
    expect((await call(TEA_SUB, 'GET', `/feedback/${id}`)).data).toMatchObject({
      status: 0,
      reply: null,
    });
  });

  it('list all feedback with company and submitter, by status', async () => {
    await submit(PT, { type: 3, title: 'Reclamação', content: 'Pagamento atrasado.' });
    const all = await call(OPERATOR, 'GET', '/operator/feedback?pageSize=3');
    expect(all.total).toBe(4);
    expect(all.rows[0]).toEqual({
      id: expect.any(Number),
      type: 3,
      title: 'Reclamação',
      status: 0,
      createTime: expect.any(String),
      replyTime: null,
      attachmentCount: 0,
      companyName: 'Lusitânia Vinhos e Azeites, Lda.',
      submitterName: 'João Ferreira',
      source: 'member',
    });
    expect(all.rows).toHaveLength(3);
    const page2 = await call(OPERATOR, 'GET', '/operator/feedback?pageNum=2&pageSize=3');
    expect(page2.rows).toEqual([
      expect.objectContaining({ title: '订单页面加载慢', submitterName: '李晓梅' }),
    ]);
    const staff = await call(FEEDBACK_STAFF, 'GET', '/operator/feedback?status=0');
    expect(staff.total).toBe(4);
  });

  it('open the detail and the attachment', async () => {
    const id = await feedbackWithAttachment();
    const detail = await call(OPERATOR, 'GET', `/operator/feedback/${id}`);
    expect(detail.data).toMatchObject({
      id,
      title: '订单页面加载慢',
      companyName: '云南普洱茶源茶业有限公司',
      submitterName: '李晓梅',
      attachments: [expect.objectContaining({ name: '报错截图.png' })],
    });
    const [attachment] = detail.data.attachments;
    const download = (user: string) =>
      context.app.inject({ url: attachment.url, headers: bearer(tokens[user]!) });
    const response = await download(OPERATOR);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect((await download(PT)).statusCode).toBe(404);
    // A replier without the all-powerful permission reads feedback attachments, nothing else.
    expect((await download(FEEDBACK_STAFF)).statusCode).toBe(200);
    const unattached = await upload(PT);
    const other = await context.app.inject({
      url: `${API}/files/${unattached}`,
      headers: bearer(tokens[FEEDBACK_STAFF]!),
    });
    expect(other.statusCode).toBe(404);
    expect(await call(OPERATOR, 'GET', '/operator/feedback/999999')).toEqual({
      code: 404,
      msg: '反馈不存在',
    });
  });

  it('mark it as processing, which the submitter sees', async () => {
    const id = await feedbackWithAttachment();
    expect(await call(FEEDBACK_STAFF, 'PUT', `/operator/feedback/${id}/processing`)).toEqual({
      code: 200,
      msg: '已标记为处理中',
      data: null,
    });
    expect((await call(TEA_SUB, 'GET', `/feedback/${id}`)).data.status).toBe(1);
    expect((await call(TEA_SUB, 'GET', '/feedback/list?status=1')).total).toBe(1);
    expect((await call(OPERATOR, 'PUT', '/operator/feedback/999999/processing')).code).toBe(404);
  });

  it('reply once, which the submitter sees and is notified of', async () => {
    const id = await feedbackWithAttachment();
    const unread = async () => (await call(TEA_SUB, 'GET', '/message/getUnreadNum')).data;
    const unreadBefore = await unread();

    expect(await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, { reply: '  ' })).toEqual({
      code: 400,
      msg: '请输入回复内容',
    });
    expect(await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, {})).toEqual({
      code: 400,
      msg: '请输入回复内容',
    });
    expect(
      await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, { reply: 'x', status: 0 }),
    ).toEqual({ code: 400, msg: '不支持的参数：status' });
    expect(
      (await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, { reply: '文'.repeat(2001) }))
        .code,
    ).toBe(400);
    expect(
      await call(OPERATOR, 'PUT', '/operator/feedback/999999/reply', { reply: '已优化' }),
    ).toEqual({ code: 404, msg: '反馈不存在' });
    expect(await unread()).toBe(unreadBefore);

    expect(
      await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, {
        reply: ' 已优化订单列表的查询速度。 ',
      }),
    ).toEqual({ code: 200, msg: '回复成功', data: null });

    const detail = (await call(TEA_SUB, 'GET', `/feedback/${id}`)).data;
    expect(detail).toMatchObject({ status: 2, reply: '已优化订单列表的查询速度。' });
    expect(Date.parse(detail.replyTime)).toBeGreaterThan(Date.parse(detail.createTime));
    const listed = (await call(TEA_SUB, 'GET', '/feedback/list?status=2')).rows;
    expect(listed).toEqual([expect.objectContaining({ id, replyTime: detail.replyTime })]);

    expect(await unread()).toBe(unreadBefore + 1);
    const { rows } = await testDb.db.query(
      `SELECT n.message_title, n.message_brief, n.message_types_of, n.jump_id, n.message_key, n.have_read
         FROM notifications n JOIN members m ON m.id = n.member_id
        WHERE m.username = $1 AND n.message_types_of = 6`,
      [TEA_SUB],
    );
    expect(rows).toEqual([
      {
        message_title: '您的反馈已回复',
        message_brief: '订单页面加载慢',
        message_types_of: 6,
        jump_id: id,
        message_key: 'feedback.replied',
        have_read: false,
      },
    ]);

    const replied = { code: 400, msg: '该反馈已回复' };
    expect(
      await call(OPERATOR, 'PUT', `/operator/feedback/${id}/reply`, { reply: '再次' }),
    ).toEqual(replied);
    expect(await call(OPERATOR, 'PUT', `/operator/feedback/${id}/processing`)).toEqual(replied);
    expect((await call(TEA_SUB, 'GET', `/feedback/${id}`)).data.reply).toBe(
      '已优化订单列表的查询速度。',
    );
  });
});
