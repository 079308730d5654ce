import { createTestApp, login, openTestDb, type TestApp, type TestDb } from '../helpers';
import {
  AO,
  BR,
  PT,
  REVIEWER,
  STATES,
  TEA,
  TEA_SUB,
  caller,
  daysFromToday,
  insertOrderInState,
  orderRow,
  snapshot,
  type SeededOrder,
  type State,
} from './order-helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, BR, AO, REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
  call = caller(context.app, tokens);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Role = 'buyer' | 'owner' | 'reviewer' | 'stranger';
const USER_OF: Record<Role, string> = {
  buyer: PT,
  owner: TEA,
  reviewer: REVIEWER,
  stranger: BR,
};

type Action =
  | 'editProducts'
  | 'confirm'
  | 'reject'
  | 'reTrade'
  | 'tempStore'
  | 'invoice'
  | 'submit'
  | 'approve'
  | 'deny'
  | 'takeEffect'
  | 'progress'
  | 'receive'
  | 'cancel'
  | 'delete';

/** How each action is called on an order. */
const REQUEST: Record<
  Action,
  (order: SeededOrder) => [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object]
> = {
  editProducts: (o) => [
    'PUT',
    '/minor/orderProduct',
    { id: o.lineId, productPrice: '250.00', productQuantity: 12 },
  ],
  confirm: (o) => ['PUT', `/minor/order/confirm/${o.id}`],
  reject: (o) => ['POST', '/minor/order/reject', { id: o.id, rejectReason: '交期太长' }],
  reTrade: (o) => ['PUT', `/minor/order/reTrade/${o.id}`],
  tempStore: (o) => [
    'POST',
    '/minor/order/tempStore',
    {
      id: o.id,
      contractName: `新合同-${o.id}`,
      contractNumber: `NEW-${o.id}`,
      contractFiles: [],
      instalments: [{ amount: '2680.00', dueDate: daysFromToday(20), received: false }],
      followUpName: '陈志远',
      pickupAddress: '普洱市',
      pickupContact: '陈志远',
      pickupPhone: '13800000001',
    },
  ],
  invoice: (o) => [
    'PUT',
    '/minor/order/invoice',
    {
      id: o.id,
      headerType: 2,
      medium: 2,
      title: 'Lusitânia',
      taxNumber: 'PT509876543',
      mailName: 'João',
      mailPhone: '+351 912 345 678',
      mailAddress: 'Rua Augusta 1, Lisboa',
    },
  ],
  submit: (o) => ['PUT', `/minor/order/submit/${o.id}`],
  approve: (o) => ['PUT', `/minor/order/approved/${o.id}`],
  deny: (o) => ['POST', '/minor/order/approvalDenied', { id: o.id, deniedReason: '金额不符' }],
  takeEffect: (o) => ['POST', '/minor/order/takeEffect', { id: o.id }],
  progress: (o) => ['PUT', '/minor/order/progress', { id: o.id, executionStatus: 2 }],
  receive: (o) => ['PUT', `/minor/order/instalment/${o.unpaidInstalmentId}/received`],
  cancel: (o) => ['PUT', `/minor/order/cancel/${o.id}`],
  delete: (o) => ['DELETE', `/minor/order/${o.id}`],
};

interface Expected {
  status: number;
  contract?: number;
  signed?: boolean;
  execution?: number;
  amount?: string;
}
/** 'deletedForSide': gone for the caller's side only (docs/trade-orders.md). */
type Cell = { roles: Role[]; to: Expected | 'deletedForSide'; msg: string };

/**
 * The action table of docs/trade-orders.md, written out per state (independent of order-rules):
 * the listed actions succeed for the listed roles and lead to `to`; a listed action answers
 * 403 '没有权限' to the other roles; an action not listed answers 409 to every role.
 */
const TABLE: Record<State, Partial<Record<Action, Cell>>> = {
  S1: {
    editProducts: { roles: ['owner'], to: { status: 1, amount: '3000.00' }, msg: '已更新' },
    confirm: { roles: ['owner'], to: { status: 3, contract: 1 }, msg: '订单已确认' },
    reject: { roles: ['owner'], to: { status: 2 }, msg: '订单已拒绝' },
    invoice: { roles: ['buyer'], to: { status: 1 }, msg: '开票信息已保存' },
    cancel: { roles: ['buyer', 'owner'], to: { status: 0 }, msg: '订单已取消' },
  },
  S2: {
    reTrade: { roles: ['buyer'], to: { status: 1 }, msg: '已重新发起交易' },
    cancel: { roles: ['buyer', 'owner'], to: { status: 0 }, msg: '订单已取消' },
  },
  'S3/C1': {
    tempStore: { roles: ['owner'], to: { status: 3, contract: 1 }, msg: '暂存成功' },
    invoice: { roles: ['buyer'], to: { status: 3, contract: 1 }, msg: '开票信息已保存' },
    submit: { roles: ['owner'], to: { status: 4, contract: 2 }, msg: '已提交审核' },
    cancel: { roles: ['buyer', 'owner'], to: { status: 0 }, msg: '订单已取消' },
  },
  'S3/C2': {
    tempStore: { roles: ['owner'], to: { status: 3, contract: 1 }, msg: '暂存成功' },
    invoice: { roles: ['buyer'], to: { status: 3, contract: 2 }, msg: '开票信息已保存' },
    submit: { roles: ['owner'], to: { status: 4, contract: 2 }, msg: '已提交审核' },
    cancel: { roles: ['buyer', 'owner'], to: { status: 0 }, msg: '订单已取消' },
  },
  S4: {
    approve: { roles: ['reviewer'], to: { status: 3, contract: 4 }, msg: '审核通过' },
    deny: { roles: ['reviewer'], to: { status: 5, contract: 3 }, msg: '审核已驳回' },
  },
  S5: {
    tempStore: { roles: ['owner'], to: { status: 5, contract: 1 }, msg: '暂存成功' },
    invoice: { roles: ['buyer'], to: { status: 5, contract: 3 }, msg: '开票信息已保存' },
    submit: { roles: ['owner'], to: { status: 4, contract: 2 }, msg: '已提交审核' },
    cancel: { roles: ['buyer', 'owner'], to: { status: 0 }, msg: '订单已取消' },
  },
  'S3/C4 unsigned': {
    takeEffect: {
      roles: ['buyer'],
      to: { status: 3, contract: 4, signed: true, execution: 1 },
      msg: '合同已生效',
    },
  },
  signed: {
    progress: { roles: ['owner'], to: { status: 3, signed: true, execution: 2 }, msg: '已更新' },
    // The last unpaid instalment: the order completes.
    receive: { roles: ['owner'], to: { status: 101, signed: true }, msg: '订单已完成' },
  },
  S101: {},
  S0: {
    delete: { roles: ['buyer', 'owner'], to: 'deletedForSide', msg: '删除成功!' },
  },
};

/** Reviewers see only orders submitted at least once (these states). */
const SUBMITTED: State[] = ['S4', 'S5', 'S3/C4 unsigned', 'signed', 'S101'];
const ACTIONS = Object.keys(REQUEST) as Action[];
const ROLES: Role[] = ['buyer', 'owner', 'reviewer', 'stranger'];

/** Which sides have deleted the order (the row itself stays). */
async function deletedSides(orderId: number) {
  const { rows } = await testDb.db.query<{
    buyer_deleted_at: Date | null;
    seller_deleted_at: Date | null;
  }>('SELECT buyer_deleted_at, seller_deleted_at FROM orders WHERE id = $1', [orderId]);
  return {
    buyer: rows[0]!.buyer_deleted_at !== null,
    seller: rows[0]!.seller_deleted_at !== null,
  };
}

describe('the (status × action × role) matrix', () => {
  for (const state of STATES) {
    it(`state ${state}`, async () => {
      const db = testDb.db;
      // One order for every refused cell (it must stay unchanged); a fresh one per allowed cell.
      const shared = await insertOrderInState(db, state);
      const failures: string[] = [];
      for (const action of ACTIONS) {
        for (const role of ROLES) {
          const cell = TABLE[state][action];
          const allowed = cell?.roles.includes(role) ?? false;
          const order = allowed ? await insertOrderInState(db, state) : shared;
          const before = await snapshot(db, order.id);
          const [method, url, body] = REQUEST[action](order);
          const answer = await call(USER_OF[role], method, url, body);
          const where = `${state} × ${action} × ${role}`;
          if (allowed) {
            if (answer.code !== 200 || answer.msg !== cell!.msg) {
              failures.push(
                `${where}: expected 200 ${cell!.msg}, got ${answer.code} ${answer.msg}`,
              );
              continue;
            }
            const row = await orderRow(db, order.id);
            if (cell!.to === 'deletedForSide') {
              const sides = await deletedSides(order.id);
              const expected = { buyer: role === 'buyer', seller: role === 'owner' };
              if (JSON.stringify(sides) !== JSON.stringify(expected)) {
                failures.push(`${where}: deleted ${JSON.stringify(sides)}`);
              }
              continue;
            }
            const to = cell!.to;
            const actual = {
              status: row!.status,
              ...(to.contract !== undefined && { contract: row!.contract_status }),
              ...(to.signed !== undefined && { signed: row!.signed_at !== null }),
              ...(to.execution !== undefined && { execution: row!.execution_status }),
              ...(to.amount !== undefined && { amount: row!.amount }),
            };
            if (JSON.stringify(actual) !== JSON.stringify(to)) {
              failures.push(
                `${where}: expected ${JSON.stringify(to)}, got ${JSON.stringify(actual)}`,
              );
            }
            const logs = await db.query<{ action: string }>(
              'SELECT action FROM procedure_logs WHERE order_id = $1',
              [order.id],
            );
            if (to && logs.rows.at(-1)?.action !== action) {
              failures.push(`${where}: no procedure log row`);
            }
            continue;
          }
          const hidden = role === 'stranger' || (role === 'reviewer' && !SUBMITTED.includes(state));
          const expected = hidden
            ? { code: 404, msg: '订单不存在' }
            : cell
              ? { code: 403, msg: '没有权限' }
              : { code: 409, msg: '当前订单状态不允许该操作' };
          if (answer.code !== expected.code || answer.msg !== expected.msg) {
            failures.push(
              `${where}: expected ${expected.code} ${expected.msg}, got ${answer.code} ${answer.msg}`,
            );
          }
          if ((await snapshot(db, order.id)) !== before) failures.push(`${where}: order changed`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("refuses the seller's editing, cancel and delete to a sub-member without order:order:supplement", async () => {
    const db = testDb.db;
    const cases: [State, Action][] = [
      ['S1', 'confirm'],
      ['S1', 'editProducts'],
      ['S1', 'reject'],
      ['S1', 'cancel'],
      ['S2', 'cancel'],
      ['S3/C2', 'tempStore'],
      ['S3/C2', 'submit'],
      ['S3/C2', 'cancel'],
      ['signed', 'receive'],
      ['signed', 'progress'],
      ['S0', 'delete'],
    ];
    for (const [state, action] of cases) {
      const order = await insertOrderInState(db, state);
      const before = await snapshot(db, order.id);
      const [method, url, body] = REQUEST[action](order);
      expect({ state, action, answer: await call(TEA_SUB, method, url, body) }).toEqual({
        state,
        action,
        answer: { code: 403, msg: '没有权限' },
      });
      expect(await snapshot(db, order.id)).toBe(before);
      const detail = await call(TEA_SUB, 'GET', `/minor/order/${order.id}`);
      expect(detail.data.actions).toEqual(['contact']);
    }
    // Granted the permission, the same sub-member voids and then deletes a sales order.
    const sub = await db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      TEA_SUB,
    ]);
    await db.query(
      "INSERT INTO member_permissions (member_id, perms) VALUES ($1, 'order:order:supplement')",
      [sub.rows[0]!.id],
    );
    // As the server does after its own changes (another process's reach it by the database's
    // notice: auth-notices.test.ts).
    context.app.authChanged();
    try {
      const order = await insertOrderInState(db, 'S1');
      expect(await call(TEA_SUB, 'PUT', `/minor/order/cancel/${order.id}`)).toMatchObject({
        code: 200,
        msg: '订单已取消',
      });
      expect(await call(TEA_SUB, 'DELETE', `/minor/order/${order.id}`)).toMatchObject({
        code: 200,
        msg: '删除成功!',
      });
      expect(await deletedSides(order.id)).toEqual({ buyer: false, seller: true });
    } finally {
      await db.query(
        "DELETE FROM member_permissions WHERE member_id = $1 AND perms = 'order:order:supplement'",
        [sub.rows[0]!.id],
      );
      context.app.authChanged();
    }
  });

  it('deleting hides the order from the deleting side only', async () => {
    const db = testDb.db;
    const order = await insertOrderInState(db, 'S0');
    const listed = async (user: string, side: 'sales' | 'purchase') => {
      const page = await call(
        user,
        'GET',
        `/minor/order/list?side=${side}&keyword=${order.orderNo}&pageSize=100`,
      );
      return page.rows.map((row: { id: number }) => row.id);
    };
    expect(await call(TEA, 'DELETE', `/minor/order/${order.id}`)).toMatchObject({ code: 200 });
    const gone = { code: 404, msg: '订单不存在' };
    for (const user of [TEA, TEA_SUB]) {
      expect(await call(user, 'GET', `/minor/order/${order.id}`)).toEqual(gone);
      expect(await call(user, 'GET', `/procedureLog/list?orderId=${order.id}`)).toEqual(gone);
      expect(await listed(user, 'sales')).toEqual([]);
    }
    expect(await call(TEA, 'DELETE', `/minor/order/${order.id}`)).toEqual(gone);
    expect(
      await call(TEA, 'GET', `/minor/order/list?side=sales&stage=void&pageSize=100`),
    ).not.toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ id: order.id })]),
    });
    // The buyer still has its record, and may delete it in turn.
    expect(await listed(PT, 'purchase')).toEqual([order.id]);
    const detail = await call(PT, 'GET', `/minor/order/${order.id}`);
    expect(detail.data).toMatchObject({ id: order.id, status: 0, actions: ['delete', 'contact'] });
    expect(await call(PT, 'DELETE', `/minor/order/${order.id}`)).toMatchObject({ code: 200 });
    expect(await call(PT, 'GET', `/minor/order/${order.id}`)).toEqual(gone);
    expect(await listed(PT, 'purchase')).toEqual([]);
    expect(await deletedSides(order.id)).toEqual({ buyer: true, seller: true });
  });

  it('reports exactly the allowed actions in the detail', async () => {
    const db = testDb.db;
    for (const state of STATES) {
      const order = await insertOrderInState(db, state);
      for (const role of ROLES) {
        const answer = await call(USER_OF[role], 'GET', `/minor/order/${order.id}`);
        const hidden = role === 'stranger' || (role === 'reviewer' && !SUBMITTED.includes(state));
        if (hidden) {
          expect(answer).toEqual({ code: 404, msg: '订单不存在' });
          continue;
        }
        const expected = ACTIONS.filter((action) => TABLE[state][action]?.roles.includes(role));
        if (role !== 'reviewer') expected.push('contact' as Action);
        expect({ state, role, actions: [...answer.data.actions].sort() }).toEqual({
          state,
          role,
          actions: [...expected].sort(),
        });
      }
    }
  });
});

describe('another company’s records answer like missing ones', () => {
  it('every cart and order route, nothing written', async () => {
    const db = testDb.db;
    // An order between two other companies (Brazil sells to Angola), and Angola's cart item.
    const foreign = await insertOrderInState(db, 'S1', BR, AO);
    const signedForeign = await insertOrderInState(db, 'signed', BR, AO);
    const ao = await db.query<{ id: number; company_id: number }>(
      "SELECT id, company_id FROM members WHERE username = 'demo.ao@example.com'",
    );
    const product = await db.query<{ id: number; company_id: number }>(
      `SELECT p.id, p.company_id FROM products p JOIN members m ON m.company_id = p.company_id
        WHERE m.username = $1 AND p.status = 1 ORDER BY p.id LIMIT 1`,
      [TEA],
    );
    const cartItem = await db.query<{ id: number }>(
      `INSERT INTO cart_items (company_id, member_id, product_id, seller_company_id, product_price, quantity,
         created_at, updated_at) VALUES ($1, $2, $3, $4, '1.00', 3, now(), now()) RETURNING id`,
      [ao.rows[0]!.company_id, ao.rows[0]!.id, product.rows[0]!.id, product.rows[0]!.company_id],
    );
    const missing: SeededOrder = {
      id: 2_000_000_000,
      orderNo: 'none',
      lineId: 2_000_000_000,
      instalmentIds: [],
      unpaidInstalmentId: 2_000_000_000,
    };
    const reads = (o: SeededOrder): [string, string, object?][] => [
      ['GET', `/minor/order/${o.id}`],
      ['GET', `/procedureLog/list?orderId=${o.id}`],
    ];
    const routes = (o: SeededOrder) => [
      ...reads(o),
      ...ACTIONS.map((action) => REQUEST[action](o)),
    ];
    const cartRoutes = (id: number): [string, string, object?][] => [
      ['PUT', '/shoppingCart', { id, productPrice: '2.00', productQuantity: 4 }],
      ['DELETE', `/shoppingCart/${id}`],
      ['POST', `/shoppingCart/order/${id}`],
      ['POST', '/minor/order/place', { ids: [id] }],
    ];
    const before = [
      await snapshot(db, foreign.id),
      await snapshot(db, signedForeign.id),
      JSON.stringify((await db.query('SELECT * FROM cart_items ORDER BY id')).rows),
      JSON.stringify((await db.query('SELECT count(*)::int AS n FROM orders')).rows),
    ];
    for (const user of [PT, TEA, TEA_SUB]) {
      const pairs: [[string, string, object?], [string, string, object?]][] = [
        ...routes(foreign).map((route, index) => [route, routes(missing)[index]!] as const),
        ...routes(signedForeign).map((route, index) => [route, routes(missing)[index]!] as const),
        ...cartRoutes(cartItem.rows[0]!.id).map(
          (route, index) => [route, cartRoutes(2_000_000_000)[index]!] as const,
        ),
      ] as never;
      for (const [[method, url, body], [missingMethod, missingUrl, missingBody]] of pairs) {
        const answer = await call(user, method as never, url, body);
        const missingAnswer = await call(user, missingMethod as never, missingUrl, missingBody);
        expect({ user, method, url, answer }).toEqual({
          user,
          method,
          url,
          answer: missingAnswer,
        });
        expect(answer.code).toBe(404);
      }
    }
    expect([
      await snapshot(db, foreign.id),
      await snapshot(db, signedForeign.id),
      JSON.stringify((await db.query('SELECT * FROM cart_items ORDER BY id')).rows),
      JSON.stringify((await db.query('SELECT count(*)::int AS n FROM orders')).rows),
    ]).toEqual(before);
  });
});
