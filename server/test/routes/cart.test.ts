import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';
import { BR, PT, TEA, TEA_SUB, caller, memberOf, productOf } from './order-helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, BR]) tokens[user] = await login(context.app, user);
  call = caller(context.app, tokens);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

interface CartGroup {
  enterpriseId: number;
  enterpriseName: string;
  enterpriseTextLanguage: string;
  enterpriseMachineTranslated: boolean;
  shoppingCarts: {
    id: number;
    productId: number;
    productName: string;
    textLanguage: string;
    machineTranslated: boolean;
    productPrice: string | null;
    productQuantity: number;
    unit: string;
    currency: string;
    imageUrl: string | null;
  }[];
}

/** The cart as the API client asks for it: in the UI's language, Simplified Chinese unless told. */
async function ownList(user: string, language = 'zh-CN'): Promise<CartGroup[]> {
  const me = await memberOf(testDb.db, user);
  const response = await context.app.inject({
    url: `${API}/shoppingCart/ownList?memberId=${me.id}`,
    headers: { ...bearer(tokens[user]!), 'accept-language': language },
  });
  const body = response.json();
  expect(body.code).toBe(200);
  return body.data;
}

async function clearCart(user: string) {
  for (const group of await ownList(user)) {
    for (const item of group.shoppingCarts) {
      await call(user, 'DELETE', `/shoppingCart/${item.id}`);
    }
  }
}

describe('cart', () => {
  beforeEach(async () => {
    await clearCart(PT);
    await clearCart(TEA);
  });

  it('adds published products of other companies at the listed price, grouped by seller', async () => {
    const tea = await productOf(testDb.db, TEA);
    const onRequest = await productOf(testDb.db, TEA, false);
    const coffee = await productOf(testDb.db, BR);
    expect(
      (await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 2 })).code,
    ).toBe(200);
    // adding again adds to the quantity
    await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 3 });
    await call(PT, 'POST', '/shoppingCart', { productId: onRequest.id, productQuantity: 1 });
    await call(PT, 'POST', '/shoppingCart', { productId: coffee.id, productQuantity: 100 });
    const groups = await ownList(PT);
    expect(groups).toHaveLength(2);
    const teaMain = await memberOf(testDb.db, TEA);
    const teaGroup = groups.find((group) => group.enterpriseId === teaMain.id)!;
    expect(teaGroup.enterpriseName).toBe('云南普洱茶源茶业有限公司');
    const byProduct = new Map(teaGroup.shoppingCarts.map((item) => [item.productId, item]));
    expect(byProduct.get(tea.id)).toMatchObject({
      productName: tea.name,
      productPrice: tea.price,
      productQuantity: 5,
      currency: 'CNY',
    });
    expect(byProduct.get(onRequest.id)!.productPrice).toBeNull();
  });

  it('names each product and seller in the reader’s language, else marks the original’s', async () => {
    const puerh = (
      await testDb.db.query<{ id: number }>(
        "SELECT id FROM products WHERE name = '普洱熟茶饼 357克'",
      )
    ).rows[0]!;
    const untranslated = await productOf(testDb.db, TEA, false);
    await testDb.db.query(
      "UPDATE products SET translations = '{}'::jsonb, original_language = 'zh' WHERE id = $1",
      [untranslated.id],
    );
    await call(PT, 'POST', '/shoppingCart', { productId: puerh.id, productQuantity: 1 });
    await call(PT, 'POST', '/shoppingCart', { productId: untranslated.id, productQuantity: 1 });
    const [tea] = await ownList(PT, 'pt-PT');
    expect(tea).toMatchObject({
      enterpriseName: "Yunnan Pu'er Chayuan, Comércio de Chá, Lda.",
      enterpriseTextLanguage: 'pt',
      enterpriseMachineTranslated: false,
    });
    const byProduct = new Map(tea!.shoppingCarts.map((item) => [item.productId, item]));
    expect(byProduct.get(puerh.id)).toMatchObject({
      productName: 'Chá Pu-erh maturado, bolo de 357 g',
      textLanguage: 'pt',
      machineTranslated: false,
    });
    expect(byProduct.get(untranslated.id)).toMatchObject({
      productName: untranslated.name,
      textLanguage: 'zh',
    });
    // A reader of Chinese gets the registered names, in their own language.
    const [inChinese] = await ownList(PT);
    expect(inChinese).toMatchObject({
      enterpriseName: '云南普洱茶源茶业有限公司',
      enterpriseTextLanguage: 'zh',
    });
  });

  it("shows each line's first product picture by its public url, none when it has none", async () => {
    const tea = await productOf(testDb.db, TEA);
    const onRequest = await productOf(testDb.db, TEA, false);
    const picture = await testDb.db.query<{ file_id: number }>(
      `WITH file AS (
         INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type,
           size, created_at)
         SELECT company_id, id, 'tea.png', 'cart-test-tea.png', 'image/png', 'image', 10, now()
           FROM members WHERE username = $2 RETURNING id
       )
       INSERT INTO product_media (product_id, file_id, kind, position)
       SELECT $1, id, 'image', 0 FROM file RETURNING file_id`,
      [tea.id, TEA],
    );
    await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 1 });
    await call(PT, 'POST', '/shoppingCart', { productId: onRequest.id, productQuantity: 1 });
    const items = new Map(
      (await ownList(PT))
        .flatMap((group) => group.shoppingCarts)
        .map((item) => [item.productId, item]),
    );
    await testDb.db.query('DELETE FROM product_media WHERE file_id = $1', [
      picture.rows[0]!.file_id,
    ]);
    expect(items.get(tea.id)!.imageUrl).toBe(
      `/haiguan/api/product/public/${tea.id}/media/${picture.rows[0]!.file_id}`,
    );
    expect(items.get(onRequest.id)!.imageUrl).toBeNull();
  });

  it('refuses own-company, unknown and unpublished products', async () => {
    const own = await productOf(testDb.db, TEA);
    expect(
      await call(TEA, 'POST', '/shoppingCart', { productId: own.id, productQuantity: 1 }),
    ).toEqual({
      code: 400,
      msg: '不能购买本企业的产品',
    });
    expect(
      await call(TEA_SUB, 'POST', '/shoppingCart', { productId: own.id, productQuantity: 1 }),
    ).toEqual({
      code: 400,
      msg: '不能购买本企业的产品',
    });
    expect(
      await call(PT, 'POST', '/shoppingCart', { productId: 999999, productQuantity: 1 }),
    ).toEqual({
      code: 404,
      msg: '产品不存在',
    });
    const pending = await testDb.db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, price, unit, status)
       SELECT company_id, '未上架的茶', 10, '盒', 0 FROM members WHERE username = $1 RETURNING id`,
      [TEA],
    );
    expect(
      await call(PT, 'POST', '/shoppingCart', {
        productId: pending.rows[0]!.id,
        productQuantity: 1,
      }),
    ).toEqual({ code: 404, msg: '产品不存在' });
    expect(
      (
        await call(PT, 'POST', '/shoppingCart', {
          productId: own.id,
          productQuantity: 1,
          productPrice: '0.01',
        })
      ).msg,
    ).toBe('不支持的参数：productPrice');
  });

  it('checks the edit form: unit price incl. tax and quantity are required', async () => {
    const tea = await productOf(testDb.db, TEA);
    const added = await call(PT, 'POST', '/shoppingCart', {
      productId: tea.id,
      productQuantity: 1,
    });
    const id = added.data.id;
    const cases: [object, string][] = [
      [{ productQuantity: 2 }, '请输入含税单价'],
      [{ productPrice: '', productQuantity: 2 }, '请输入含税单价'],
      [{ productPrice: '-1', productQuantity: 2 }, '请输入含税单价'],
      [{ productPrice: '1.234', productQuantity: 2 }, '请输入含税单价'],
      [{ productPrice: '12.5' }, '请输入交易数量'],
      [{ productPrice: '12.5', productQuantity: 0 }, '请输入交易数量'],
      [{ productPrice: '12.5', productQuantity: 1.5 }, '请输入交易数量'],
      [{ productPrice: '12.5', productQuantity: 1_000_001 }, '请输入交易数量'],
    ];
    for (const [change, msg] of cases) {
      expect(await call(PT, 'PUT', '/shoppingCart', { id, ...change })).toEqual({ code: 400, msg });
    }
    expect(
      (await call(PT, 'PUT', '/shoppingCart', { id, productPrice: '250.5', productQuantity: 12 }))
        .code,
    ).toBe(200);
    const item = (await ownList(PT))[0]!.shoppingCarts[0]!;
    expect(item).toMatchObject({ productPrice: '250.50', productQuantity: 12 });
    // another member's item is as missing
    expect(
      await call(BR, 'PUT', '/shoppingCart', { id, productPrice: '1', productQuantity: 1 }),
    ).toEqual({
      code: 404,
      msg: '购物车商品不存在',
    });
    expect(await call(PT, 'DELETE', `/shoppingCart/${id}`)).toMatchObject({
      code: 200,
      msg: '删除成功!',
    });
    expect(await ownList(PT)).toEqual([]);
  });

  it("lists nothing for another member's id", async () => {
    const tea = await productOf(testDb.db, TEA);
    await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 1 });
    const pt = await memberOf(testDb.db, PT);
    expect((await call(BR, 'GET', `/shoppingCart/ownList?memberId=${pt.id}`)).data).toEqual([]);
    expect((await call(BR, 'GET', '/shoppingCart/ownList')).data).toEqual([]);
  });

  it('places one order per seller and notifies each seller', async () => {
    const db = testDb.db;
    const tea = await productOf(db, TEA);
    const teaOnRequest = await productOf(db, TEA, false);
    const coffee = await productOf(db, BR);
    const ids = [
      (await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 120 })).data
        .id,
      (await call(PT, 'POST', '/shoppingCart', { productId: teaOnRequest.id, productQuantity: 10 }))
        .data.id,
      (await call(PT, 'POST', '/shoppingCart', { productId: coffee.id, productQuantity: 1000 }))
        .data.id,
    ];
    expect(await call(PT, 'POST', '/minor/order/place', { ids: [] })).toEqual({
      code: 400,
      msg: '请勾选产品再提交订单~',
    });
    expect(await call(PT, 'POST', '/minor/order/place', {})).toEqual({
      code: 400,
      msg: '请勾选产品再提交订单~',
    });
    const teaMain = await memberOf(db, TEA);
    const brMain = await memberOf(db, BR);
    const countFor = async (memberId: number) =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND message_types_of = 3',
          [memberId],
        )
      ).rows[0]!.n;
    const before = [await countFor(teaMain.id), await countFor(brMain.id)];
    const placed = await call(PT, 'POST', '/minor/order/place', { ids });
    expect(placed).toMatchObject({ code: 200, msg: '操作成功' });
    const orderIds: number[] = placed.data.orderIds;
    expect(orderIds).toHaveLength(2);
    expect([await countFor(teaMain.id), await countFor(brMain.id)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
    expect(await ownList(PT)).toEqual([]);

    const { rows } = await db.query<{
      id: number;
      seller_company_id: number;
      status: number;
      type: number;
      amount: string;
      currency: string;
      enterprise_id: number;
      buyer_member_id: number;
      order_no: string;
    }>(
      `SELECT id, seller_company_id, status, type, amount::text AS amount, currency, enterprise_id, buyer_member_id, order_no
         FROM orders WHERE id = ANY($1::int[]) ORDER BY id`,
      [orderIds],
    );
    const pt = await memberOf(db, PT);
    const teaOrder = rows.find((row) => row.enterprise_id === teaMain.id)!;
    const brOrder = rows.find((row) => row.enterprise_id === brMain.id)!;
    // 120 × 268.00; the '面议' line counts nothing until it is priced
    expect(teaOrder).toMatchObject({
      status: 1,
      type: 2,
      amount: '32160.00',
      currency: 'CNY',
      buyer_member_id: pt.id,
    });
    expect(brOrder).toMatchObject({ status: 1, type: 2, amount: '4200.00', currency: 'USD' });
    expect(teaOrder.order_no).toMatch(/^HG\d{8}\d{7}$/);
    const notice = await db.query<{ jump_id: number; message_types_of: number }>(
      'SELECT jump_id, message_types_of FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [teaMain.id],
    );
    expect(notice.rows[0]).toEqual({ jump_id: teaOrder.id, message_types_of: 3 });
    // the seller sees it in its sales list, the buyer in its purchases
    const sales = await call(TEA, 'GET', '/minor/order/list?side=sales&stage=tradePending');
    expect(sales.rows.map((row: { id: number }) => row.id)).toContain(teaOrder.id);
    const purchases = await call(PT, 'GET', '/minor/order/list?side=purchase&pageSize=100');
    expect(purchases.rows.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([teaOrder.id, brOrder.id]),
    );
    const row = purchases.rows.find((entry: { id: number }) => entry.id === teaOrder.id);
    expect(row).toMatchObject({
      stage: 'tradePending',
      role: 1,
      amount: '32160.00',
      sellerName: '云南普洱茶源茶业有限公司',
    });
    expect(row.products).toEqual([
      { productName: tea.name, productPrice: '268.00', productQuantity: 120, unit: '饼' },
      { productName: teaOnRequest.name, productPrice: null, productQuantity: 10, unit: '千克' },
    ]);
  });

  it('places the order of one cart item', async () => {
    const coffee = await productOf(testDb.db, BR);
    const id = (
      await call(TEA, 'POST', '/shoppingCart', { productId: coffee.id, productQuantity: 7 })
    ).data.id;
    const answer = await call(TEA, 'POST', `/shoppingCart/order/${id}`);
    expect(answer).toMatchObject({ code: 200 });
    expect(answer.data.orderIds).toHaveLength(1);
    expect(await ownList(TEA)).toEqual([]);
    expect(await call(TEA, 'POST', `/shoppingCart/order/${id}`)).toEqual({
      code: 404,
      msg: '购物车商品不存在',
    });
  });
});
