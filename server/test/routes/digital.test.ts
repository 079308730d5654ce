import { platformToday } from '../../src/platform/calendar';
import { DEMO_DIGITAL_PRODUCTS } from '../../src/scripts/seed-digital';
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

let testDb: TestDb;
let context: TestApp;
const clock = testClock();
const tokens: Record<string, string> = {};

const TEA = '13800000001';
const PT = 'demo.pt@example.com';
const BR = 'demo.br@example.com';
const OPERATOR = 'operator@example.com';
const ORDER_REVIEWER = 'review@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [TEA, PT, BR, OPERATOR, ORDER_REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const call = async (
  user: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language?: string,
) => {
  clock.advance(60_000);
  return (
    await context.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...(user && bearer(tokens[user]!)),
        ...(language && { 'accept-language': language }),
      },
      ...(payload && { payload }),
    })
  ).json();
};

interface Card {
  id: number;
  name: string;
  dimensions: string[];
  fromPrice: string;
  currency: string;
}

async function productNamed(english: string): Promise<Card> {
  const page = await call(null, 'GET', '/digital/products?pageNum=1&pageSize=100', undefined, 'en');
  return (page.rows as Card[]).find((card) => card.name === english)!;
}

const order = (user: string, payload: object, language?: string) =>
  call(user, 'POST', '/digital/orders', payload, language);

describe('the catalogue', () => {
  it('lists at least twelve products to anyone, in the request’s language, with the cheapest plan', async () => {
    const en = await call(null, 'GET', '/digital/products?pageNum=1&pageSize=5', undefined, 'en');
    expect(en.total).toBe(DEMO_DIGITAL_PRODUCTS.length);
    expect(en.total).toBeGreaterThanOrEqual(12);
    expect(en.rows).toHaveLength(5);
    expect(en.rows[0]).toMatchObject({
      name: 'Cross-border online shop',
      fromPrice: '6800.00',
      currency: 'CNY',
    });
    const pt = await call(null, 'GET', `/digital/products/${en.rows[0].id}`, undefined, 'pt-BR');
    expect(pt.data.name).toBe('Loja online transfronteiriça');
    expect(pt.data.plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Essencial',
      'Profissional',
    ]);
    expect(pt.data.cases[0].story).toContain('Brasil');
    const zh = await call(null, 'GET', `/digital/products/${en.rows[0].id}`);
    expect(zh.data.name).toBe('跨境网店搭建');
  });

  it('filters by the dimensions a diagnosis found weak', async () => {
    const page = await call(
      null,
      'GET',
      '/digital/products?pageNum=1&pageSize=100&dimension=people&dimension=finance',
      undefined,
      'en',
    );
    const names = (page.rows as Card[]).map((card) => card.name);
    expect(names).toEqual(
      expect.arrayContaining(['Digital skills training', 'Supply-chain finance']),
    );
    expect(names).not.toContain('Cross-border online shop');
    for (const card of page.rows as Card[]) {
      expect(card.dimensions.some((key) => key === 'people' || key === 'finance')).toBe(true);
    }
    const bad = await context.app.inject({
      method: 'GET',
      url: `${API}/digital/products?dimension=weather`,
    });
    expect(bad.json().code).toBe(400);
  });

  it('answers an unknown product with 404 in the caller’s language', async () => {
    const missing = await call(null, 'GET', '/digital/products/999999', undefined, 'pt');
    expect(missing).toMatchObject({
      code: 404,
      msg: 'O produto digital não existe ou foi retirado',
    });
  });
});

describe('orders', () => {
  it('need a signed-in member, a plan of the product, a contact and a phone, and keep nothing when refused', async () => {
    const shop = await productNamed('Cross-border online shop');
    const guest = await call(null, 'POST', '/digital/orders', {
      productId: shop.id,
      planKey: 'pro',
    });
    expect(guest.code).toBe(401);
    const valid = {
      productId: shop.id,
      planKey: 'pro',
      contactName: 'Ana',
      contactPhone: '+351 912 345 678',
    };
    expect(await order(PT, { ...valid, planKey: 'gold' }, 'pt')).toMatchObject({
      code: 400,
      msg: 'Escolha um dos planos deste produto',
    });
    expect(await order(PT, { ...valid, contactName: ' ' })).toMatchObject({
      code: 400,
      msg: '联系人不能为空',
    });
    expect(await order(PT, { ...valid, contactPhone: 'call me' }, 'en')).toMatchObject({
      code: 400,
      msg: 'The contact phone number is not valid',
    });
    expect(await order(PT, { ...valid, diagnosisId: 1 }, 'en')).toMatchObject({
      code: 404,
      msg: 'The diagnosis does not exist',
    });
    expect(await order(PT, { ...valid, price: '0.01' }, 'en')).toMatchObject({
      code: 400,
      msg: 'Unsupported parameters: price',
    });
    const own = await call(PT, 'GET', '/digital/orders/own?pageNum=1&pageSize=10');
    expect(own.total).toBe(0);
  });

  it('are placed at the plan’s price, seen by the company and the platform only, and moved on by the platform', async () => {
    const shop = await productNamed('Cross-border online shop');
    const placed = await order(
      BR,
      {
        productId: shop.id,
        planKey: 'pro',
        contactName: 'Carlos',
        contactPhone: '+55 11 91234-5678',
        note: 'Loja em português',
      },
      'pt',
    );
    expect(placed).toMatchObject({
      code: 200,
      msg: 'Encomenda enviada; a plataforma vai contactá-lo em breve',
      data: { status: 1, price: '16800.00', currency: 'CNY', planName: 'Profissional' },
    });
    expect(placed.data.orderNo).toMatch(/^DP\d{8}\d{6}$/);
    const id = placed.data.id as number;

    // Another company: as if it did not exist; the company's own list has it.
    expect((await call(PT, 'PUT', `/digital/orders/${id}/cancel`)).code).toBe(404);
    expect((await call(PT, 'GET', '/digital/orders/own?pageNum=1&pageSize=10')).total).toBe(0);
    const own = await call(BR, 'GET', '/digital/orders/own?pageNum=1&pageSize=10');
    expect(own.rows.map((row: { id: number }) => row.id)).toContain(id);

    // Only the platform's order handlers see every company's and move them on.
    expect((await call(BR, 'GET', '/operator/digital/orders?pageNum=1&pageSize=10')).code).toBe(
      403,
    );
    expect(
      (await call(ORDER_REVIEWER, 'PUT', `/operator/digital/orders/${id}/status`, { status: 2 }))
        .code,
    ).toBe(403);
    const queue = await call(
      OPERATOR,
      'GET',
      '/operator/digital/orders?pageNum=1&pageSize=10&status=1',
    );
    expect(queue.rows.map((row: { id: number }) => row.id)).toContain(id);

    // Steps go in order: no completing what was not accepted.
    const skip = await call(
      OPERATOR,
      'PUT',
      `/operator/digital/orders/${id}/status`,
      { status: 4 },
      'en',
    );
    expect(skip).toMatchObject({
      code: 400,
      msg: 'The order is "Submitted" and cannot become "Completed"',
    });
    for (const status of [2, 3]) {
      const step = await call(OPERATOR, 'PUT', `/operator/digital/orders/${id}/status`, {
        status,
        remark: status === 3 ? 'Kick-off on Monday' : undefined,
      });
      expect(step.data.status).toBe(status);
    }
    // Accepted: the company can no longer cancel it itself.
    const late = await call(BR, 'PUT', `/digital/orders/${id}/cancel`, undefined, 'pt');
    expect(late).toMatchObject({
      code: 400,
      msg: 'A encomenda está "Em serviço" e não pode passar a "Cancelada"',
    });

    // Every step told the member who ordered, in the language they read, opening the order.
    const notices = await call(
      BR,
      'GET',
      '/message/getMessageListByUser?pageNum=1&pageSize=100',
      undefined,
      'pt-BR',
    );
    const mine = (
      notices.rows as { messageTypesOf: number; jumpId: number; messageBrief: string }[]
    ).filter((notice) => notice.messageTypesOf === 11 && notice.jumpId === id);
    expect(mine.map((notice) => notice.messageBrief)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"Aceite"'),
        expect.stringContaining('"Em serviço". Kick-off on Monday'),
      ]),
    );
  });

  it('may be cancelled by the company until accepted, and by the platform only with a reason', async () => {
    const erp = await productNamed('Cloud ERP for SMEs');
    const first = await order(TEA, {
      productId: erp.id,
      planKey: 'basic',
      contactName: '王经理',
      contactPhone: '13800000001',
    });
    const cancelled = await call(TEA, 'PUT', `/digital/orders/${first.data.id}/cancel`);
    expect(cancelled).toMatchObject({ code: 200, msg: '订单已取消', data: { status: 5 } });

    const second = await order(TEA, {
      productId: erp.id,
      planKey: 'basic',
      contactName: '王经理',
      contactPhone: '13800000001',
    });
    const noReason = await call(
      OPERATOR,
      'PUT',
      `/operator/digital/orders/${second.data.id}/status`,
      { status: 5 },
    );
    expect(noReason).toMatchObject({ code: 400, msg: '取消订单请填写原因' });
    const withReason = await call(
      OPERATOR,
      'PUT',
      `/operator/digital/orders/${second.data.id}/status`,
      {
        status: 5,
        remark: '客户要求改为专业版',
      },
    );
    expect(withReason.data).toMatchObject({ status: 5, platformRemark: '客户要求改为专业版' });
  });
});

describe('exchange rates', () => {
  it('are entered by the platform, checked, and served with their date and source', async () => {
    const day = (offset: number) =>
      platformToday(new Date(clock.now().getTime() + offset * 86_400_000));
    // Once: a run that crosses midnight in China must not compare two different yesterdays.
    const yesterday = day(-1);
    const rates = {
      source: 'Bank of China noon rates',
      rates: [{ currency: 'EUR', perCny: 0.1301, rateDate: yesterday }],
    };
    expect((await call(BR, 'PUT', '/operator/exchange/rates', rates)).code).toBe(403);
    expect(
      await call(
        OPERATOR,
        'PUT',
        '/operator/exchange/rates',
        { ...rates, rates: [{ currency: 'XYZ', perCny: 1, rateDate: yesterday }] },
        'en',
      ),
    ).toMatchObject({ code: 400, msg: 'XYZ is not in the trade currency dictionary' });
    expect(
      await call(OPERATOR, 'PUT', '/operator/exchange/rates', {
        ...rates,
        rates: [{ currency: 'EUR', perCny: 0, rateDate: yesterday }],
      }),
    ).toMatchObject({ code: 400, msg: 'EUR 的汇率必须是大于 0 的数字' });
    expect(
      await call(OPERATOR, 'PUT', '/operator/exchange/rates', {
        ...rates,
        rates: [{ currency: 'EUR', perCny: 0.13, rateDate: day(3) }],
      }),
    ).toMatchObject({ code: 400 });
    const saved = await call(OPERATOR, 'PUT', '/operator/exchange/rates', rates);
    expect(saved.code).toBe(200);
    const served = await call(BR, 'GET', '/exchange/rates');
    expect(served.data.perCny.EUR).toBe(0.1301);
    expect(served.data.rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          currency: 'EUR',
          rateDate: yesterday,
          source: 'Bank of China noon rates',
        }),
      ]),
    );
    // The oldest rate's date: the demo's sample rates are of the seeding day, later than this one.
    expect(served.data.date).toBe(yesterday);
  });
});
