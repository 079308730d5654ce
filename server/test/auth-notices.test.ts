import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/db';
import { TOKEN_LIFETIME_MS } from '../src/platform/auth/tokens';
import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  testClock,
  type TestApp,
  type TestDb,
} from './helpers';
import { describeWithServices } from './services';

// Whose a token is, remembered by each server process (platform/auth/plugin.ts) and forgotten on the
// database's notice of a change (migration 027), whichever process or script made it.

const TEA_SUB = '13800000002';
const NOTICE_WAIT_MS = 5000;

/** The database, counting the token lookups made through it. */
function countingLookups(db: Db) {
  let lookups = 0;
  const counted: Db = {
    ...db,
    query: (sql, params, prepared) => {
      if (prepared === 'auth-member-for-token') lookups += 1;
      return db.query(sql, params, prepared);
    },
  };
  return { db: counted, lookups: () => lookups };
}

const memberInfo = (app: FastifyInstance, token: string) =>
  app
    .inject({ url: `${API}/member/info`, headers: bearer(token) })
    .then((response) => response.json<{ code: number }>().code);

/** Asks until the answer is `code`, for at most NOTICE_WAIT_MS; returns the last answer. */
async function answerBecomes(app: FastifyInstance, token: string, code: number) {
  const deadline = Date.now() + NOTICE_WAIT_MS;
  let answer = await memberInfo(app, token);
  while (answer !== code && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await memberInfo(app, token);
  }
  return answer;
}

let testDb: TestDb;
let counting: ReturnType<typeof countingLookups>;
let context: TestApp;
const clock = testClock();

beforeAll(async () => {
  testDb = await openTestDb();
  counting = countingLookups(testDb.db);
  context = await createTestApp({ db: counting.db, now: clock.now });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe('a signed-in request', () => {
  it('asks the database whose its token is once, not on every request', async () => {
    const token = await login(context.app, TEA_SUB);
    const before = counting.lookups();
    for (let request = 0; request < 5; request += 1) {
      expect(await memberInfo(context.app, token)).toBe(200);
    }
    expect(counting.lookups() - before).toBe(1);
  });

  it('is refused once the token is revoked with SQL, as by another process', async () => {
    const token = await login(context.app, TEA_SUB);
    expect(await memberInfo(context.app, token)).toBe(200);
    await testDb.db.query(
      `UPDATE auth_tokens SET revoked_at = now()
        WHERE member_id = (SELECT id FROM members WHERE username = $1)`,
      [TEA_SUB],
    );
    expect(await answerBecomes(context.app, token, 401)).toBe(401);
  });

  it('is refused once the member is disabled with SQL, and answered when enabled again', async () => {
    const token = await login(context.app, TEA_SUB);
    expect(await memberInfo(context.app, token)).toBe(200);
    await testDb.db.query('UPDATE members SET disabled = TRUE WHERE username = $1', [TEA_SUB]);
    try {
      expect(await answerBecomes(context.app, token, 401)).toBe(401);
    } finally {
      await testDb.db.query('UPDATE members SET disabled = FALSE WHERE username = $1', [TEA_SUB]);
    }
    expect(await answerBecomes(context.app, token, 200)).toBe(200);
  });

  it('on another server of the same database, is refused once signed out through the first', async () => {
    const other = await createTestApp({ db: testDb.openAnotherPool(), now: clock.now });
    try {
      const token = await login(context.app, TEA_SUB);
      expect(await memberInfo(other.app, token)).toBe(200);
      expect(await memberInfo(context.app, token)).toBe(200);
      await context.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(token) });
      // The server that signed it out refuses it at once; the other on the database's notice.
      expect(await memberInfo(context.app, token)).toBe(401);
      expect(await answerBecomes(other.app, token, 401)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('is refused when its token ends, remembered or not', async () => {
    const token = await login(context.app, TEA_SUB);
    expect(await memberInfo(context.app, token)).toBe(200);
    clock.advance(TOKEN_LIFETIME_MS + 1000);
    expect(await memberInfo(context.app, token)).toBe(401);
  });
});

describeWithServices(['PostgreSQL'], 'when the connection that hears the notices is lost', () => {
  const listeners = async () =>
    (
      await testDb.db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN portal_auth'`,
      )
    ).rows.map((row) => row.pid);

  async function until(condition: () => Promise<boolean>) {
    const deadline = Date.now() + NOTICE_WAIT_MS;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('forgets every token, so a change made meanwhile still counts, and listens again', async () => {
    const token = await login(context.app, TEA_SUB);
    expect(await memberInfo(context.app, token)).toBe(200);
    const [lost] = await listeners();
    await testDb.db.query('SELECT pg_terminate_backend($1)', [lost]);
    await until(async () => !(await listeners()).includes(lost!));
    // Nobody hears this notice: the server reconnects a second later.
    await testDb.db.query(
      `UPDATE auth_tokens SET revoked_at = now()
        WHERE member_id = (SELECT id FROM members WHERE username = $1)`,
      [TEA_SUB],
    );
    expect(await memberInfo(context.app, token)).toBe(401);

    await until(async () => (await listeners()).length === 1);
    const fresh = await login(context.app, TEA_SUB);
    expect(await memberInfo(context.app, fresh)).toBe(200);
    const before = counting.lookups();
    expect(await memberInfo(context.app, fresh)).toBe(200);
    expect(counting.lookups()).toBe(before);
  });
});
