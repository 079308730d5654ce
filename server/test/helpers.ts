import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type Db } from '../src/platform/db/db';
import { createFileStorage, type FileStorage } from '../src/platform/files/file-storage';
import { DEMO_PASSWORD } from '../src/scripts/seed-demo';
import { databaseUrlFor } from './database-url';

export const DEFAULT_REMOTES = {
  mf_portal: '/remotes/mf-portal/mf-manifest.json',
  mf_chat: '/remotes/mf-chat/mf-manifest.json',
};

export interface TestDb {
  db: Db;
  /**
   * The same database through a pool of its own, as another server process holds: on PostgreSQL
   * its queries really run beside the first pool's; one PGlite has one connection to offer.
   */
  openAnotherPool(): Db;
  close(): Promise<void>;
}

/** A migrated and seeded database private to the calling test file. */
export async function openTestDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = process.env.PORTAL_TEST_PG_TEMPLATE;
    if (!template)
      throw new Error(
        'PORTAL_TEST_PG_TEMPLATE is not set: run through the Jest config (global setup)',
      );
    // A copy of the database global setup migrated and seeded: a file copy on the server,
    // where migrating and seeding a schema of its own took each test file about 3 s.
    const database = `t_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: databaseUrl, max: 1 });
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    const url = databaseUrlFor(databaseUrl, database);
    const db = openPostgres({ connectionString: url, max: 4 });
    const others: Db[] = [];
    return {
      db,
      openAnotherPool: () => {
        const other = openPostgres({ connectionString: url, max: 4 });
        others.push(other);
        return other;
      },
      close: async () => {
        await Promise.all(others.map((other) => other.close()));
        await db.close();
        await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = process.env.PORTAL_TEST_PGLITE_DUMP;
  if (!dump)
    throw new Error(
      'PORTAL_TEST_PGLITE_DUMP is not set: run through the Jest config (global setup)',
    );
  const db = await openPglite({ loadDataDir: new Blob([readFileSync(dump)]) });
  return { db, openAnotherPool: () => db, close: () => db.close() };
}

/** A clock the tests move forward instead of sleeping. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'db'>> {
  db: Db;
  captchaEnabled?: boolean;
  nodeEnv?: Config['nodeEnv'];
  remotes?: Record<string, string>;
  staticRoot?: string;
  /**
   * `disabled`: the upload route answers 507; `s3`: uploads go to the bucket `s3` names
   * (storage-backends.ts); by default to `<dir>/uploads`.
   */
  fileStorage?: Config['fileStorage'];
  s3?: Config['s3'];
  /** GET /dev/outbox, on unless a test is about the server without it. */
  devOutbox?: boolean;
  trustProxy?: Config['trustProxy'];
  /** Public product search answers reused for this long (off unless a test is about it). */
  productSearchCacheSeconds?: number;
  /** Redis shared with other processes (socket.io adapter, rate limits), under this prefix. */
  redis?: { url: string; prefix: string };
  /** Where codes go instead of the outbox (local stand-ins of an SMTP server, an SMS gateway). */
  smtpUrl?: string;
  smsGateway?: Config['smsGateway'];
  /** Adds test-only routes before the app is sealed (e.g. one that throws). */
  extend?: (app: FastifyInstance) => void;
}

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  /** The app's file storage, through a client of its own (null when disabled). */
  fileStorage: FileStorage | null;
  close(): Promise<void>;
}

/** An app on the given database with its own remotes file and an empty static root. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-server-'));
  const remotesConfigPath = path.join(dir, 'remotes.json');
  writeFileSync(remotesConfigPath, JSON.stringify(options.remotes ?? DEFAULT_REMOTES));
  const {
    db,
    captchaEnabled = false,
    nodeEnv = 'test',
    staticRoot = path.join(dir, 'static'),
    extend,
    rateLimits,
    fileStorage = 'local',
    s3,
    devOutbox = true,
    trustProxy = false,
    productSearchCacheSeconds = 0,
    redis,
    smtpUrl,
    smsGateway,
    ...rest
  } = options;
  const storageConfig = { dataDir: dir, fileStorage, s3 };
  const app = await buildApp({
    config: {
      captchaEnabled,
      remotesConfigPath,
      staticRoot,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      nodeEnv,
      smtpUrl,
      smsGateway,
      mailFrom: 'test@localhost',
      ...storageConfig,
      devOutbox,
      trustProxy,
      productSearchCacheSeconds,
      redisUrl: redis?.url,
      redisPrefix: redis?.prefix,
    },
    db,
    rateLimits: { login: 1000, captcha: 1000, codeSendsPerIp: 1000, ...rateLimits },
    ...rest,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    dir,
    fileStorage: createFileStorage(storageConfig),
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const API = '/haiguan/api';

export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/loginApi/login`,
    payload: { username, password },
  });
  const body = response.json<{ code: number; msg: string; token?: string }>();
  if (body.code !== 200 || !body.token) throw new Error(`login of ${username} failed: ${body.msg}`);
  return body.token;
}

/** POSTs JSON to an API route and returns the parsed body. */
export function post(app: FastifyInstance, url: string, payload: object, headers = {}) {
  return app
    .inject({ method: 'POST', url: `${API}${url}`, payload, headers })
    .then((response) => response.json());
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  subject: string;
  body: string;
  createdAt: string;
}

/** What GET /dev/outbox holds for one phone or e-mail, newest first. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json<{ data: OutboxMessage[] }>().data;
}

/** The six-digit code in the newest message to a phone or e-mail. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await outbox(app, to);
  const code = newest && /\d{6}/.exec(newest.body)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
