import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, createTestApp, openTestDb, type TestDb } from './helpers';

/**
 * The app compiles a route's schemas on the route's first request (platform/http/schema-compilers.ts), so
 * a schema that cannot compile no longer stops the start: this file compiles all of them.
 */
let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
});

afterAll(async () => {
  await testDb.close();
});

/** A route whose body schema Ajv refuses: `minLength` must be a number. */
function addBrokenRoute(app: FastifyInstance) {
  app.post(
    `${API}/test/broken-schema`,
    {
      schema: {
        body: Type.Object({ name: Type.Unsafe<string>({ type: 'string', minLength: 'x' }) }),
      },
    },
    async () => ({ code: 200, msg: 'ok' }),
  );
}

test("every route's request and response schemas compile", async () => {
  const context = await createTestApp({ db: testDb.db, compileSchemasAtStart: true });
  await context.close();
});

test('a schema that cannot compile fails the start when compiled at start', async () => {
  await expect(
    createTestApp({ db: testDb.db, compileSchemasAtStart: true, extend: addBrokenRoute }),
  ).rejects.toThrow(/broken-schema/);
});

test('compiled on first use, a broken schema fails its own route only, and validation still answers 400', async () => {
  const context = await createTestApp({ db: testDb.db, extend: addBrokenRoute });
  try {
    const broken = await context.app.inject({
      method: 'POST',
      url: `${API}/test/broken-schema`,
      payload: { name: 'a' },
    });
    expect(broken.statusCode).toBe(500);
    const invalid = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: 'someone' },
    });
    expect(invalid.json()).toMatchObject({ code: 400 });
  } finally {
    await context.close();
  }
});
