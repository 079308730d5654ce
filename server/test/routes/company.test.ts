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

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';
const AO = 'demo.ao@example.com';
const OPERATOR = 'operator@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, AO, OPERATOR]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = async (user: string, method: Method, url: string, payload?: object) =>
  (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(tokens[user]!),
      ...(payload && { payload }),
    })
  ).json();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(64, 3),
]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

function multipartBody(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----portal${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  user: string,
  content: Buffer,
  filename = 'photo.png',
  { query = '', field = 'file', contentType = 'image/png', app = context.app } = {},
) {
  const { payload, headers } = multipartBody(field, filename, content, contentType);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/upload${query}`,
    payload,
    headers: { ...headers, ...bearer(tokens[user]!) },
  });
  return response.json();
}

const download = (user: string, id: number, prefix = API) =>
  context.app.inject({ url: `${prefix}/files/${id}`, headers: bearer(tokens[user]!) });

describe('personal info', () => {
  it('returns the caller’s own record only', async () => {
    const body = await call(TEA_SUB, 'GET', '/member/info');
    expect(body.code).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      ['email', 'id', 'mid', 'name', 'phone', 'position', 'touxiang', 'username'].sort(),
    );
    expect(body.data).toMatchObject({ username: TEA_SUB, phone: TEA_SUB, name: '李晓梅' });
    expect(body.data.mid).not.toBe(0);
  });

  it('updates the allow-listed fields; the e-mail only through the code flow', async () => {
    // An e-mail is a sign-in name: it changes only with codes (member/emailChange, identifiers.test.ts).
    expect(
      await call(TEA_SUB, 'POST', '/member/updateInfo', { email: 'li.xm@example.com' }),
    ).toEqual({ code: 400, msg: '不支持的参数：email' });
    expect((await call(TEA_SUB, 'POST', '/member/updateInfo', { name: '  ' })).msg).toBe(
      '姓名不能为空',
    );
    const done = await call(TEA_SUB, 'POST', '/member/updateInfo', { name: ' 李晓梅2 ' });
    expect(done).toMatchObject({ code: 200 });
    const info = (await call(TEA_SUB, 'GET', '/member/info')).data;
    expect(info).toMatchObject({ name: '李晓梅2', email: null });
  });

  it('refuses fields outside the allow list (no mass assignment)', async () => {
    for (const extra of [{ status: 2 }, { username: 'x@example.com' }, { phone: '13900000000' }]) {
      const body = await call(TEA_SUB, 'POST', '/member/updateInfo', { name: 'X', ...extra });
      expect(body.code).toBe(400);
    }
    const info = (await call(TEA_SUB, 'GET', '/member/info')).data;
    expect(info).toMatchObject({ username: TEA_SUB, phone: TEA_SUB, name: '李晓梅2' });
  });

  it('sets the avatar only to an image of the own company', async () => {
    const own = (await upload(TEA_SUB, PNG)).data;
    const foreign = (await upload(PT, PNG)).data;
    const video = (await upload(TEA_SUB, MP4, 'clip.mp4', { contentType: 'video/mp4' })).data;
    for (const touxiang of [foreign.url, video.url, 'https://evil.example.com/a.png']) {
      expect((await call(TEA_SUB, 'POST', '/member/updateInfo', { touxiang })).code).toBe(400);
    }
    expect((await call(TEA_SUB, 'POST', '/member/updateInfo', { touxiang: own.url })).code).toBe(
      200,
    );
    expect((await call(TEA_SUB, 'GET', '/member/info')).data.touxiang).toBe(own.url);
    await call(TEA_SUB, 'POST', '/member/updateInfo', { touxiang: null });
    expect((await call(TEA_SUB, 'GET', '/member/info')).data.touxiang).toBeNull();
  });
});

describe('company profile', () => {
  it('is readable by the main account and its sub-members', async () => {
    const main = await call(TEA, 'GET', '/member/ownCompany');
    expect(main.data).toMatchObject({
      name: '云南普洱茶源茶业有限公司',
      country: 'CN',
      reviewStatus: 0,
      rejectReason: null,
    });
    expect((await call(TEA_SUB, 'GET', '/member/ownCompany')).data).toEqual(main.data);
    expect((await call(PT, 'GET', '/member/ownCompany')).data).toMatchObject({
      name: 'Lusitânia Vinhos e Azeites, Lda.',
      reviewStatus: 2,
    });
  });

  it('is editable by the main account only', async () => {
    const update = {
      name: '云南普洱茶源茶业有限公司',
      shortName: '茶源',
      country: 'CN',
      registeredCapital: '500万元人民币',
      foundedOn: '2015-06-18',
      scope: '茶叶种植、加工与销售',
    };
    expect(await call(TEA_SUB, 'PUT', '/member/ownCompany', update)).toEqual({
      code: 403,
      msg: '仅企业主账号可操作',
    });
    expect((await call(TEA, 'PUT', '/member/ownCompany', update)).code).toBe(200);
    expect((await call(TEA, 'GET', '/member/ownCompany')).data).toMatchObject({
      ...update,
      address: '云南省普洱市思茅区茶城大道88号',
    });
    expect(
      (await call(TEA, 'PUT', '/member/ownCompany', { ...update, foundedOn: '2015-02-30' })).msg,
    ).toBe('成立日期格式不正确');
    expect((await call(TEA, 'PUT', '/member/ownCompany', { ...update, country: 'cn' })).code).toBe(
      400,
    );
  });

  it('refuses status, owner and other fields outside the allow list', async () => {
    for (const extra of [
      { reviewStatus: 2 },
      { corporateLabel: 3 },
      { creditCode: '91350100M000100Y43' },
      { id: 1 },
      { isPlatform: true },
    ]) {
      const body = await call(TEA, 'PUT', '/member/ownCompany', {
        name: '改名',
        country: 'CN',
        ...extra,
      });
      expect(body).toEqual({ code: 400, msg: `不支持的参数：${Object.keys(extra)[0]!}` });
    }
    expect((await call(TEA, 'GET', '/member/ownCompany')).data).toMatchObject({
      name: '云南普洱茶源茶业有限公司',
      reviewStatus: 0,
      creditCode: '91530800MA6K3T2E1X',
    });
  });
});

describe('enterprise verification', () => {
  let licenceId: number;

  it('is for main accounts, with a valid number for the country and an own licence', async () => {
    const licence = await upload(TEA, PDF, '营业执照.pdf', {
      query: '?purpose=licence',
      contentType: 'application/pdf',
    });
    expect(licence.data).toMatchObject({ fileType: 'file', name: '营业执照.pdf' });
    licenceId = licence.data.id;
    const foreignLicence = (await upload(PT, JPEG, 'licence.jpg')).data.id;
    const submit = (user: string, body: object) =>
      call(user, 'POST', '/member/certification', {
        creditCode: '91350100M000100Y43',
        legalPerson: '陈志远',
        licenceFile: licenceId,
        ...body,
      });

    expect(await submit(TEA_SUB, {})).toEqual({ code: 403, msg: '仅企业主账号可操作' });
    expect(await submit(TEA, { creditCode: '91350100M000100Y44' })).toEqual({
      code: 400,
      msg: '统一社会信用代码格式不正确',
    });
    expect((await submit(TEA, { legalPerson: ' ' })).msg).toBe('法定代表人不能为空');
    expect((await submit(TEA, { licenceFile: foreignLicence })).msg).toBe(
      '营业执照文件不存在或格式不正确',
    );
    expect((await submit(TEA, { reviewStatus: 2 })).code).toBe(400);
    expect((await call(TEA, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(0);

    expect(await submit(TEA, {})).toEqual({ code: 200, msg: '已提交认证，请等待审核' });
    expect((await call(TEA, 'POST', '/member/userInfo')).data.status).toBe(1);
    expect((await call(TEA, 'GET', '/member/ownCompany')).data).toMatchObject({
      reviewStatus: 1,
      creditCode: '91350100M000100Y43',
      legalPerson: '陈志远',
      licenceFile: licenceId,
    });
    expect((await submit(TEA, {})).msg).toBe('认证审核中，请勿重复提交');
    expect(await call(TEA, 'PUT', '/member/ownCompany', { name: '新名称', country: 'CN' })).toEqual(
      { code: 400, msg: '认证审核中，暂不能修改' },
    );
  });

  it('checks Portuguese and Macanese numbers by their own rules', async () => {
    // The verified Portuguese company cannot resubmit; the rules are unit-tested in lib.
    expect(
      (
        await call(PT, 'POST', '/member/certification', {
          creditCode: '123456789',
          legalPerson: 'João',
          licenceFile: 1,
        })
      ).msg,
    ).toBe('企业已通过认证');
  });

  it('can be withdrawn while pending and submitted again', async () => {
    expect(await call(TEA, 'DELETE', '/member/certification')).toEqual({
      code: 200,
      msg: '已撤回认证申请',
    });
    expect((await call(TEA, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(0);
    expect((await call(TEA, 'POST', '/member/userInfo')).data.status).toBe(0);
    expect((await call(TEA, 'DELETE', '/member/certification')).msg).toBe('没有待审核的认证申请');
    expect((await call(TEA_SUB, 'DELETE', '/member/certification')).code).toBe(403);
    const again = await call(TEA, 'POST', '/member/certification', {
      creditCode: '91350100m000100y43',
      legalPerson: '陈志远',
      licenceFile: licenceId,
    });
    expect(again.code).toBe(200);
  });

  it('is reviewed by operators only', async () => {
    for (const user of [TEA, TEA_SUB, PT]) {
      expect(await call(user, 'GET', '/operator/certifications')).toEqual({
        code: 403,
        msg: '没有权限',
      });
      expect((await call(user, 'POST', '/operator/certifications/1/approve')).code).toBe(403);
      expect(
        (await call(user, 'POST', '/operator/certifications/1/reject', { reason: 'x' })).code,
      ).toBe(403);
    }
    expect((await call(TEA, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(1);
  });

  it('lists the pending queue with the seeded Angolan request first', async () => {
    const page = await call(OPERATOR, 'GET', '/operator/certifications?status=1&pageSize=10');
    expect(page.code).toBe(200);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({
      companyName: 'Kwanza Agro-Comércio, Lda.',
      country: 'AO',
      legalPerson: 'Teresa Mendes',
      licenceFile: null,
      applicant: { username: AO },
    });
    expect(page.rows[1]).toMatchObject({
      companyName: '云南普洱茶源茶业有限公司',
      country: 'CN',
      creditCode: '91350100M000100Y43',
      licenceFile: licenceId,
      applicant: { username: TEA, name: '陈志远' },
    });
    expect(new Date(page.rows[1].submittedAt).getTime()).toBeGreaterThan(0);
    const second = await call(OPERATOR, 'GET', '/operator/certifications?pageNum=2&pageSize=1');
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0].companyName).toBe('云南普洱茶源茶业有限公司');
  });

  it('lets an operator open the licence file of a request', async () => {
    const response = await download(OPERATOR, licenceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('approves: company 2, label 2, member verified, applicant notified', async () => {
    const page = await call(OPERATOR, 'GET', '/operator/certifications');
    const tea = page.rows.find((row: { country: string }) => row.country === 'CN');
    const unread = (await call(TEA, 'GET', '/message/getUnreadNum')).data;
    expect(
      await call(OPERATOR, 'POST', `/operator/certifications/${tea.companyId}/approve`),
    ).toEqual({ code: 200, msg: '已通过认证', data: null });
    expect((await call(TEA, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(2);
    expect((await call(TEA, 'POST', '/member/userInfo')).data).toMatchObject({
      status: 2,
      corporateLabel: 2,
    });
    expect((await call(TEA, 'GET', '/member/isCompany')).data).toBe(true);
    expect((await call(TEA, 'GET', '/message/getUnreadNum')).data).toBe(unread + 1);
    // Decided requests are no longer pending.
    expect(
      (await call(OPERATOR, 'POST', `/operator/certifications/${tea.companyId}/approve`)).msg,
    ).toBe('认证申请不存在或已处理');
  });

  it('rejects with a reason: company 3, member 3, applicant notified', async () => {
    const page = await call(OPERATOR, 'GET', '/operator/certifications');
    const angola = page.rows[0];
    expect(
      await call(OPERATOR, 'POST', `/operator/certifications/${angola.companyId}/reject`, {
        reason: '  ',
      }),
    ).toEqual({ code: 400, msg: '拒绝理由不能为空' });
    const unread = (await call(AO, 'GET', '/message/getUnreadNum')).data;
    const rejected = await call(
      OPERATOR,
      'POST',
      `/operator/certifications/${angola.companyId}/reject`,
      {
        reason: '营业执照不清晰',
      },
    );
    expect(rejected.code).toBe(200);
    expect((await call(AO, 'GET', '/member/ownCompany')).data).toMatchObject({
      reviewStatus: 3,
      rejectReason: '营业执照不清晰',
    });
    expect((await call(AO, 'POST', '/member/userInfo')).data.status).toBe(3);
    expect((await call(AO, 'GET', '/message/getUnreadNum')).data).toBe(unread + 1);
    expect((await call(OPERATOR, 'GET', '/operator/certifications')).total).toBe(0);
    const decided = await call(OPERATOR, 'GET', '/operator/certifications?status=3');
    expect(decided.rows[0]).toMatchObject({ rejectReason: '营业执照不清晰', reviewStatus: 3 });
  });

  it('answers unknown or platform companies as missing', async () => {
    for (const id of [999999, 6]) {
      expect((await call(OPERATOR, 'POST', `/operator/certifications/${id}/approve`)).msg).toBe(
        '认证申请不存在或已处理',
      );
    }
  });
});

describe('a verified company changing what was verified (issue 11 item 8)', () => {
  const verified = {
    name: 'Lusitânia Vinhos e Azeites, Lda.',
    country: 'PT',
  };

  it('keeps the verification for other fields', async () => {
    const saved = await call(PT, 'PUT', '/member/ownCompany', {
      ...verified,
      shortName: 'Lusitânia',
      address: 'Rua Augusta 100, Lisboa',
    });
    expect(saved).toEqual({ code: 200, msg: '保存成功', data: null });
    expect((await call(PT, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(2);
  });

  it('goes back to review on a new name or country, with the change shown to the reviewer', async () => {
    const saved = await call(PT, 'PUT', '/member/ownCompany', {
      name: 'Impostor Trading Ltd.',
      country: 'BR',
    });
    expect(saved).toEqual({
      code: 200,
      msg: '保存成功，企业认证信息已变更，需重新审核',
      data: null,
    });
    expect((await call(PT, 'GET', '/member/ownCompany')).data).toMatchObject({
      name: 'Impostor Trading Ltd.',
      reviewStatus: 1,
    });
    expect((await call(PT, 'POST', '/member/userInfo')).data).toMatchObject({
      status: 1,
      corporateLabel: 0,
    });
    expect((await call(PT, 'GET', '/member/isCompany?ajax=1')).data).toBe(false);
    // Nothing more changes while the platform looks at it.
    expect(await call(PT, 'PUT', '/member/ownCompany', verified)).toEqual({
      code: 400,
      msg: '认证审核中，暂不能修改',
    });

    const queue = await call(OPERATOR, 'GET', '/operator/certifications?status=1&pageSize=100');
    const request = queue.rows.find((row: { companyName: string }) =>
      row.companyName.startsWith('Impostor'),
    );
    expect(request.changes).toEqual([
      { field: 'name', from: verified.name, to: 'Impostor Trading Ltd.' },
      { field: 'country', from: 'PT', to: 'BR' },
    ]);
    expect(request.creditCode).toBeTruthy();

    await call(OPERATOR, 'POST', `/operator/certifications/${request.companyId}/approve`);
    expect((await call(PT, 'GET', '/member/ownCompany')).data.reviewStatus).toBe(2);
    const approved = await call(OPERATOR, 'GET', '/operator/certifications?status=2&pageSize=100');
    expect(
      approved.rows.find((row: { companyId: number }) => row.companyId === request.companyId)
        .changes,
    ).toBeNull();
  });

  it('goes back to review on a new legal person too', async () => {
    const saved = await call(PT, 'PUT', '/member/ownCompany', {
      name: 'Impostor Trading Ltd.',
      country: 'BR',
      legalPerson: 'Someone Else',
    });
    expect(saved.msg).toBe('保存成功，企业认证信息已变更，需重新审核');
  });
});

describe('uploads', () => {
  it('stores an image and serves it to its company only', async () => {
    const body = await upload(TEA, PNG, '../../etc/产品.png');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      name: '产品.png',
      size: PNG.length,
      fileType: 'image',
      url: `${API}/files/${body.data.id}`,
    });
    const response = await download(TEA_SUB, body.data.id, '/hg/api');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.rawPayload.equals(PNG)).toBe(true);

    for (const user of [PT, AO]) {
      const denied = await download(user, body.data.id);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ code: 404, msg: '文件不存在' });
    }
    expect((await download(PT, 999999)).json()).toEqual({ code: 404, msg: '文件不存在' });
    const anonymous = await context.app.inject({ url: `${API}/files/${body.data.id}` });
    expect(anonymous.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('decides the type by signature, not by name or claimed type', async () => {
    const fake = await upload(TEA, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(fake).toEqual({ code: 400, msg: '文件格式不正确' });
    const html = await upload(TEA, Buffer.from('<html><script></script></html>'), 'x.jpg', {
      contentType: 'image/jpeg',
    });
    expect(html.msg).toBe('文件格式不正确');
    // PDF only for licences.
    expect((await upload(TEA, PDF, 'a.pdf')).msg).toBe('文件格式不正确');
    const jpeg = await upload(TEA, JPEG, 'named-wrong.mp4', { contentType: 'video/mp4' });
    expect(jpeg.data.fileType).toBe('image');
    const video = await upload(TEA, MP4, 'clip.mp4');
    expect(video.data.fileType).toBe('video');
    const served = await download(TEA, video.data.id);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('limits the size to 5 MB and needs a file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    expect(await upload(TEA, big)).toEqual({ code: 400, msg: '文件大小不能超过5MB' });
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length, 0)]);
    expect((await upload(TEA, exact)).code).toBe(200);
    expect(await upload(TEA, Buffer.alloc(0))).toEqual({ code: 400, msg: '请选择文件' });
    expect((await upload(TEA, PNG, 'a.png', { field: 'other' })).msg).toBe('请选择文件');
    const noBody = await call(TEA, 'POST', '/upload', {});
    expect(noBody).toEqual({ code: 400, msg: '请选择文件' });
  });

  it('needs a signed-in member', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', PNG);
    const response = await context.app.inject({
      method: 'POST',
      url: `${API}/upload`,
      payload,
      headers,
    });
    expect(response.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('answers 507 when file storage is disabled', async () => {
    const disabled = await createTestApp({ db: testDb.db, fileStorage: 'disabled' });
    try {
      const body = await upload(TEA, PNG, 'a.png', { app: disabled.app });
      expect(body).toEqual({ code: 507, msg: '未配置对象存储' });
    } finally {
      await disabled.close();
    }
  });
});
