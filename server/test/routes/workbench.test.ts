import type { Static, WorkbenchSummary } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { platformToday } from '../../src/platform/calendar';
import { API, createTestApp, login, openTestDb, type TestApp, type TestDb } from '../helpers';
import {
  AO,
  BR,
  MO,
  PT,
  REVIEWER,
  TEA,
  TEA_SUB,
  caller,
  insertOrderInState,
  memberOf,
  productOf,
  type State,
} from './order-helpers';

type Summary = Static<typeof WorkbenchSummary>;

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof caller>;

const DAY = 86_400_000;
const day = (offset: number) => platformToday(new Date(Date.now() + offset * DAY));

async function summary(who: string): Promise<Summary> {
  const answer = await call(who, 'GET', '/workbench/summary');
  expect(answer).toMatchObject({ code: 200 });
  return answer.data as Summary;
}

/** Each company's summary, read before and after a change. */
async function summaries(...who: string[]) {
  return Object.fromEntries(await Promise.all(who.map(async (w) => [w, await summary(w)])));
}

/** A list's total, as the caller asks for it. */
async function listTotal(who: string, url: string): Promise<number> {
  const answer = await call(who, 'GET', url);
  expect(answer).toMatchObject({ code: 200 });
  return answer.total as number;
}

/**
 * The home's counts that open a filtered list, beside the totals of those lists for the same
 * caller: the two must agree, record for record (issue #33).
 */
async function countsAndLists(who: string) {
  const { orders, demands } = await summary(who);
  const lists = {
    salesAwaiting: await listTotal(who, '/minor/order/list?side=sales&awaiting=true'),
    purchasesAwaiting: await listTotal(who, '/minor/order/list?side=purchase&awaiting=true'),
    quotesReceived: await listTotal(who, '/demand/ownList?quotesReceived=true'),
    expiringSoon: await listTotal(who, '/demand/ownList?expiringSoon=true'),
  };
  const counts = {
    salesAwaiting: orders.salesAwaiting,
    purchasesAwaiting: orders.purchasesAwaiting,
    quotesReceived: demands.quotesReceived,
    expiringSoon: demands.expiringSoon,
  };
  return { counts, lists };
}

async function expectListsToMatchCounts(...who: string[]) {
  for (const company of who) {
    const { counts, lists } = await countsAndLists(company);
    expect({ company, ...lists }).toEqual({ company, ...counts });
  }
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  app = context.app;
  for (const who of [TEA, TEA_SUB, PT, BR, MO, AO, REVIEWER]) tokens[who] = await login(app, who);
  call = caller(app, tokens);
});

afterAll(async () => {
  await context.close();
  await testDb.close();
});

test('needs a signed-in member', async () => {
  const response = await app.inject({ method: 'GET', url: `${API}/workbench/summary` });
  expect(response.json()).toMatchObject({ code: 401 });
});

test('tells each company its own verification, membership and first steps', async () => {
  const {
    [TEA]: tea,
    [TEA_SUB]: teaSub,
    [PT]: pt,
    [AO]: ao,
  } = await summaries(TEA, TEA_SUB, PT, AO);
  expect(tea.verification).toBe(0);
  expect(ao.verification).toBe(1);
  expect(pt).toMatchObject({ verification: 2, membership: { roleKey: 'silver' } });
  // The sub-member reads the same company's figures as its main account.
  expect(teaSub.firstSteps).toEqual(tea.firstSteps);
  expect(tea.firstSteps.staff).toBeGreaterThan(0);
});

test.each<[State, 'salesAwaiting' | 'purchasesAwaiting' | null]>([
  ['S1', 'salesAwaiting'],
  ['S3/C2', 'salesAwaiting'],
  ['S5', 'salesAwaiting'],
  ['S2', 'purchasesAwaiting'],
  ['S3/C4 unsigned', 'purchasesAwaiting'],
  ['S4', null],
  ['S101', null],
])(
  'an order in %s counts for the side whose turn it is, and no other company',
  async (state, turn) => {
    const before = await summaries(TEA, PT, BR);
    await insertOrderInState(testDb.db, state, TEA, PT);
    const after = await summaries(TEA, PT, BR);
    expect(after[TEA].orders).toEqual({
      ...before[TEA].orders,
      salesAwaiting: before[TEA].orders.salesAwaiting + (turn === 'salesAwaiting' ? 1 : 0),
    });
    expect(after[PT].orders).toEqual({
      ...before[PT].orders,
      purchasesAwaiting:
        before[PT].orders.purchasesAwaiting + (turn === 'purchasesAwaiting' ? 1 : 0),
    });
    expect(after[BR].orders).toEqual(before[BR].orders);
    await expectListsToMatchCounts(TEA, PT, BR);
  },
);

test("the reviewers' orders waiting for them are the submitted ones", async () => {
  await insertOrderInState(testDb.db, 'S4', TEA, PT);
  const awaiting = await listTotal(REVIEWER, '/minor/order/list?side=review&awaiting=true');
  expect(awaiting).toBeGreaterThan(0);
  expect(awaiting).toBe(
    await listTotal(REVIEWER, '/minor/order/list?side=review&stage=contractPending'),
  );
});

test('a demand for one supplier counts for its buyer and that supplier only; a quote moves it to the buyer', async () => {
  const buyer = await memberOf(testDb.db, BR);
  const supplier = await memberOf(testDb.db, MO);
  const before = await summaries(BR, MO, PT);
  const posted = await call(BR, 'POST', '/demand', {
    title: 'Chá verde para Santos',
    productName: 'Chá verde',
    hsCode: '090210',
    industry: '茶叶',
    quantity: '100',
    unit: 'kg',
    priceMin: '10',
    priceMax: '20',
    currency: 'USD',
    deadline: day(3),
    receiverId: buyer.id,
    description: '',
    attachmentIds: [],
    supplierIds: [supplier.company_id],
    designatedOnly: true,
  });
  expect(posted).toMatchObject({ code: 200 });
  const demandId = posted.data.id as number;
  const posted1 = await summaries(BR, MO, PT);
  expect(posted1[BR].demands).toEqual({
    ...before[BR].demands,
    expiringSoon: before[BR].demands.expiringSoon + 1,
  });
  expect(posted1[BR].firstSteps.demands).toBe(before[BR].firstSteps.demands + 1);
  expect(posted1[MO].demands.openToQuote).toBe(before[MO].demands.openToQuote + 1);
  // Designated to Macau only: Lisbon neither sees nor counts it.
  expect(posted1[PT].demands).toEqual(before[PT].demands);

  expect(
    await call(MO, 'POST', `/demand/${demandId}/quote`, {
      unitPrice: '15.00',
      totalPrice: null,
      quantity: '100',
      currency: 'USD',
      deliveryTerms: 'FOB Macau',
      deliveryDate: day(30),
      validUntil: day(2),
      message: '',
    }),
  ).toMatchObject({ code: 200 });
  const quoted = await summaries(BR, MO, PT);
  expect(quoted[BR].demands.quotesReceived).toBe(before[BR].demands.quotesReceived + 1);
  expect(quoted[MO].demands.openToQuote).toBe(before[MO].demands.openToQuote);
  expect(quoted[PT].demands).toEqual(before[PT].demands);
  await expectListsToMatchCounts(BR, MO, PT);
  // The count opens on the demand the quote came in on.
  expect(await call(BR, 'GET', `/demand/ownList?quotesReceived=true&pageSize=100`)).toMatchObject({
    rows: expect.arrayContaining([expect.objectContaining({ id: demandId })]),
  });
});

test('an inquiry counts as unread for its receiver only', async () => {
  const product = await productOf(testDb.db, PT);
  const before = await summaries(PT, BR, MO);
  const sent = await call(BR, 'POST', `/product/${product.id}/inquiry`, {
    quantity: '10',
    destination: 'Santos',
    message: 'Preço FOB?',
  });
  expect(sent).toMatchObject({
    code: 200,
    data: { receiverId: (await memberOf(testDb.db, PT)).id },
  });
  const after = await summaries(PT, BR, MO);
  expect(after[PT].messages).toEqual({
    ...before[PT].messages,
    unreadInquiries: before[PT].messages.unreadInquiries + 1,
  });
  expect(after[BR].messages).toEqual(before[BR].messages);
  expect(after[MO].messages).toEqual(before[MO].messages);
});

test('an exhibition not yet ended counts until the company registers', async () => {
  const { rows } = await testDb.db.query<{ id: number }>(
    `INSERT INTO exhibitions (title, organizer, description, starts_on, ends_on)
     VALUES ($3, $3, $3, $1, $2) RETURNING id`,
    [day(5), day(8), JSON.stringify({ zh: '展', cht: '展', pt: 'Feira', en: 'Fair' })],
  );
  const before = await summaries(PT, BR);
  const pt = await memberOf(testDb.db, PT);
  await testDb.db.query(
    `INSERT INTO exhibition_registrations (exhibition_id, company_id, member_id, status)
     VALUES ($1, $2, $3, 1)`,
    [rows[0]!.id, pt.company_id, pt.id],
  );
  const after = await summaries(PT, BR);
  expect(after[PT].exhibitions.openToRegister).toBe(before[PT].exhibitions.openToRegister - 1);
  expect(after[BR].exhibitions).toEqual(before[BR].exhibitions);
});
