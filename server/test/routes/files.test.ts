import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { FILE_SWEEP_GRACE_MS, sweepUnreferencedFiles } from '../../src/platform/files/file-sweep';
import type { FileStorage } from '../../src/platform/files/file-storage';
import dbPlugin from '../../src/platform/db/plugin';
import fileSweepPlugin from '../../src/platform/files/sweep-plugin';
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
import {
  STORAGE_BACKENDS,
  isStored,
  openTestStorage,
  type StorageBackend,
  type TestStorage,
} from '../storage-backends';
import {
  AO,
  BR,
  MO,
  OPERATOR,
  PT,
  REVIEWER,
  TEA,
  TEA_SUB,
  insertOrderInState,
} from './order-helpers';

let testDb: TestDb;
let storage: TestStorage;
let context: TestApp;
const clock = testClock();
const tokens: Record<string, string> = {};

/** Given only the certification review permission for these tests (its own company aside). */
const CERT_REVIEWER = MO;
/** Given only the feedback reply permission. */
const FEEDBACK_STAFF = BR;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

function uploadRequest(user: string, kind: 'png' | 'pdf', purpose = '', app = context.app) {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.${kind}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    kind === 'png' ? PNG : PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}/upload${purpose && `?purpose=${purpose}`}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[user]!),
    },
  });
}

async function upload(user: string, kind: 'png' | 'pdf', purpose = ''): Promise<number> {
  const body = (await uploadRequest(user, kind, purpose)).json();
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
  return body.data.id;
}

const call = async (
  user: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
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

/** A PNG whose header declares `width` × `height` pixels: a few dozen bytes, whatever the size. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    PNG.subarray(0, 8),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    header,
    Buffer.alloc(4),
  ]);
}

/** A JPEG whose frame header (after a JFIF segment) declares `width` × `height` pixels. */
function jpegDeclaring(width: number, height: number): Buffer {
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, ...components, 0xff, 0xd9]);
}

/** A multipart upload of the given parts, answered as JSON. */
async function uploadParts(
  user: string,
  parts: { field: string; filename: string; bytes: Buffer }[],
  language = 'zh',
) {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    ...parts.flatMap(({ field, filename, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `${API}/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
      ...bearer(tokens[user]!),
    },
  });
  return response.json();
}

const MIB = 1024 * 1024;
const MINUTE = 60_000;

/** A stored-file row without a file on disk, to fill a quota or a rate window cheaply. */
async function fillerRow(user: string, size: number, createdAt: Date): Promise<number> {
  const { rows } = await testDb.db.query<{ id: number }>(
    `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
     SELECT company_id, id, 'filler.mp4', $2, 'video/mp4', 'video', $3, $4
       FROM members WHERE username = $1 RETURNING id`,
    [user, `filler-${randomUUID()}.mp4`, size, createdAt],
  );
  return rows[0]!.id;
}

const fileCount = async () =>
  (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;

describe.each(STORAGE_BACKENDS)('with %s file storage', (backend: StorageBackend) => {
  beforeAll(async () => {
    testDb = await openTestDb();
    storage = await openTestStorage(backend);
    context = await createTestApp({ db: testDb.db, now: clock.now, ...storage.appOptions });
    for (const user of [TEA, TEA_SUB, PT, AO, MO, BR, OPERATOR, REVIEWER]) {
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
    await storage.close();
    await testDb.close();
  });

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

  describe('the stored bytes', () => {
    const companyOf = async (user: string) =>
      (
        await testDb.db.query<{ company_id: number }>(
          'SELECT company_id FROM members WHERE username = $1',
          [user],
        )
      ).rows[0]!.company_id;

    it('come back as uploaded from the download, the public logo and the public product media', async () => {
      clock.advance(MINUTE + 1);
      const id = await upload(MO, 'png');
      const own = await context.app.inject({
        url: `${API}/files/${id}`,
        headers: bearer(tokens[MO]!),
      });
      expect(own.headers['content-length']).toBe(String(PNG.length));
      expect(own.rawPayload.equals(PNG)).toBe(true);

      const companyId = await companyOf(MO);
      await testDb.db.query('UPDATE companies SET logo = $1 WHERE id = $2', [
        `${API}/files/${id}`,
        companyId,
      ]);
      const logo = await context.app.inject({ url: `${API}/enterprise/${companyId}/logo` });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(PNG)).toBe(true);

      const product = await call(MO, 'POST', '/product', {
        name: `Chá de ${backend}`,
        unit: 'kg',
        hsCode: '090111',
        imageIds: [id],
      });
      expect(product.code).toBe(200);
      expect((await call(MO, 'PUT', `/product/${product.data.id}/publish`)).code).toBe(200);
      const media = await context.app.inject({
        url: `${API}/product/public/${product.data.id}/media/${id}`,
      });
      expect(media.statusCode).toBe(200);
      expect(media.rawPayload.equals(PNG)).toBe(true);
    });

    it('answer like a missing file when the row outlived its stored file', async () => {
      const lost = await fillerRow(TEA, 64, new Date(clock.now().getTime() - 86_400_000));
      try {
        expect(await download(TEA, lost)).toEqual({
          status: 404,
          body: { code: 404, msg: '文件不存在' },
        });
      } finally {
        await testDb.db.query('DELETE FROM files WHERE id = $1', [lost]);
      }
    });
  });

  if (backend === 's3') {
    describe('replicas sharing the bucket', () => {
      it('one serves what was uploaded through the other, with the same access checks', async () => {
        clock.advance(MINUTE + 1);
        const replica = await createTestApp({
          db: testDb.db,
          now: clock.now,
          ...storage.appOptions,
        });
        try {
          expect(replica.dir).not.toBe(context.dir);
          const id = await upload(TEA, 'png');
          const read = (user: string) =>
            replica.app.inject({ url: `${API}/files/${id}`, headers: bearer(tokens[user]!) });
          const served = await read(TEA_SUB);
          expect(served.statusCode).toBe(200);
          expect(served.rawPayload.equals(PNG)).toBe(true);
          const denied = await read(PT);
          expect({ status: denied.statusCode, body: denied.json() }).toEqual({
            status: 404,
            body: { code: 404, msg: '文件不存在' },
          });
        } finally {
          await replica.close();
        }
      });
    });
  }

  describe('what one upload may carry', () => {
    it('refuses an image whose header declares more than 12000 px a side or 40 megapixels, storing nothing', async () => {
      const before = await fileCount();
      const bomb = await uploadParts(AO, [
        { field: 'file', filename: 'bomb.png', bytes: pngDeclaring(30_000, 30_000) },
      ]);
      expect(bomb).toMatchObject({
        code: 400,
        msg: '图片尺寸过大：每边不超过12000像素，总共不超过4000万像素',
      });
      for (const [bytes, language, msg] of [
        [
          pngDeclaring(8_000, 6_000),
          'pt',
          'A imagem é demasiado grande: até 12 000 píxeis de lado e 40 megapíxeis no total',
        ],
        [
          jpegDeclaring(12_001, 10),
          'en',
          'The image is too large: at most 12,000 pixels a side and 40 megapixels in all',
        ],
        [
          jpegDeclaring(20_000, 20_000),
          'zh-TW',
          '圖片尺寸過大：每邊不超過12000像素，總共不超過4000萬像素',
        ],
      ] as const) {
        expect(
          await uploadParts(AO, [{ field: 'file', filename: 'big', bytes }], language),
        ).toMatchObject({ code: 400, msg });
      }
      expect(await fileCount()).toBe(before);
      const wide = await uploadParts(AO, [
        { field: 'file', filename: 'wide.png', bytes: pngDeclaring(12_000, 3_000) },
      ]);
      expect(wide).toMatchObject({ code: 200, data: { fileType: 'image' } });
    });

    it('refuses a second file instead of keeping the first silently', async () => {
      const before = await fileCount();
      const answer = await uploadParts(
        AO,
        [
          { field: 'file', filename: 'a.png', bytes: PNG },
          { field: 'file', filename: 'b.png', bytes: PNG },
        ],
        'pt',
      );
      expect(answer).toMatchObject({ code: 400, msg: 'Carregue um ficheiro de cada vez' });
      expect(await fileCount()).toBe(before);
    });

    it('keeps no bidirectional controls in the stored name', async () => {
      // "exe‮gnp.png" shows as "exepng.exe" with the right-to-left override left in.
      const spoof = 'exe\u202egnp\u200f\u2066.png';
      const answer = await uploadParts(AO, [{ field: 'file', filename: spoof, bytes: PNG }]);
      expect(answer).toMatchObject({ code: 200, data: { name: 'exegnp.png' } });
      const { rows } = await testDb.db.query<{ original_name: string }>(
        'SELECT original_name FROM files WHERE id = $1',
        [answer.data.id],
      );
      expect(rows[0]!.original_name).toBe('exegnp.png');
    });
  });

  describe('storage quota', () => {
    it("refuses an upload beyond the company's tier quota, saying x / y, and stores nothing", async () => {
      clock.advance(MINUTE + 1);
      // The Brazilian company is on the start edition: 200 MiB. Fill it to 64 bytes short (an old
      // row, outside the upload-rate window).
      const used = (await call(BR, 'GET', '/memberRole/overview')).data.usage.storage.used;
      const filler = await fillerRow(
        BR,
        200 * MIB - used - 64,
        new Date(clock.now().getTime() - 86_400_000),
      );
      try {
        const before = await fileCount();
        const refused = await uploadRequest(BR, 'png');
        expect(refused.statusCode).toBe(200);
        expect(refused.json()).toEqual({
          code: 400,
          msg: '存储空间已满（已用 200 MB / 共 200 MB），请升级会员或删除不用的文件',
        });
        expect(await fileCount()).toBe(before);
        expect((await call(BR, 'GET', '/memberRole/overview')).data.usage.storage).toEqual({
          used: 200 * MIB - 64,
          quota: 200 * MIB,
        });
        // Another company (gold: 5 GiB) is not affected.
        expect((await uploadRequest(TEA, 'png')).json().code).toBe(200);
      } finally {
        await testDb.db.query('DELETE FROM files WHERE id = $1', [filler]);
      }
      expect((await uploadRequest(BR, 'png')).json().code).toBe(200);
    });
  });

  describe('a slow store', () => {
    it("writes the file before it takes the company's lock: another upload of the company goes on meanwhile", async () => {
      clock.advance(MINUTE + 1);
      const store = context.fileStorage!;
      let openStore!: () => void;
      const storeOpened = new Promise<void>((resolve) => (openStore = resolve));
      let firstWriteWaits!: () => void;
      const firstWriteWaiting = new Promise<void>((resolve) => (firstWriteWaits = resolve));
      let writes = 0;
      const slowStore: FileStorage = {
        get: (key) => store.get(key),
        delete: (key) => store.delete(key),
        put: async (key, body, contentType) => {
          if (writes++ === 0) {
            firstWriteWaits();
            await storeOpened;
          }
          await store.put(key, body, contentType);
        },
      };
      const slow = await createTestApp({
        db: testDb.db,
        now: clock.now,
        ...storage.appOptions,
        storage: slowStore,
      });
      try {
        const first = uploadRequest(TEA, 'png', '', slow.app);
        await firstWriteWaiting;
        // Held up behind the first one's lock (or PGlite's one connection), it would never answer.
        expect((await uploadRequest(TEA, 'png', '', slow.app)).json().code).toBe(200);
        openStore();
        expect((await first).json().code).toBe(200);
      } finally {
        openStore();
        await slow.close();
      }
    });
  });

  describe('upload rate per member', () => {
    it('answers 429 beyond 20 files a minute, per member, and lets the member go on a minute later', async () => {
      clock.advance(MINUTE + 1);
      for (let index = 0; index < 20; index++) {
        expect((await uploadRequest(TEA_SUB, 'png')).json().code).toBe(200);
      }
      clock.advance(10_000);
      const refused = await uploadRequest(TEA_SUB, 'png');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('50');
      expect(refused.json()).toEqual({ code: 429, msg: '上传过于频繁，请 50 秒后再试' });
      // The main account of the same company has its own budget.
      expect((await uploadRequest(TEA, 'png')).json().code).toBe(200);
      clock.advance(50_000);
      expect((await uploadRequest(TEA_SUB, 'png')).json().code).toBe(200);
    });

    it('answers 429 beyond 50 MiB a minute', async () => {
      clock.advance(MINUTE + 1);
      const filler = await fillerRow(PT, 50 * MIB, clock.now());
      try {
        const refused = await uploadRequest(PT, 'png');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().msg).toBe('上传过于频繁，请 60 秒后再试');
      } finally {
        await testDb.db.query('DELETE FROM files WHERE id = $1', [filler]);
      }
    });
  });

  describe('sweep of unreferenced uploads', () => {
    const fileStorage = () => context.fileStorage!;
    const storedName = async (id: number) =>
      (
        await testDb.db.query<{ stored_name: string }>(
          'SELECT stored_name FROM files WHERE id = $1',
          [id],
        )
      ).rows[0]?.stored_name;

    it('deletes row and file once the grace period is over, and keeps every referenced upload', async () => {
      const db = testDb.db;
      clock.advance(MINUTE + 1);
      // What earlier tests left unreferenced goes first, so the counts below are this test's.
      await sweepUnreferencedFiles(db, fileStorage(), clock.now(), -1);
      const url = (id: number, prefix = API) => `${prefix}/files/${id}`;
      const orphan = await upload(TEA, 'png');
      const orphanName = (await storedName(orphan))!;
      const avatar = await upload(TEA, 'png');
      expect(
        await call(TEA, 'POST', '/member/updateInfo', { touxiang: url(avatar) }),
      ).toMatchObject({
        code: 200,
      });
      const businessCard = await upload(TEA, 'png');
      await db.query('UPDATE members SET business_card = $1 WHERE username = $2', [
        url(businessCard, '/hg/api'),
        TEA_SUB,
      ]);
      const logo = await upload(PT, 'png');
      await db.query(
        'UPDATE companies SET logo = $1 WHERE id = (SELECT company_id FROM members WHERE username = $2)',
        [url(logo), PT],
      );
      const licence = await upload(PT, 'pdf', 'licence');
      await db.query(
        'UPDATE companies SET licence_file = $1 WHERE id = (SELECT company_id FROM members WHERE username = $2)',
        [licence, PT],
      );
      const feedbackFile = await upload(TEA, 'png');
      expect(
        (
          await call(TEA, 'POST', '/feedback', {
            type: 1,
            title: '附件',
            content: '见附件',
            attachments: [feedbackFile],
          })
        ).code,
      ).toBe(200);
      const contract = (await attachContract('S3/C2')).fileId;
      const chatFile = await upload(PT, 'png');
      expect(
        (
          await call(PT, 'POST', '/chatMessage', {
            messageId: randomUUID(),
            receiverId: await memberId(TEA),
            type: 'customFile',
            payload: JSON.stringify({ fileList: [{ url: url(chatFile) }] }),
          })
        ).code,
      ).toBe(200);
      const referenced = [avatar, businessCard, logo, licence, feedbackFile, contract, chatFile];

      // Within the grace period nothing goes.
      clock.advance(FILE_SWEEP_GRACE_MS - MINUTE);
      const young = await upload(TEA, 'png');
      expect(await sweepUnreferencedFiles(db, fileStorage(), clock.now())).toBe(0);
      expect(await storedName(orphan)).toBe(orphanName);

      clock.advance(2 * MINUTE);
      expect(await sweepUnreferencedFiles(db, fileStorage(), clock.now())).toBe(1);
      expect(await storedName(orphan)).toBeUndefined();
      expect(await isStored(fileStorage(), orphanName)).toBe(false);
      expect(await download(TEA, orphan)).toEqual({
        status: 404,
        body: { code: 404, msg: '文件不存在' },
      });
      for (const id of [...referenced, young]) {
        const name = await storedName(id);
        const kept = name !== undefined && (await isStored(fileStorage(), name));
        expect({ id, kept }).toEqual({ id, kept: true });
      }
      expect((await download(TEA, avatar)).status).toBe(200);
    });

    it('runs in the background with the app and stops when it closes', async () => {
      clock.advance(MINUTE + 1);
      const orphan = await upload(TEA, 'png');
      clock.advance(FILE_SWEEP_GRACE_MS + MINUTE);
      const app = Fastify();
      await app.register(dbPlugin, { db: testDb.db, now: clock.now });
      await app.register(fileSweepPlugin, { fileStorage: fileStorage(), intervalMs: 20 });
      await app.ready();
      try {
        for (let tries = 0; tries < 100 && (await storedName(orphan)) !== undefined; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await storedName(orphan)).toBeUndefined();
      } finally {
        await app.close();
      }
    });
  });
});
