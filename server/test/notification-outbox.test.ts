import type { SystemNotification } from '../src/modules/notifications/service';
import { NOTIFICATION_TYPES, notify } from '../src/modules/notifications/service';
import { createTestApp, login, openTestDb, type TestApp, type TestDb } from './helpers';
import { PT, TEA, caller, memberOf, productOf } from './routes/order-helpers';

// Notifications are a transactional outbox: written in the transaction of the action they report,
// pushed live after the commit, and pushed again until a push has gone out — so an action that
// committed always answers success, and its notice always arrives.

let testDb: TestDb;
let context: TestApp;
let call: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};

/** Records what reaches the members' sockets; `failing` makes every push throw, as a Redis outage would. */
function watchPushes(app: TestApp['app']) {
  const pushed: { memberId: number; notification: SystemNotification }[] = [];
  const state = { failing: false };
  const original = app.realtime.pushNotification.bind(app.realtime);
  app.realtime.pushNotification = async (memberId, notification) => {
    if (state.failing) throw new Error('redis unreachable');
    pushed.push({ memberId, notification });
    await original(memberId, notification);
  };
  return { pushed, state };
}

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, PT]) tokens[user] = await login(context.app, user);
  call = caller(context.app, tokens);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

test('an order placed while live pushes fail answers success; its notice arrives once they work', async () => {
  const { pushed, state } = watchPushes(context.app);
  const seller = await memberOf(testDb.db, TEA);
  const tea = await productOf(testDb.db, TEA);
  const item = await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 3 });

  state.failing = true;
  const placed = await call(PT, 'POST', '/minor/order/place', { ids: [item.data.id] });
  expect(placed.code).toBe(200);
  const [orderId] = placed.data.orderIds as number[];
  await context.app.notificationOutbox.deliverPending();
  const stored = await testDb.db.query<{ delivered_at: Date | null }>(
    `SELECT delivered_at FROM notifications WHERE member_id = $1 AND jump_id = $2`,
    [seller.id, orderId],
  );
  expect(stored.rows).toEqual([{ delivered_at: null }]);
  expect(pushed).toEqual([]);

  // The failed delivery keeps its lease for a while; past it, the next pass pushes the notice.
  state.failing = false;
  await testDb.db.query(
    'UPDATE notifications SET delivery_lease_until = NULL WHERE member_id = $1 AND jump_id = $2',
    [seller.id, orderId],
  );
  await context.app.notificationOutbox.deliverPending();
  expect(pushed).toEqual([
    {
      memberId: seller.id,
      notification: expect.objectContaining({ jumpId: orderId, messageTitle: '新订单待确认' }),
    },
  ]);
  await context.app.notificationOutbox.deliverPending();
  expect(pushed).toHaveLength(1);
});

test('a notice written in a transaction that rolls back is never stored nor sent', async () => {
  const { pushed } = watchPushes(context.app);
  const seller = await memberOf(testDb.db, TEA);
  const before = await testDb.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE member_id = $1',
    [seller.id],
  );
  await expect(
    context.app.db.transaction(async (tx) => {
      await notify(
        context.app,
        {
          memberId: seller.id,
          type: NOTIFICATION_TYPES.order,
          message: { key: 'order.placed', params: { orderNo: 'HG000' } },
          jumpId: 1,
        },
        tx,
      );
      throw new Error('the action failed after writing its notice');
    }),
  ).rejects.toThrow('the action failed');
  await context.app.notificationOutbox.deliverPending();
  const after = await testDb.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE member_id = $1',
    [seller.id],
  );
  expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  expect(pushed).toEqual([]);
});

test('two processes delivering at once push each notice exactly once', async () => {
  const other = await createTestApp({ db: testDb.openAnotherPool() });
  try {
    const first = watchPushes(context.app);
    const second = watchPushes(other.app);
    const seller = await memberOf(testDb.db, TEA);
    await testDb.db.transaction(async (tx) => {
      for (let index = 0; index < 30; index += 1) {
        await notify(
          context.app,
          {
            memberId: seller.id,
            type: NOTIFICATION_TYPES.order,
            message: { key: 'order.placed', params: { orderNo: `HG${index}` } },
            jumpId: 100_000 + index,
          },
          tx,
        );
      }
    });
    await Promise.all([
      context.app.notificationOutbox.deliverPending(),
      other.app.notificationOutbox.deliverPending(),
    ]);
    const jumpIds = [...first.pushed, ...second.pushed]
      .map((push) => push.notification.jumpId!)
      .filter((id) => id >= 100_000)
      .sort((a, b) => a - b);
    expect(jumpIds).toEqual(Array.from({ length: 30 }, (_, index) => 100_000 + index));
  } finally {
    await other.close();
  }
});
