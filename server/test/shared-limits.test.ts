import { randomBytes } from 'node:crypto';
import { API, createTestApp, openTestDb, type TestApp, type TestDb } from './helpers';
import { describeWithServices } from './services';

// Replicas behind a balancer count one client's requests together through Redis: ten wrong
// logins are ten whichever replica each reached, and the eleventh is refused. Runs when REDIS_URL
// is set (CI, and any machine with a Redis); without it each process counts alone.

const REDIS_URL = process.env.REDIS_URL;
const LOGIN_LIMIT = 10;

describeWithServices(['Redis'], 'rate limits shared by replicas through Redis', () => {
  let testDb: TestDb;
  const replicas: TestApp[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
    // A prefix of its own: counts left by another run or test cannot reach this one.
    const redis = { url: REDIS_URL!, prefix: `test-${randomBytes(4).toString('hex')}` };
    for (let index = 0; index < 3; index += 1) {
      replicas.push(
        await createTestApp({
          db: index === 0 ? testDb.db : testDb.openAnotherPool(),
          redis,
          rateLimits: { login: LOGIN_LIMIT },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await testDb.close();
  });

  const wrongLogin = (replica: TestApp) =>
    replica.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: 'nobody@example.com', password: 'wrong-password-1' },
      remoteAddress: '203.0.113.7',
    });

  it('ten wrong logins spread over three replicas: the eleventh is refused by any of them', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const answer = await wrongLogin(replicas[attempt % replicas.length]!);
      expect(answer.statusCode).not.toBe(429);
    }
    for (const replica of replicas) {
      const refused = await wrongLogin(replica);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429 });
    }
  });
});
