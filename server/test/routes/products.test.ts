import { randomUUID } from 'node:crypto';
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
const MO = 'demo.mo@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, TEA_SUB, PT, BR, MO]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

async function createProduct(user: string, name: string, extra: object = {}): Promise<number> {
  const body = await call(user, 'POST', '/product', {
    name,
    unit: 'kg',
    hsCode: '090111',
    ...extra,
  });
  expect(body.code).toBe(200);
  return body.data.id;
}

describe('adding products', () => {
  const valid = { name: '古树普洱生茶', unit: '饼', hsCode: '090240' };

  it('checks the fields', async () => {
    const cases: [object, string][] = [
      [{ name: ' ' }, '请输入产品名称'],
      [{ name: undefined }, '请输入产品名称'],
      [{ unit: '' }, '请输入单位'],
      [{ hsCode: '0902A' }, 'HS编码应为2-10位数字'],
      [{ hsCode: '9' }, 'HS编码应为2-10位数字'],
      [{ hsCode: '' }, '请选择HS编码'],
      [{ hsCode: '090299' }, 'HS编码不存在，请从HS编码表中选择'],
      [{ productCode: 'a b' }, '产品编码只能包含字母、数字、-和_，最多32位'],
      [{ originCountry: 'pt' }, '原产国格式不正确'],
      [{ imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, '最多上传9张图片'],
      [{ imageIds: [999999] }, '产品图片不存在或格式不正确'],
      [{ videoId: 999999 }, '产品视频不存在或格式不正确'],
      [{ receiverId: 999999 }, '询盘接待人不存在或已停用'],
      [{ categoryId: 999999 }, '所选分类不存在或已停用'],
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
    const onRequest = await call(TEA, 'POST', '/product', { ...valid, spec: '100g', price: null });
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

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function upload(user: string): Promise<number> {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `${API}/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[user]!),
    },
  });
  return response.json().data.id;
}

describe('the full product record', () => {
  it('refuses a second product of the same model and names the existing one', async () => {
    const first = await call(MO, 'POST', '/product', {
      name: 'Pastéis de nata',
      spec: '12 un',
      brand: 'Lusa',
      unit: 'caixa',
      hsCode: '190590',
      productCode: 'NATA-12',
    });
    expect(first.code).toBe(200);
    // Case, accents and spaces do not make another model.
    expect(
      await call(MO, 'POST', '/product', {
        name: ' PASTEIS de NATA ',
        spec: '12 UN',
        brand: 'lusa',
        unit: 'caixa',
        hsCode: '190590',
      }),
    ).toEqual({ code: 400, msg: '供应列表中已有同型号产品：Pastéis de nata（编码 NATA-12）' });
    // Another spec is another model; the code must still be free.
    expect(
      await call(MO, 'POST', '/product', {
        name: 'Pastéis de nata',
        spec: '6 un',
        brand: 'Lusa',
        unit: 'caixa',
        hsCode: '190590',
        productCode: 'NATA-12',
      }),
    ).toEqual({ code: 400, msg: '产品编码已被本企业其他产品使用' });
    // Simplified and Traditional Chinese do not make another model either.
    expect(
      (
        await call(MO, 'POST', '/product', {
          name: '鳳梨酥',
          spec: '12 個',
          unit: 'caixa',
          hsCode: '190590',
          productCode: 'FLS-12',
        })
      ).code,
    ).toBe(200);
    expect(
      await call(MO, 'POST', '/product', {
        name: '凤梨酥',
        spec: '12 个',
        unit: 'caixa',
        hsCode: '190590',
      }),
    ).toEqual({ code: 400, msg: '供应列表中已有同型号产品：鳳梨酥（编码 FLS-12）' });
    // Another company may sell the same model.
    const other = await call(PT, 'POST', '/product', {
      name: 'Pastéis de nata',
      spec: '12 un',
      brand: 'Lusa',
      unit: 'caixa',
      hsCode: '190590',
    });
    expect(other.code).toBe(200);
  });

  it('stores every field, images and video of the company, and edits without changing the status', async () => {
    const images = [await upload(MO), await upload(MO)];
    const foreign = await upload(PT);
    const receivers = (await call(MO, 'GET', '/product/receivers')).data;
    expect(receivers.map((r: { mainAccount: boolean }) => r.mainAccount)).toContain(false);
    const staff = receivers.find((r: { mainAccount: boolean }) => !r.mainAccount);
    const category = (await call(MO, 'POST', '/catalogue/productType', { name: '饼食' })).data.id;
    const body = {
      name: '杏仁饼 (原味)',
      hsCode: '19059000',
      spec: '20 块',
      brand: '钜记',
      origin: '澳门',
      originCountry: 'MO',
      price: '45.5',
      currency: 'MOP',
      unit: '盒',
      productCode: 'ALM-01',
      categoryId: category,
      imageIds: images,
      receiverId: staff.id,
      description: '传统炭烧',
    };
    expect(await call(MO, 'POST', '/product', { ...body, imageIds: [images[0], foreign] })).toEqual(
      { code: 400, msg: '产品图片不存在或格式不正确' },
    );
    const id = (await call(MO, 'POST', '/product', body)).data.id;
    const detail = (await call(MO, 'GET', `/product/${id}`)).data;
    expect(detail).toMatchObject({
      name: '杏仁饼 (原味)',
      productCode: 'ALM-01',
      hsCode: '19059000',
      chapterNameZh: expect.any(String),
      price: '45.50',
      currency: 'MOP',
      categoryId: category,
      categoryName: '饼食',
      receiverId: staff.id,
      status: 0,
      media: images.map((fileId) => ({ fileId, kind: 'image', url: `/hg/api/files/${fileId}` })),
    });
    expect(await call(TEA, 'GET', `/product/${id}`)).toEqual(NOT_FOUND);
    expect(await call(TEA, 'PUT', `/product/${id}`, body)).toEqual(NOT_FOUND);

    expect((await call(MO, 'PUT', `/product/${id}/publish`)).code).toBe(200);
    const edited = await call(MO, 'PUT', `/product/${id}`, {
      ...body,
      price: null,
      imageIds: [images[1]],
    });
    expect(edited.code).toBe(200);
    expect((await call(MO, 'GET', `/product/${id}`)).data).toMatchObject({
      price: null,
      status: 1,
      media: [{ fileId: images[1], kind: 'image' }],
    });

    // Published: its picture is public, the other image no longer belongs to it.
    const publicPage = await context.app.inject({ url: `${API}/product/public/${id}` });
    expect(publicPage.json().data.images).toEqual([
      `${API}/product/public/${id}/media/${images[1]}`,
    ]);
    const picture = await context.app.inject({
      url: `${API}/product/public/${id}/media/${images[1]}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const other = await context.app.inject({
      url: `${API}/product/public/${id}/media/${images[0]}`,
    });
    expect(other.statusCode).toBe(404);

    await call(MO, 'PUT', `/product/${id}/unpublish`);
    expect((await context.app.inject({ url: `${API}/product/public/${id}` })).json()).toEqual(
      NOT_FOUND,
    );
    expect(
      (await context.app.inject({ url: `${API}/product/public/${id}/media/${images[1]}` }))
        .statusCode,
    ).toBe(404);
  });

  it('filters the own list by status, category, HS chapter and keyword', async () => {
    const category = (await call(PT, 'POST', '/catalogue/productType', { name: 'Queijos' })).data
      .id;
    const id = await createProduct(PT, 'Queijo Serra da Estrela', {
      hsCode: '040690',
      categoryId: category,
    });
    const list = async (query: string) =>
      (await call(PT, 'GET', `/product/ownList?${query}`)).rows.map(
        (row: { id: number }) => row.id,
      );
    expect(await list(`categoryId=${category}`)).toEqual([id]);
    expect(await list('hsChapter=04')).toEqual([id]);
    expect(await list('keyword=ESTRELA')).toEqual([id]);
    // Typed in part, as a seller does in its own list: the start of a word, never its middle.
    expect(await list('keyword=quei%20estr')).toEqual([id]);
    expect(await list('keyword=strela')).toEqual([]);
    expect(await list('keyword=estrela&status=1')).toEqual([]);
    expect(await list('hsChapter=22')).not.toContain(id);
    const quota = (await call(PT, 'GET', '/product/quota')).data;
    expect(quota).toEqual({ used: 3, quota: 100, roleKey: 'silver' });
  });
});

describe('bulk publish and unpublish', () => {
  it('publishes all or none within the quota, and answers another company’s like a missing one', async () => {
    const mine = [await createProduct(PT, 'Mel de rosmaninho', { hsCode: '040900' })];
    mine.push(await createProduct(PT, 'Compota de abóbora', { hsCode: '200799' }));
    const foreign = await createProduct(TEA, '茉莉花茶', { hsCode: '090220' });
    expect(await call(PT, 'PUT', '/product/batchPublish', { ids: [...mine, foreign] })).toEqual(
      NOT_FOUND,
    );
    const pending = (await call(PT, 'GET', '/product/ownList?status=1')).rows.map(
      (row: { id: number }) => row.id,
    );
    expect(pending).not.toContain(mine[0]);

    expect(await call(PT, 'PUT', '/product/batchPublish', { ids: mine })).toMatchObject({
      code: 200,
      data: { count: 2 },
    });
    expect(await call(TEA_SUB, 'PUT', '/product/batchUnpublish', { ids: mine })).toEqual(
      NEEDS_GRANT,
    );
    expect(await call(PT, 'PUT', '/product/batchUnpublish', { ids: mine })).toMatchObject({
      code: 200,
    });
    const disabled = (await call(PT, 'GET', '/product/ownList?status=2')).rows.map(
      (row: { id: number }) => row.id,
    );
    expect(disabled).toEqual(expect.arrayContaining(mine));
    expect((await call(PT, 'PUT', '/product/batchPublish', { ids: [] })).code).toBe(400);
  });
});

describe('catalogue trees', () => {
  const kinds = ['industryCity', 'industryType', 'productType'] as const;

  it('adds, renames, reorders, disables and deletes entries of each kind', async () => {
    for (const kind of kinds) {
      const add = async (name: string, parentId?: number) =>
        (await call(TEA, 'POST', `/catalogue/${kind}`, { name, parentId })).data.id as number;
      const a = await add('甲');
      const b = await add('乙');
      const child = await add('甲一', a);
      expect(await call(TEA, 'POST', `/catalogue/${kind}`, { name: ' ' })).toEqual({
        code: 400,
        msg: '请输入名称',
      });
      expect(await call(TEA, 'POST', `/catalogue/${kind}`, { name: '乙' })).toEqual({
        code: 400,
        msg: '同一级已有同名项：乙',
      });
      const grandChild = await add('甲一一', child);
      expect(
        (await call(TEA, 'POST', `/catalogue/${kind}`, { name: '四级', parentId: grandChild })).msg,
      ).toBe('最多3级');
      await call(TEA, 'PUT', `/catalogue/${kind}/${b}/move`, { direction: 'up' });
      const tree = (await call(TEA, 'GET', `/catalogue/${kind}`)).data;
      const roots = tree.filter((node: { parentId: number | null }) => node.parentId === null);
      expect(roots.map((node: { name: string }) => node.name).slice(-2)).toEqual(['乙', '甲']);
      expect(
        await call(TEA, 'PUT', `/catalogue/${kind}/${b}`, { name: '丙', disabled: true }),
      ).toMatchObject({ code: 200 });
      const renamed = (await call(TEA, 'GET', `/catalogue/${kind}`)).data.find(
        (node: { id: number }) => node.id === b,
      );
      expect(renamed).toMatchObject({ name: '丙', disabled: true, productCount: 0 });
      expect((await call(TEA, 'DELETE', `/catalogue/${kind}/${a}`)).msg).toBe(
        '「甲」下还有子项，请先删除子项',
      );
      expect((await call(TEA, 'DELETE', `/catalogue/${kind}/${b}`)).code).toBe(200);
      // Another company's entry is as missing.
      expect(await call(PT, 'PUT', `/catalogue/${kind}/${a}`, { name: 'x' })).toEqual({
        code: 404,
        msg: '分类不存在',
      });
      expect(await call(PT, 'DELETE', `/catalogue/${kind}/${a}`)).toEqual({
        code: 404,
        msg: '分类不存在',
      });
    }
  });

  it('moves an entry to a place among its siblings (drag and drop)', async () => {
    const ids: number[] = [];
    for (const name of ['一', '二', '三'])
      ids.push((await call(BR, 'POST', '/catalogue/industryType', { name })).data.id);
    const names = async () =>
      (await call(BR, 'GET', '/catalogue/industryType')).data.map(
        (node: { name: string }) => node.name,
      );
    expect(
      await call(BR, 'PUT', `/catalogue/industryType/${ids[2]}/move`, { position: 0 }),
    ).toMatchObject({
      code: 200,
    });
    expect(await names()).toEqual(['三', '一', '二']);
    await call(BR, 'PUT', `/catalogue/industryType/${ids[2]}/move`, { position: 99 });
    expect(await names()).toEqual(['一', '二', '三']);
    await call(BR, 'PUT', `/catalogue/industryType/${ids[0]}/move`, { direction: 'up' });
    expect(await names()).toEqual(['一', '二', '三']);
    expect(await call(BR, 'PUT', `/catalogue/industryType/${ids[0]}/move`, {})).toEqual({
      code: 400,
      msg: '请指定移动方向或位置',
    });
  });

  it('refuses to delete an entry in use, naming the products, and keeps disabled ones off new products', async () => {
    const city = (await call(TEA, 'POST', '/catalogue/industryCity', { name: '普洱' })).data.id;
    const id = await createProduct(TEA, '普洱生茶砖', { hsCode: '090240', industryCityId: city });
    expect(await call(TEA, 'DELETE', `/catalogue/industryCity/${city}`)).toEqual({
      code: 400,
      msg: '「普洱」正被 1 个产品使用（普洱生茶砖），不能删除，可改为停用',
    });
    await call(TEA, 'PUT', `/catalogue/industryCity/${city}`, { disabled: true });
    expect(
      (
        await call(TEA, 'POST', '/product', {
          name: '普洱沱茶',
          unit: '个',
          hsCode: '090240',
          industryCityId: city,
        })
      ).msg,
    ).toBe('所选分类不存在或已停用');
    // The product that had it keeps it on edit.
    const detail = (await call(TEA, 'GET', `/product/${id}`)).data;
    expect(
      (
        await call(TEA, 'PUT', `/product/${id}`, {
          name: detail.name,
          unit: detail.unit,
          hsCode: detail.hsCode,
          industryCityId: city,
        })
      ).code,
    ).toBe(200);
    // Using another company's entry is refused.
    expect((await createProduct(PT, 'Chá verde dos Açores', { hsCode: '090210' })) > 0).toBe(true);
    expect(
      (
        await call(PT, 'POST', '/product', {
          name: 'Chá preto',
          unit: 'kg',
          hsCode: '090230',
          industryCityId: city,
        })
      ).msg,
    ).toBe('所选分类不存在或已停用');
    expect(await call(TEA_SUB, 'POST', '/catalogue/productType', { name: 'x' })).toEqual({
      code: 403,
      msg: '没有权限',
    });
  });
});

describe('the preview: a product as buyers will see it, before publishing', () => {
  const signedInUrl = (fileId: number) => `/hg/api/files/${fileId}`;
  const publicPage = async (id: number) =>
    (await context.app.inject({ url: `${API}/product/public/${id}` })).json();

  it('shows the owner its unpublished product in the public page’s shape, with its state', async () => {
    const image = await upload(MO);
    const id = await createProduct(MO, 'Bolo de amêndoa', { hsCode: '190590', imageIds: [image] });
    const preview = await call(MO, 'GET', `/product/preview/${id}`);
    expect(preview).toMatchObject({
      code: 200,
      data: {
        id,
        name: 'Bolo de amêndoa',
        status: 0,
        company: { id: expect.any(Number), name: expect.any(String), roleKey: expect.any(String) },
        receiverId: expect.any(Number),
        related: expect.any(Array),
        // Not public before publishing: the upload's own url, read with the token.
        imageUrl: signedInUrl(image),
        images: [signedInUrl(image)],
        video: null,
      },
    });
    const [published] = (
      await context.app.inject({ url: `${API}/product/search?pageNum=1&pageSize=1` })
    ).json().rows;
    expect(Object.keys(preview.data).sort()).toEqual(
      [...Object.keys((await publicPage(published.id)).data), 'status'].sort(),
    );
    const picture = await context.app.inject({
      url: preview.data.images[0],
      headers: bearer(tokens[MO]!),
    });
    expect(picture.statusCode).toBe(200);
    expect(await publicPage(id)).toEqual(NOT_FOUND);
  });

  it('answers another company’s product like a missing one, and a guest must sign in', async () => {
    const id = await createProduct(MO, 'Bolo de mel', { hsCode: '190590' });
    expect(await call(TEA, 'GET', `/product/preview/${id}`)).toEqual(NOT_FOUND);
    expect(await call(MO, 'GET', '/product/preview/99999999')).toEqual(NOT_FOUND);
    const inPortuguese = async (user: string, productId: number) =>
      (
        await context.app.inject({
          url: `${API}/product/preview/${productId}`,
          headers: { ...bearer(tokens[user]!), 'accept-language': 'pt' },
        })
      ).json();
    expect(await inPortuguese(TEA, id)).toEqual(await inPortuguese(MO, 99999999));
    const guest = await context.app.inject({ url: `${API}/product/preview/${id}` });
    expect(guest.json().code).toBe(401);
  });

  it('answers a published product with the public page’s fields, its media by signed-in url', async () => {
    const image = await upload(MO);
    const id = await createProduct(MO, 'Pastel de Macau', { hsCode: '190590', imageIds: [image] });
    expect((await call(MO, 'PUT', `/product/${id}/publish`)).code).toBe(200);
    const preview = (await call(MO, 'GET', `/product/preview/${id}`)).data;
    expect(preview).toEqual({
      ...(await publicPage(id)).data,
      imageUrl: signedInUrl(image),
      images: [signedInUrl(image)],
      status: 1,
    });
  });
});
