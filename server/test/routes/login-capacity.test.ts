/** Issue 11 item 10: past the hashing capacity, logins are refused at once (see platform/auth/passwords.ts). */
import { HashingBusyError, verifyPassword } from '../../src/platform/auth/passwords';
import { API, createTestApp, login, openTestDb, type TestApp, type TestDb } from '../helpers';

// The real verifyPassword, replaceable per call: a full queue cannot be produced reliably on
// machines with any number of cores, so the test makes the limiter's refusal happen.
jest.mock('../../src/platform/auth/passwords', () => {
  const actual = jest.requireActual('../../src/platform/auth/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

let testDb: TestDb;
let context: TestApp;
beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

it('answers 429 with a clear message and Retry-After; a refused try is no failed guess', async () => {
  for (let i = 0; i < 6; i++) {
    jest.mocked(verifyPassword).mockRejectedValueOnce(new HashingBusyError());
    const refused = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: 'demo.ao@example.com', password: 'Demo@2026' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 429, msg: '登录人数较多，请稍后再试' });
  }
  // Six refusals, yet no captcha: none of them was evaluated.
  await expect(login(context.app, 'demo.ao@example.com')).resolves.toBeTruthy();
});
