import { createHash } from 'node:crypto';
import { openPglite, type Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { platformToday } from '../../src/platform/calendar';
import { prepareDatabase } from '../../src/prepare';
import { API, bearer, createTestApp, login, type TestApp } from '../helpers';

/**
 * The demo data set as a demo server writes it: with a file storage, so the generated
 * pictures (product images, company logos) are stored like uploads. On a database of its own,
 * since the shared test database is seeded without one.
 */
let db: Db;
let context: TestApp;

beforeAll(async () => {
  db = await openPglite({});
  await migrate(db);
  context = await createTestApp({ db });
  await prepareDatabase(db, { demoData: true, fileStorage: context.fileStorage! });
}, 120_000);
afterAll(async () => {
  await context.close();
  await db.close();
});

const LANGUAGES = ['zh', 'cht', 'pt', 'en'] as const;
const CHINESE = /[\u4e00-\u9fff]/;

describe('demo news', () => {
  it.each(LANGUAGES)('lists at least eight stories in %s, each worth reading', async (lang) => {
    const list = await context.app.inject({
      url: `${API}/news/list?lang=${lang}&pageNum=1&pageSize=50`,
    });
    const page = list.json<{
      total: number;
      rows: { id: number; lang: string; title: string }[];
    }>();
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.rows.every((row) => row.lang === lang)).toBe(true);
    expect(new Set(page.rows.map((row) => row.title)).size).toBe(page.rows.length);

    for (const row of page.rows) {
      const detail = await context.app.inject({ url: `${API}/news/${row.id}` });
      const item = detail.json<{
        data: { summary: string; content: string; publishedAt: string };
      }>().data;
      expect(item.summary.length).toBeGreaterThan(40);
      const paragraphs = item.content.split(/\n\s*\n/);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.every((paragraph) => paragraph.trim().length > 20)).toBe(true);
      // Written in the language it is listed under.
      expect(CHINESE.test(item.content)).toBe(lang === 'zh' || lang === 'cht');
      // Dated relative to the seed: recent, never in the future.
      const age = Date.now() - new Date(item.publishedAt).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(90 * 86_400_000);
    }
  });
});

describe('demo companies', () => {
  it('every company has a logo of its own, stored as one of its uploads', async () => {
    const { rows } = await db.query<{ id: number; logo: string | null; owner: number | null }>(
      `SELECT c.id, c.logo,
              (SELECT f.company_id FROM files f
                WHERE c.logo IN ('/haiguan/api/files/' || f.id, '/hg/api/files/' || f.id)) AS owner
         FROM companies c ORDER BY c.id`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows)
      expect(row).toEqual({ id: row.id, logo: expect.any(String), owner: row.id });
  });

  it('a company page shows its logo and a picture of each published product', async () => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM companies WHERE NOT is_platform ORDER BY id',
    );
    const logoHashes = new Set<string>();
    for (const { id } of rows) {
      const page = await context.app.inject({ url: `${API}/enterprise/${id}` });
      const company = page.json<{
        data: { logo: string | null; products: { imageUrl: string | null }[] };
      }>().data;
      expect(company.logo).toMatch(new RegExp(`^${API}/enterprise/${id}/logo\\?v=\\d+$`));
      const logo = await context.app.inject({ url: company.logo! });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
      logoHashes.add(createHash('sha256').update(logo.rawPayload).digest('hex'));

      expect(company.products.length).toBeGreaterThan(0);
      for (const product of company.products) {
        expect(product.imageUrl).toMatch(/\/product\/public\/\d+\/media\/\d+$/);
        const image = await context.app.inject({ url: product.imageUrl! });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
      }
    }
    // Each company is told apart by its logo.
    expect(logoHashes.size).toBe(rows.length);
  });
});

describe('demo demands and exchange rates', () => {
  /** A GET as the member (or a guest), answering the envelope's data, or rows and total. */
  async function get<T>(url: string, username?: string) {
    const headers = username ? bearer(await login(context.app, username)) : {};
    const response = await context.app.inject({ url: `${API}${url}`, headers });
    return response.json<{ code: number; data: T; rows: T; total: number }>();
  }
  async function companyOf(username: string) {
    const { rows } = await db.query<{ company_id: number }>(
      'SELECT company_id FROM members WHERE username = $1',
      [username],
    );
    return rows[0]!.company_id;
  }
  type Card = {
    id: number;
    title: string;
    currency: string;
    deadline: string;
    status: number;
    company: { id: number };
  };
  type Quote = { unitPrice: string; quantity: string; currency: string; company: { id: number } };

  it('open demands of four buyers are in the hall, two with the quotes they were seeded with', async () => {
    const hall = await get<Card[]>('/demand/search?pageSize=100');
    expect(hall.total).toBe(4);
    expect(new Set(hall.rows.map((card) => card.company.id)).size).toBe(4);
    const today = platformToday(new Date());
    for (const card of hall.rows) expect(card).toMatchObject({ status: 1 });
    expect(hall.rows.every((card) => card.deadline > today)).toBe(true);
    // By the title its buyer typed: the hall shows each reader the title in their language.
    const byTitle = async (start: string) => {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM demands WHERE title LIKE $1',
        [`${start}%`],
      );
      return hall.rows.find((card) => card.id === rows[0]!.id)!;
    };

    const quotesOf = (card: Card, buyer: string) =>
      get<Quote[]>(`/demand/${card.id}/quotes`, buyer).then((answer) => answer.data);
    const tea = await byTitle('Chá verde Longjing');
    expect(await quotesOf(tea, 'demo.pt@example.com')).toEqual([
      expect.objectContaining({
        unitPrice: '38.50',
        quantity: '500',
        currency: 'EUR',
        status: 1,
        revised: false,
        company: expect.objectContaining({ id: await companyOf('13800000001') }),
      }),
      expect.objectContaining({
        unitPrice: '41.00',
        currency: 'EUR',
        status: 1,
        company: expect.objectContaining({ id: await companyOf('demo.mo@example.com') }),
      }),
    ]);
    // The supplier finds its seeded quote, open and revisable once.
    expect((await get(`/demand/${tea.id}/myQuote`, '13800000001')).data).toMatchObject({
      unitPrice: '38.50',
      status: 1,
      revisionsLeft: 1,
    });
    expect(await quotesOf(await byTitle('葡萄牙特级初榨橄榄油'), 'demo.mo@example.com')).toEqual([
      expect.objectContaining({
        unitPrice: '72.00',
        currency: 'MOP',
        company: expect.objectContaining({ id: await companyOf('demo.pt@example.com') }),
      }),
    ]);
    expect(await quotesOf(await byTitle('Máquinas de embalagem'), 'demo.br@example.com')).toEqual(
      [],
    );
  });

  it('sample exchange rates convert every currency the demo demands use', async () => {
    const rates = await get<{
      date: string;
      perCny: Record<string, number>;
      rates: { source: string }[];
    }>('/exchange/rates', 'demo.pt@example.com');
    expect(rates.code).toBe(200);
    // Dated the day of the seed (just now; yesterday if the platform's midnight passed since).
    const now = Date.now();
    expect([platformToday(new Date(now)), platformToday(new Date(now - 86_400_000))]).toContain(
      rates.data.date,
    );
    expect(rates.data.perCny.CNY).toBe(1);
    const hall = await get<Card[]>('/demand/search?pageSize=100');
    for (const currency of new Set(hall.rows.map((card) => card.currency))) {
      expect({ currency, rate: rates.data.perCny[currency] }).toEqual({
        currency,
        rate: expect.any(Number),
      });
      expect(rates.data.perCny[currency]).toBeGreaterThan(0);
    }
    // Labelled as samples, not market data.
    expect(rates.data.rates.every((rate) => /sample/.test(rate.source))).toBe(true);
  });
});

describe('demo listings in the four languages', () => {
  const languagesOf = async (table: string, field: string) =>
    (
      await db.query<{ text: string; original_language: string; languages: string[] }>(
        `SELECT ${field} AS text, original_language,
                ARRAY(SELECT jsonb_object_keys(translations) ORDER BY 1) AS languages
           FROM ${table} ORDER BY id`,
      )
    ).rows;

  it('every product, company and demand is in zh, cht, pt and en, its original in its author’s language', async () => {
    for (const [table, field] of [
      ['products', 'name'],
      ['companies', 'name'],
      ['demands', 'title'],
    ] as const) {
      const rows = await languagesOf(table, field);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect({
          text: row.text,
          languages: [row.original_language, ...row.languages].sort(),
        }).toEqual({ text: row.text, languages: [...LANGUAGES].sort() });
        // A Chinese seller wrote Chinese, a Portuguese-speaking one Portuguese.
        expect({ text: row.text, language: row.original_language }).toEqual({
          text: row.text,
          language: CHINESE.test(row.text) ? 'zh' : 'pt',
        });
      }
    }
  });

  it('shows a Portuguese reader the Pu-erh tea and a Chinese reader the Port wine in their language', async () => {
    const { rows } = await db.query<{ id: number; company_id: number }>(
      `SELECT id, company_id FROM products WHERE name IN ('普洱熟茶饼 357克', 'Vinho do Porto Tawny 10 Anos')
        ORDER BY name`,
    );
    expect(rows).toHaveLength(2);
    const page = async (companyId: number, language: string) =>
      (
        await context.app.inject({
          url: `${API}/enterprise/${companyId}`,
          headers: { 'accept-language': language },
        })
      ).json().data as { products: { name: string; textLanguage: string }[] };
    const [port, puerh] = rows;
    expect((await page(puerh!.company_id, 'pt-BR')).products).toContainEqual(
      expect.objectContaining({ name: 'Chá Pu-erh maturado, bolo de 357 g', textLanguage: 'pt' }),
    );
    expect((await page(port!.company_id, 'zh-CN')).products).toContainEqual(
      expect.objectContaining({ name: '10年陈酿茶色波特葡萄酒', textLanguage: 'zh' }),
    );
  });
});
