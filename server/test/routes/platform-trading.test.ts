import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';
import {
  OPERATOR,
  PT,
  REVIEWER,
  TEA,
  insertOrderInState,
  memberOf,
  orderRow,
  productOf,
  snapshot,
  type Method,
} from './order-helpers';

/** The platform never trades (docs/trade-orders.md): its staff are refused on every trading route. */
const REFUSED = { code: 403, msg: '平台账号不能参与交易' };

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [OPERATOR, REVIEWER, PT, TEA]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function call(user: string, method: Method, url: string, payload?: object, language = 'zh') {
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(tokens[user]!), 'accept-language': language },
    ...(payload && { payload }),
  });
  return response.json();
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await testDb.db.query<{ count: number }>(sql, params);
  return rows[0]!.count;
}

async function platformCompanyId(): Promise<number> {
  return (await memberOf(testDb.db, OPERATOR)).company_id;
}

describe('the platform never trades', () => {
  it('refuses its staff a cart, in the caller’s language', async () => {
    const tea = await productOf(testDb.db, TEA);
    for (const user of [OPERATOR, REVIEWER]) {
      expect(
        await call(user, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 1 }),
      ).toMatchObject(REFUSED);
    }
    expect(
      await call(
        OPERATOR,
        'POST',
        '/shoppingCart',
        { productId: tea.id, productQuantity: 1 },
        'pt',
      ),
    ).toMatchObject({ code: 403, msg: 'As contas da plataforma não compram nem vendem' });
    expect(
      await call(
        OPERATOR,
        'POST',
        '/shoppingCart',
        { productId: tea.id, productQuantity: 1 },
        'zh-TW',
      ),
    ).toMatchObject({ code: 403, msg: '平台帳號不能參與交易' });
    expect(
      await call(
        OPERATOR,
        'POST',
        '/shoppingCart',
        { productId: tea.id, productQuantity: 1 },
        'en',
      ),
    ).toMatchObject({ code: 403, msg: 'Platform accounts do not buy or sell' });
    expect(
      await count('SELECT count(*)::int AS count FROM cart_items WHERE company_id = $1', [
        await platformCompanyId(),
      ]),
    ).toBe(0);
  });

  it('places no order for the platform, even from a cart item it already holds', async () => {
    const operator = await memberOf(testDb.db, OPERATOR);
    const tea = await productOf(testDb.db, TEA);
    const teaCompany = (await memberOf(testDb.db, TEA)).company_id;
    // A cart item from before the rule: it can be neither edited nor ordered.
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO cart_items (company_id, member_id, product_id, seller_company_id, product_price, quantity,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 1, now(), now()) RETURNING id`,
      [operator.company_id, operator.id, tea.id, teaCompany, tea.price],
    );
    const itemId = rows[0]!.id;
    expect(
      await call(OPERATOR, 'PUT', '/shoppingCart', {
        id: itemId,
        productPrice: '1.00',
        productQuantity: 2,
      }),
    ).toMatchObject(REFUSED);
    expect(await call(OPERATOR, 'POST', '/minor/order/place', { ids: [itemId] })).toMatchObject(
      REFUSED,
    );
    expect(await call(OPERATOR, 'POST', `/shoppingCart/order/${itemId}`)).toMatchObject(REFUSED);
    expect(
      await count('SELECT count(*)::int AS count FROM orders WHERE buyer_company_id = $1', [
        operator.company_id,
      ]),
    ).toBe(0);
  });

  it('lets the platform act on an order only as its reviewer, never as buyer or seller', async () => {
    // Orders from before the rule, with the platform as buyer and as seller.
    const bought = await insertOrderInState(testDb.db, 'S1', TEA, OPERATOR);
    const before = await snapshot(testDb.db, bought.id);
    expect(await call(OPERATOR, 'PUT', `/minor/order/cancel/${bought.id}`)).toMatchObject(REFUSED);
    expect(await snapshot(testDb.db, bought.id)).toBe(before);

    const operator = await memberOf(testDb.db, OPERATOR);
    const sold = await insertOrderInState(testDb.db, 'S3/C1', TEA, PT);
    await testDb.db.query(
      'UPDATE orders SET enterprise_id = $2, company_id = $3, seller_company_id = $3 WHERE id = $1',
      [sold.id, operator.id, operator.company_id],
    );
    expect(await call(OPERATOR, 'PUT', `/minor/order/submit/${sold.id}`)).toMatchObject(REFUSED);
    expect((await orderRow(testDb.db, sold.id))!.status).toBe(3);

    // Reviewing other companies' orders stays the platform's job.
    const submitted = await insertOrderInState(testDb.db, 'S4', TEA, PT);
    expect(await call(REVIEWER, 'PUT', `/minor/order/approved/${submitted.id}`)).toMatchObject({
      code: 200,
    });
  });

  it('refuses its staff products, demands, quotes and inquiries', async () => {
    const platform = await platformCompanyId();
    const tea = await productOf(testDb.db, TEA);
    const product = { name: '平台自营茶叶', unit: '饼', price: '10.00' };
    expect(await call(OPERATOR, 'POST', '/product', product)).toMatchObject(REFUSED);
    expect(await call(OPERATOR, 'PUT', `/product/${tea.id}`, product)).toMatchObject(REFUSED);
    expect(await call(OPERATOR, 'PUT', `/product/${tea.id}/publish`)).toMatchObject(REFUSED);
    expect(await call(OPERATOR, 'PUT', '/product/batchPublish', { ids: [tea.id] })).toMatchObject(
      REFUSED,
    );
    expect(
      await count('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [platform]),
    ).toBe(0);

    const demand = { title: '采购葡萄酒', productName: '葡萄酒', industry: '食品', unit: '瓶' };
    expect(await call(OPERATOR, 'POST', '/demand', demand)).toMatchObject(REFUSED);
    const open = await testDb.db.query<{ id: number }>(
      'SELECT id FROM demands WHERE status = 1 AND NOT designated_only ORDER BY id LIMIT 1',
    );
    const demandId = open.rows[0]!.id;
    expect(await call(OPERATOR, 'PUT', `/demand/${demandId}`, demand)).toMatchObject(REFUSED);
    expect(
      await call(OPERATOR, 'POST', `/demand/${demandId}/quote`, {
        unitPrice: '12.00',
        quantity: '100',
        currency: 'CNY',
      }),
    ).toMatchObject(REFUSED);
    expect(
      await count('SELECT count(*)::int AS count FROM demands WHERE company_id = $1', [platform]),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS count FROM quotes WHERE company_id = $1', [platform]),
    ).toBe(0);

    expect(
      await call(OPERATOR, 'POST', `/product/${tea.id}/inquiry`, {
        quantity: '10',
        destination: 'Lisboa',
        message: '请报价',
      }),
    ).toMatchObject(REFUSED);
  });
});
