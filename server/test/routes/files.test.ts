import { randomUUID } from 'node:crypto';
import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';
import { AO, BR, MO, OPERATOR, PT, REVIEWER, TEA, insertOrderInState } from './order-helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

/** Given only the certification review permission for these tests (its own company aside). */
const CERT_REVIEWER = MO;
/** Given only the feedback reply permission. */
const FEEDBACK_STAFF = BR;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, PT, AO, MO, BR, OPERATOR, REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
  for (const [user, perms] of [
    [CERT_REVIEWER, 'platform:certification:review'],
    [FEEDBACK_STAFF, 'platform:feedback:reply'],
  ]) {
    await testDb.db.query(
      'INSERT INTO member_permissions (member_id, perms) SELECT id, $2 FROM members WHERE username = $1',
      [user, perms],
    );
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

async function upload(user: string, kind: 'png' | 'pdf', purpose = ''): Promise<number> {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.${kind}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    kind === 'png' ? PNG : PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `${API}/upload${purpose && `?purpose=${purpose}`}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[user]!),
    },
  });
  const body = response.json();
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
  return body.data.id;
}

const call = async (user: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(tokens[user]!),
      ...(payload && { payload }),
    })
  ).json();

async function download(user: string, id: number) {
  const response = await context.app.inject({
    url: `${API}/files/${id}`,
    headers: bearer(tokens[user]!),
  });
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? 'file' : response.json(),
  };
}

async function memberId(username: string): Promise<number> {
  const { rows } = await testDb.db.query<{ id: number }>(
    'SELECT id FROM members WHERE username = $1',
    [username],
  );
  return rows[0]!.id;
}

async function attachContract(
  state: 'S3/C2' | 'S4' | 'S0',
): Promise<{ fileId: number; orderId: number }> {
  const fileId = await upload(TEA, 'pdf', 'contract');
  const order = await insertOrderInState(testDb.db, state, TEA, PT);
  await testDb.db.query(
    'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, 1)',
    [order.id, fileId],
  );
  return { fileId, orderId: order.id };
}

describe('who reads another company’s file', () => {
  it('platform reviewers read only what they review; the rest answers like a missing file', async () => {
    const db = testDb.db;
    // A file sent in a chat between the tea company and the Portuguese buyer.
    const chatFile = await upload(TEA, 'png');
    const sent = await call(TEA, 'POST', '/chatMessage', {
      messageId: randomUUID(),
      receiverId: await memberId(PT),
      type: 'customFile',
      payload: JSON.stringify({ fileList: [{ url: `${API}/files/${chatFile}` }] }),
    });
    expect(sent.code).toBe(200);
    const unsubmittedContract = (await attachContract('S3/C2')).fileId;
    const submittedContract = (await attachContract('S4')).fileId;
    const privateFile = await upload(TEA, 'png');
    // The tea company has not asked for verification (status 0): its licence stays private.
    const teaLicence = await upload(TEA, 'pdf', 'licence');
    await db.query(
      'UPDATE companies SET licence_file = $1 WHERE id = (SELECT company_id FROM members WHERE username = $2)',
      [teaLicence, TEA],
    );
    // The Angolan company's verification is pending (demo data).
    const aoLicence = await upload(AO, 'pdf', 'licence');
    await db.query(
      'UPDATE companies SET licence_file = $1 WHERE id = (SELECT company_id FROM members WHERE username = $2)',
      [aoLicence, AO],
    );
    const feedbackFile = await upload(TEA, 'png');
    const feedback = await call(TEA, 'POST', '/feedback', {
      type: 2,
      title: '上传失败',
      content: '截图见附件。',
      attachments: [feedbackFile],
    });
    expect(feedback.code).toBe(200);
    const logo = await upload(TEA, 'png');
    await db.query(
      'UPDATE companies SET logo = $1 WHERE id = (SELECT company_id FROM members WHERE username = $2)',
      [`${API}/files/${logo}`, TEA],
    );

    const readers = [PT, OPERATOR, REVIEWER, CERT_REVIEWER, FEEDBACK_STAFF];
    // 1: readable, 0: answers like a missing file.
    const expected: Record<string, [number, number[]]> = {
      'chat attachment': [chatFile, [1, 0, 0, 0, 0]],
      'unsubmitted contract': [unsubmittedContract, [1, 0, 0, 0, 0]],
      'submitted contract': [submittedContract, [1, 1, 1, 0, 0]],
      'private file': [privateFile, [0, 0, 0, 0, 0]],
      'licence, not submitted': [teaLicence, [0, 0, 0, 0, 0]],
      'licence under review': [aoLicence, [0, 1, 0, 1, 0]],
      'feedback attachment': [feedbackFile, [0, 1, 0, 0, 1]],
      'company logo': [logo, [1, 1, 1, 1, 1]],
    };
    const missing = { status: 404, body: { code: 404, msg: '文件不存在' } };
    const actual: Record<string, number[]> = {};
    for (const [what, [id]] of Object.entries(expected)) {
      // The owner always reads its own file.
      const owner = id === aoLicence ? AO : TEA;
      expect((await download(owner, id)).status).toBe(200);
      actual[what] = [];
      for (const reader of readers) {
        const answer = await download(reader, id);
        if (answer.status !== 200)
          expect({ what, reader, answer }).toEqual({ what, reader, answer: missing });
        actual[what]!.push(answer.status === 200 ? 1 : 0);
      }
    }
    expect(actual).toEqual(
      Object.fromEntries(Object.entries(expected).map(([what, [, row]]) => [what, row])),
    );
  });

  it('a side that deleted its order no longer reads the contract; the other side still does', async () => {
    const { fileId, orderId } = await attachContract('S0');
    expect((await download(PT, fileId)).status).toBe(200);
    expect((await call(PT, 'DELETE', `/minor/order/${orderId}`)).code).toBe(200);
    expect(await download(PT, fileId)).toEqual({
      status: 404,
      body: { code: 404, msg: '文件不存在' },
    });
    expect((await download(TEA, fileId)).status).toBe(200);
  });
});
