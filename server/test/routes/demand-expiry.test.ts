import type { FastifyInstance } from 'fastify';
import { platformToday } from '../../src/platform/calendar';
import { runDemandExpiry } from '../../src/modules/demand/service';
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
import { memberId } from '../realtime/socket-helpers';

// The scheduled expiry of demands and quotes (plugins/demand-expiry.ts): several servers run it
// at once and each change and notice still happens once; a server that starts catches up on
// what passed its deadline while none ran.
const BUYER = 'demo.br@example.com';
const SUPPLIER = 'demo.ao@example.com';
const DAY = 86_400_000;
const QUOTE_EXPIRED = 10;

let testDb: TestDb;
let context: TestApp;
let app: FastifyInstance;
const clock = testClock();
const tokens: Record<string, string> = {};
const started: TestApp[] = [];

const day = (offset: number) => platformToday(new Date(clock.now().getTime() + offset * DAY));

async function call<T = unknown>(
  who: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<{ code: number; data?: T; rows?: T[] }> {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'zh-CN' },
    ...(payload && { payload }),
  });
  return response.json();
}

async function postDemandWithQuote(title: string): Promise<{ demand: number; quote: number }> {
  const posted = await call<{ id: number }>(BUYER, 'POST', '/demand', {
    title,
    productName: 'Chá preto Dianhong',
    hsCode: '090240',
    industry: '茶叶',
    quantity: '20',
    unit: 'kg',
    priceMin: '10',
    priceMax: '25',
    currency: 'USD',
    deadline: day(1),
    receiverId: await memberId(testDb.db, BUYER),
    description: '',
    attachmentIds: [],
    supplierIds: [],
    designatedOnly: false,
  });
  expect(posted.code).toBe(200);
  const quoted = await call<{ id: number }>(SUPPLIER, 'POST', `/demand/${posted.data!.id}/quote`, {
    unitPrice: '18.00',
    totalPrice: null,
    quantity: '20',
    currency: 'USD',
    deliveryTerms: 'FOB Luanda',
    deliveryDate: day(40),
    validUntil: day(1),
    message: '',
  });
  expect(quoted.code).toBe(200);
  return { demand: posted.data!.id, quote: quoted.data!.id };
}

async function statuses(demands: number[]) {
  const { rows } = await testDb.db.query<{ id: number; status: number; quote_status: number }>(
    `SELECT d.id, d.status, q.status AS quote_status
       FROM demands d JOIN quotes q ON q.demand_id = d.id
      WHERE d.id = ANY($1::int[]) ORDER BY d.id`,
    [demands],
  );
  return rows;
}

async function expiredNotices(): Promise<number> {
  const page = await call<{ messageTypesOf: number }>(
    SUPPLIER,
    'GET',
    '/message/getMessageListByUser?pageSize=100',
  );
  return page.rows!.filter((row) => row.messageTypesOf === QUOTE_EXPIRED).length;
}

/** Another server on the same database, with its own connections, as a second process has. */
async function anotherServer(): Promise<TestApp> {
  const server = await createTestApp({ db: testDb.openAnotherPool(), now: clock.now });
  started.push(server);
  return server;
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  app = context.app;
  for (const who of [BUYER, SUPPLIER]) tokens[who] = await login(app, who);
});

afterAll(async () => {
  for (const server of started) await server.close();
  await context.close();
  await testDb.close();
});

it('ends every demand and quote once, with one notice each, when three servers run it together', async () => {
  const posted = [];
  for (const n of [1, 2, 3, 4, 5, 6])
    posted.push(await postDemandWithQuote(`Chá preto, lote ${n}`));
  const demands = posted.map((entry) => entry.demand);
  const noticesBefore = await expiredNotices();
  const [second, third] = [await anotherServer(), await anotherServer()];

  clock.advance(2 * DAY);
  const runs = await Promise.all(
    [app, second.app, third.app, app, second.app, third.app].map((server) =>
      runDemandExpiry(server),
    ),
  );

  expect(runs.reduce((sum, run) => sum + run.demands, 0)).toBe(posted.length);
  expect(runs.reduce((sum, run) => sum + run.quotes, 0)).toBe(posted.length);
  expect(await statuses(demands)).toEqual(
    demands.map((id) => ({ id, status: 2, quote_status: 3 })),
  );
  expect(await expiredNotices()).toBe(noticesBefore + posted.length);
});

it('a server that starts catches up on deadlines that passed while none ran', async () => {
  const { demand } = await postDemandWithQuote('Chá preto, prazo durante a paragem');
  const inHall = async () =>
    (await call<{ id: number }>(SUPPLIER, 'GET', '/demand/search?pageSize=100')).rows!.some(
      (row) => row.id === demand,
    );
  expect(await inHall()).toBe(true);
  clock.advance(2 * DAY);
  // Past its deadline it leaves the hall at once, before any run has marked it expired.
  expect((await statuses([demand]))[0]!.status).toBe(1);
  expect(await inHall()).toBe(false);
  // No run of the servers already up: the one that starts now finds the passed deadline itself.
  await anotherServer();
  // Its first run starts when it is ready and goes on in the background.
  const deadline = Date.now() + 10_000;
  while ((await statuses([demand]))[0]!.status === 1 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await statuses([demand]))[0]).toEqual({ id: demand, status: 2, quote_status: 3 });
});

it('a run that fails before the notices are stored changes nothing, and the next run tells the supplier', async () => {
  const { demand } = await postDemandWithQuote('Chá preto, aviso perdido');
  const noticesBefore = await expiredNotices();
  // The notices cannot be stored (as if the process died after the UPDATE): the run must not
  // leave the quote expired with nobody told, or no later run would tell them.
  await testDb.db.exec(`
    CREATE FUNCTION refuse_expired_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'notices are down'; END $$;
    CREATE TRIGGER refuse_expired_notice BEFORE INSERT ON notifications FOR EACH ROW
      WHEN (NEW.message_key = 'quote.expired') EXECUTE FUNCTION refuse_expired_notice();`);
  clock.advance(2 * DAY);
  try {
    await expect(runDemandExpiry(app)).rejects.toThrow('notices are down');
    expect(await statuses([demand])).toEqual([{ id: demand, status: 1, quote_status: 1 }]);
    expect(await expiredNotices()).toBe(noticesBefore);
  } finally {
    await testDb.db.exec(`
      DROP TRIGGER refuse_expired_notice ON notifications;
      DROP FUNCTION refuse_expired_notice();`);
  }

  await runDemandExpiry(app);
  expect(await statuses([demand])).toEqual([{ id: demand, status: 2, quote_status: 3 }]);
  expect(await expiredNotices()).toBe(noticesBefore + 1);
});
