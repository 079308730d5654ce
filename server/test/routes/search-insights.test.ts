import type { SearchInsights, Static } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { platformToday } from '../../src/platform/calendar';
import { addSearchCounts } from '../../src/modules/search-insights/repo';
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

type Insights = Static<typeof SearchInsights>;

const OPERATOR = 'operator@example.com';
const PT = 'demo.pt@example.com';
const TEA = '13800000001';
/** A query nothing answers, as it is counted (accents and case folded). */
const NOTHING = 'zzqx-nada';

let testDb: TestDb;
let context: TestApp;
let other: TestApp;
const clock = testClock();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  // A second server process on the same database: its searches count into the same rows.
  other = await createTestApp({ db: testDb.openAnotherPool(), now: clock.now });
  for (const user of [OPERATOR, PT, TEA]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await other.close();
  await context.close();
  await testDb.close();
});

async function get(
  app: FastifyInstance,
  url: string,
  { user, language }: { user?: string; language?: string } = {},
) {
  const response = await app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: {
      ...(user && bearer(tokens[user]!)),
      ...(language && { 'accept-language': language }),
    },
  });
  return response.json<{ code: number; msg: string; total?: number; data?: Insights }>();
}

/** Searches as a buyer's browser does, returning how many the search found. */
async function search(app: FastifyInstance, path: string, keyword: string, language: string) {
  const answer = await get(app, `${path}?keyword=${encodeURIComponent(keyword)}`, { language });
  expect(answer.code).toBe(200);
  return answer.total!;
}

async function insights(query: string): Promise<Insights> {
  await context.app.searchInsights.flush();
  await other.app.searchInsights.flush();
  const answer = await get(context.app, `/platform/search-insights${query}`, { user: OPERATOR });
  expect(answer).toMatchObject({ code: 200 });
  return answer.data!;
}

const rowOf = (rows: Insights['top'], kind: string, query: string) =>
  rows.find((row) => row.kind === kind && row.query === query);

test('searches through the real routes are counted by normalised query, kind and whether they found anything', async () => {
  expect(await search(context.app, '/product/search', '普洱', 'zh-CN')).toBeGreaterThan(0);
  await search(context.app, '/product/search', '普洱', 'zh');
  await search(other.app, '/product/search', ' 普洱 ', 'zh');
  await search(context.app, '/product/search', 'ZZQX-Nadá', 'en');
  await search(other.app, '/product/search', NOTHING, 'en');
  await search(context.app, '/demand/search', NOTHING, 'zh');
  await search(context.app, '/enterprise/list', NOTHING, 'cht');
  // Turning to page 2 is the same search; an empty keyword is a search of nothing.
  expect(
    (await get(context.app, `/product/search?keyword=${NOTHING}&pageNum=2`, { language: 'en' }))
      .code,
  ).toBe(200);
  expect((await get(context.app, '/product/search?keyword=', { language: 'en' })).code).toBe(200);

  const week = await insights('?days=7');
  expect(week.to).toBe(platformToday(clock.now()));
  expect(rowOf(week.top, 'product', NOTHING)).toEqual({
    kind: 'product',
    query: NOTHING,
    searches: 2,
    zeroResultSearches: 2,
  });
  expect(rowOf(week.top, 'product', '普洱')).toEqual({
    kind: 'product',
    query: '普洱',
    searches: 3,
    zeroResultSearches: 0,
  });
  expect(rowOf(week.top, 'demand', NOTHING)).toMatchObject({ searches: 1, zeroResultSearches: 1 });
  expect(rowOf(week.top, 'company', NOTHING)).toMatchObject({ searches: 1, zeroResultSearches: 1 });
  expect(week.top.some((row) => row.query === '')).toBe(false);
  // Most searched first; the no-result table holds only queries that found nothing at least once.
  expect(week.top[0]).toMatchObject({ kind: 'product', query: '普洱' });
  expect(week.noResult[0]).toMatchObject({ kind: 'product', query: NOTHING });
  expect(week.noResult.every((row) => row.zeroResultSearches > 0)).toBe(true);
});

test('the operator narrows by kind and by the reader’s language, and chooses 7 or 30 days', async () => {
  const demands = await insights('?days=7&kind=demand');
  expect(demands.top.map((row) => row.kind)).toEqual(['demand']);

  const english = await insights('?days=7&language=en');
  expect(english.top).toEqual([
    { kind: 'product', query: NOTHING, searches: 2, zeroResultSearches: 2 },
  ]);

  const twentyDaysAgo = platformToday(new Date(clock.now().getTime() - 20 * 86_400_000));
  await addSearchCounts(testDb.db, [
    {
      day: twentyDaysAgo,
      kind: 'product',
      language: 'pt',
      query: 'vinho do porto',
      searches: 4,
      zeroResultSearches: 1,
    },
  ]);
  expect(rowOf((await insights('?days=7')).top, 'product', 'vinho do porto')).toBeUndefined();
  const month = await insights('?days=30');
  expect(month.from).toBe(platformToday(new Date(clock.now().getTime() - 29 * 86_400_000)));
  expect(rowOf(month.top, 'product', 'vinho do porto')).toMatchObject({ searches: 4 });
});

test('a member without the operator’s permission is refused, in the reader’s language', async () => {
  for (const user of [PT, TEA]) {
    expect(await get(context.app, '/platform/search-insights', { user })).toMatchObject({
      code: 403,
      msg: '没有权限',
    });
  }
  expect(
    await get(context.app, '/platform/search-insights', { user: PT, language: 'pt' }),
  ).toMatchObject({ code: 403, msg: 'Sem permissão' });
  expect((await get(context.app, '/platform/search-insights')).code).toBe(401);
});

test('a period other than 7 or 30 days is bad input', async () => {
  const answer = await get(context.app, '/platform/search-insights?days=9', {
    user: OPERATOR,
    language: 'en',
  });
  expect(answer.code).toBe(400);
  expect(answer.msg).not.toMatch(/[\u4e00-\u9fff]/);
});
