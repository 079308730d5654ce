import { productQuotaMsg } from '../../src/lib/quotas';
import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const TEA_SUB = '13800000002';
const PT = 'demo.pt@example.com';
const BR = 'demo.br@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, BR]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT';

async function call(user: string, method: Method, url: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(tokens[user]!),
    ...(payload && { payload }),
  });
  return response.json();
}

const NOT_FOUND = { code: 404, msg: '产品不存在' };
const NEEDS_GRANT = { code: 403, msg: '发布供应需要企业主账号授权，请联系主账号' };

async function createProduct(user: string, name: string): Promise<number> {
  const body = await call(user, 'POST', '/product', { name, unit: 'kg' });
  expect(body.code).toBe(200);
  return body.data.id;
}

describe('adding products', () => {
  const valid = { name: '古树普洱生茶', unit: '饼' };

  it('checks the fields', async () => {
    const cases: [object, string][] = [
      [{ name: ' ' }, '请输入产品名称'],
      [{ name: undefined }, '请输入产品名称'],
      [{ unit: '' }, '请输入单位'],
      [{ hsCode: '0902A' }, 'HS编码应为2-10位数字'],
      [{ hsCode: '9' }, 'HS编码应为2-10位数字'],
      [{ price: '-1' }, '价格格式不正确'],
      [{ price: '12.345' }, '价格格式不正确'],
      [{ price: 'abc' }, '价格格式不正确'],
      [{ currency: 'XXX' }, '币种不正确'],
    ];
    for (const [change, msg] of cases) {
      expect(await call(TEA, 'POST', '/product', { ...valid, ...change })).toEqual({
        code: 400,
        msg,
      });
    }
    expect((await call(TEA, 'POST', '/product', { ...valid, name: 'x'.repeat(101) })).code).toBe(
      400,
    );
    expect((await call(TEA, 'POST', '/product', { ...valid, status: 1 })).msg).toBe(
      '不支持的参数：status',
    );
    expect((await call(TEA, 'POST', '/product', { ...valid, companyId: 1 })).msg).toBe(
      '不支持的参数：companyId',
    );
  });

  it('creates a pending product of the own company', async () => {
    const created = await call(TEA, 'POST', '/product', {
      ...valid,
      hsCode: '090240',
      spec: '357g',
      brand: '茶源',
      origin: '云南',
      price: '1280.5',
      currency: 'USD',
    });
    expect(created.code).toBe(200);
    const list = await call(TEA, 'GET', '/product/ownList?status=0');
    expect(list.rows[0]).toMatchObject({
      id: created.data.id,
      name: valid.name,
      hsCode: '090240',
      price: '1280.50',
      currency: 'USD',
      unit: '饼',
      status: 0,
    });
    const onRequest = await call(TEA, 'POST', '/product', { ...valid, price: null });
    const rows = (await call(TEA, 'GET', '/product/ownList')).rows;
    expect(rows.find((row: { id: number }) => row.id === onRequest.data.id)).toMatchObject({
      price: null,
      currency: 'CNY',
    });
    expect((await call(TEA, 'GET', '/product/ownList?status=1')).total).toBe(3);
    expect(
      (await call(PT, 'GET', '/product/ownList')).rows.map((row: { name: string }) => row.name),
    ).not.toContain(valid.name);
  });

  it('needs the product edit permission for a sub-member', async () => {
    expect(await call(TEA_SUB, 'POST', '/product', valid)).toEqual({ code: 403, msg: '没有权限' });
  });
});

describe('the supply-publishing gate', () => {
  it('lets a sub-member publish only once the main account grants it', async () => {
    const id = await createProduct(TEA, '滇红金芽');
    expect(await call(TEA_SUB, 'PUT', `/product/${id}/publish`)).toEqual(NEEDS_GRANT);
    expect(await call(TEA_SUB, 'PUT', `/product/${id}/unpublish`)).toEqual(NEEDS_GRANT);
    const staffId = (await call(TEA, 'GET', `/staff/list?keyword=${TEA_SUB}`)).rows[0].id;
    await call(TEA, 'PUT', `/staff/${staffId}/supplyPublish`, { granted: true });
    expect(await call(TEA_SUB, 'PUT', `/product/${id}/publish`)).toMatchObject({ code: 200 });
    const published = (await call(TEA, 'GET', '/product/ownList?status=1')).rows;
    expect(published.map((row: { id: number }) => row.id)).toContain(id);

    await call(TEA, 'PUT', `/staff/${staffId}/supplyPublish`, { granted: false });
    expect(await call(TEA_SUB, 'PUT', `/product/${id}/unpublish`)).toEqual(NEEDS_GRANT);
    expect((await call(TEA, 'PUT', `/product/${id}/unpublish`)).code).toBe(200);
    const disabled = (await call(TEA, 'GET', '/product/ownList?status=2')).rows;
    expect(disabled.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('answers another company’s product like a missing one', async () => {
    const id = await createProduct(PT, 'Queijo da Serra');
    expect(await call(TEA, 'PUT', `/product/${id}/publish`)).toEqual(NOT_FOUND);
    expect(await call(TEA, 'PUT', `/product/${id}/unpublish`)).toEqual(NOT_FOUND);
    expect(await call(TEA, 'PUT', '/product/999999/publish')).toEqual(NOT_FOUND);
    expect((await call(PT, 'GET', '/product/ownList?status=0')).rows[0]).toMatchObject({
      id,
      status: 0,
    });
    expect((await call(TEA, 'PUT', '/product/abc/publish')).code).toBe(400);
  });

  it('refuses to publish beyond the tier’s product quota (start edition: 20)', async () => {
    // Serra Verde has 2 products online; 18 more fill the start edition's 20 slots.
    const ids: number[] = [];
    for (let index = 0; index < 19; index += 1)
      ids.push(await createProduct(BR, `Café lote ${index}`));
    for (const id of ids.slice(0, 18)) {
      expect((await call(BR, 'PUT', `/product/${id}/publish`)).code).toBe(200);
    }
    const last = ids[18]!;
    expect(await call(BR, 'PUT', `/product/${last}/publish`)).toEqual({
      code: 403,
      msg: productQuotaMsg(20, 20),
    });
    expect(productQuotaMsg(20, 20)).toBe('在线产品数量已达会员上限（20/20），请升级会员');
    // Publishing an already published product takes no new slot.
    expect((await call(BR, 'PUT', `/product/${ids[0]}/publish`)).code).toBe(200);
    expect((await call(BR, 'GET', '/memberRole/overview')).data.usage.products).toEqual({
      used: 20,
      quota: 20,
    });
    await call(BR, 'PUT', `/product/${ids[0]}/unpublish`);
    expect((await call(BR, 'PUT', `/product/${last}/publish`)).code).toBe(200);
  });
});
