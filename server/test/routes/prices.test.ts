import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db, DbExecutor } from '../../src/platform/db/db';
import { parseCsv } from '../../src/platform/csv';
import { platformToday } from '../../src/platform/calendar';
import { CsvFolderSource, importPriceSource } from '../../src/modules/prices/price-source';
import { SAMPLE_PRICES_FILE } from '../../src/scripts/seed-prices';
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
const clock = testClock(new Date('2026-11-25T04:00:00Z'));
const tokens: Record<string, string> = {};

const BR = 'demo.br@example.com';
const OPERATOR = 'operator@example.com';

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
  for (const user of [BR, OPERATOR]) tokens[user] = await login(context.app, user);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

const call = async (
  user: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  language?: string,
) =>
  (
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

/** The demo's sample file, read directly: what the API must answer. */
const SAMPLE = parseCsv(readFileSync(SAMPLE_PRICES_FILE, 'utf8'));
const sampleOf = (code: string) =>
  SAMPLE.filter((row) => row.commodity === code).sort((a, b) =>
    a.observed_on!.localeCompare(b.observed_on!),
  );
/** "4.10" → "4.1": the API sends exact decimals without trailing zeros. */
const exact = (value: string) => String(Number(value));

interface PriceRow {
  code: string;
  name: string;
  unit: string;
  currency: string;
  latest: { observedOn: string; price: string; source: string } | null;
  previous: { observedOn: string; price: string; source: string } | null;
  change: string | null;
  changePercent: number | null;
}

describe('the public prices', () => {
  it('give each commodity’s latest sample figure, its date, unit, currency, source and change', async () => {
    const answer = await call(null, 'GET', '/prices', undefined, 'en');
    expect(answer.code).toBe(200);
    const rows = answer.data.commodities as PriceRow[];
    const codes = [...new Set(SAMPLE.map((row) => row.commodity!))];
    expect(rows.map((row) => row.code).sort()).toEqual(codes.sort());
    for (const row of rows) {
      const history = sampleOf(row.code);
      const latest = history[history.length - 1]!;
      const previous = history[history.length - 2]!;
      expect(row).toMatchObject({
        unit: latest.unit,
        currency: latest.currency,
        latest: { observedOn: latest.observed_on, price: exact(latest.price!), source: 'sample' },
        previous: { observedOn: previous.observed_on, price: exact(previous.price!) },
      });
      const change = Number(latest.price) - Number(previous.price);
      expect(Number(row.change)).toBeCloseTo(change, 6);
      expect(row.changePercent).toBeCloseTo((change / Number(previous.price)) * 100, 2);
    }
    expect(answer.data.lastObservedOn).toBe(
      SAMPLE.map((row) => row.observed_on!)
        .sort()
        .pop(),
    );
    const oil = rows.find((row) => row.code === 'olive-oil')!;
    expect(oil).toMatchObject({ name: 'Extra virgin olive oil', unit: 'kg', currency: 'EUR' });
    const pt = await call(null, 'GET', '/prices', undefined, 'pt-PT');
    expect((pt.data.commodities as PriceRow[]).find((row) => row.code === 'olive-oil')!.name).toBe(
      'Azeite virgem extra',
    );
  });

  it('narrow to a pavilion’s commodities in its order; an unknown pavilion is not found', async () => {
    const tea = await call(null, 'GET', '/prices?pavilion=tea');
    expect((tea.data.commodities as PriceRow[]).map((row) => row.code)).toEqual([
      'tea-puer',
      'tea-dianhong',
      'tea-tieguanyin',
      'tea-laoshan',
      'tea-chunmee',
    ]);
    const messages = await Promise.all(
      ['zh', 'zh-Hant', 'pt', 'en'].map(
        async (language) =>
          (await call(null, 'GET', '/prices?pavilion=moon', undefined, language)).msg,
      ),
    );
    expect(messages).toEqual([
      '展馆不存在',
      '展館不存在',
      'O pavilhão não existe',
      'The pavilion does not exist',
    ]);
  });

  it('give a commodity’s history oldest first, exactly as observed, within from/to', async () => {
    const answer = await call(null, 'GET', '/prices/coffee-arabica/history');
    expect(answer.data.commodity).toMatchObject({
      code: 'coffee-arabica',
      unit: 'kg',
      currency: 'USD',
    });
    expect(answer.data.observations).toEqual(
      sampleOf('coffee-arabica').map((row) => ({
        observedOn: row.observed_on,
        price: exact(row.price!),
        source: 'sample',
      })),
    );
    const year = await call(
      null,
      'GET',
      '/prices/coffee-arabica/history?from=2025-01-01&to=2025-06-30',
    );
    expect(year.data.observations.map((row: { observedOn: string }) => row.observedOn)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
    ]);
    expect(await call(null, 'GET', '/prices/gold-bars/history', undefined, 'en')).toMatchObject({
      code: 404,
      msg: 'The commodity does not exist',
    });
  });
});

describe('the operator’s entry', () => {
  const entry = {
    commodity: 'olive-oil',
    observedOn: '2026-11-20',
    price: '4.55',
    source: 'Azeite market report',
  };

  it('needs platform:price:manage', async () => {
    expect(await call(null, 'POST', '/operator/prices', entry)).toMatchObject({ code: 401 });
    expect(await call(BR, 'POST', '/operator/prices', entry, 'en')).toMatchObject({
      code: 403,
      msg: 'You do not have permission',
    });
    const latest = await call(null, 'GET', '/prices?pavilion=macau');
    expect(
      (latest.data.commodities as PriceRow[]).find((row) => row.code === 'olive-oil')!.latest!
        .observedOn,
    ).toBe('2025-12-31');
  });

  it('is checked, with the message in the reader’s language', async () => {
    const refuse = async (change: object, language: string) => {
      const answer = await call(
        OPERATOR,
        'POST',
        '/operator/prices',
        { ...entry, ...change },
        language,
      );
      expect(answer.code).toBe(400);
      return answer.msg;
    };
    expect(await refuse({ price: '-3' }, 'zh')).toBe(
      '“price”字段的“-3”不是大于 0、最多 4 位小数的数字',
    );
    expect(await refuse({ price: 'abc' }, 'en')).toBe(
      '"abc" in the field "price" is not a number greater than 0 with at most 4 decimals',
    );
    // A field the form does not have is refused, not dropped.
    expect(await refuse({ enteredBy: 1 }, 'en')).toBe('Unsupported parameters: enteredBy');
    expect(await refuse({ commodity: 'gold' }, 'pt')).toBe(
      'O valor «gold» do campo «commodity» não é um código de mercadoria registado',
    );
    expect(await refuse({ observedOn: '2026-11-27' }, 'zh-TW')).toBe(
      '「observedOn」欄位的日期 2026-11-27 晚於今天，觀測日期不能是將來',
    );
    expect(await refuse({ observedOn: '2026-02-30' }, 'en')).toBe(
      '"2026-02-30" in the field "observedOn" is not a valid date (format YYYY-MM-DD)',
    );
    expect(await refuse({ source: '  ' }, 'en')).toBe('The field "source" is required');
  });

  it('is stored with its source and becomes the latest figure, changed against the previous one', async () => {
    const saved = await call(OPERATOR, 'POST', '/operator/prices', entry, 'pt');
    expect(saved).toMatchObject({ code: 200, msg: 'Preço guardado' });
    const list = await call(null, 'GET', '/prices?pavilion=macau');
    const oil = (list.data.commodities as PriceRow[]).find((row) => row.code === 'olive-oil')!;
    const december = sampleOf('olive-oil').pop()!;
    expect(oil).toMatchObject({
      latest: { observedOn: '2026-11-20', price: '4.55', source: 'Azeite market report' },
      previous: { observedOn: '2025-12-31', price: exact(december.price!), source: 'sample' },
    });
    expect(Number(oil.change)).toBeCloseTo(4.55 - Number(december.price), 6);
    expect(list.data.lastObservedOn).toBe('2026-11-20');

    // The same day again replaces the figure rather than adding a second one.
    await call(OPERATOR, 'POST', '/operator/prices', { ...entry, price: '4.6' });
    const history = await call(null, 'GET', '/prices/olive-oil/history?from=2026-01-01');
    expect(history.data.observations).toEqual([
      { observedOn: '2026-11-20', price: '4.6', source: 'Azeite market report' },
    ]);
  });

  it('works for anyone granted the permission string, not only the all-powerful operator', async () => {
    await testDb.db.query(
      `INSERT INTO member_permissions (member_id, perms)
       SELECT id, 'platform:price:manage' FROM members WHERE username = $1`,
      [BR],
    );
    // As the server does after its own changes (another process's reach it by the database's
    // notice: auth-notices.test.ts).
    context.app.authChanged();
    const saved = await call(BR, 'POST', '/operator/prices', {
      commodity: 'coffee-arabica',
      observedOn: '2026-11-24',
      price: '8.25',
      source: 'Cooperative price board, Santos',
    });
    expect(saved.code).toBe(200);
    await testDb.db.query(
      `DELETE FROM member_permissions WHERE perms = 'platform:price:manage'
          AND member_id = (SELECT id FROM members WHERE username = $1)`,
      [BR],
    );
    context.app.authChanged();
  });
});

describe('CSV import', () => {
  const header = 'commodity,observed_on,price,currency,unit,source';
  const upload = (csv: string, language = 'en', fileName = 'soy-2026.csv') =>
    call(OPERATOR, 'POST', '/operator/prices/import', { fileName, csv }, language);
  const soyHistory = async () =>
    (await call(null, 'GET', '/prices/soybeans/history?from=2026-01-01')).data.observations;

  it('refuses a malformed file whole, naming the line and the field, in four languages', async () => {
    const csv = [
      header,
      'soybeans,2026-10-30,402.5,USD,t,CBOT basis report',
      'soybeans,2026-10-31,abc,USD,t,CBOT basis report',
    ].join('\n');
    const messages = await Promise.all(
      ['zh', 'zh-HK', 'pt-BR', 'en'].map((lang) => upload(csv, lang)),
    );
    expect(messages.map((answer) => answer.code)).toEqual([400, 400, 400, 400]);
    expect(messages.map((answer) => answer.msg)).toEqual([
      '文件 soy-2026.csv 第 3 行：“price”字段的“abc”不是大于 0、最多 4 位小数的数字',
      '檔案 soy-2026.csv 第 3 行：「price」欄位的「abc」不是大於 0、最多 4 位小數的數字',
      'Ficheiro soy-2026.csv, linha 3: o valor «abc» do campo «price» não é um número maior que 0 com até 4 casas decimais',
      'File soy-2026.csv, line 3: "abc" in the field "price" is not a number greater than 0 with at most 4 decimals',
    ]);
    // Line 2 was fine, but nothing of a refused file is stored.
    expect(await soyHistory()).toEqual([]);
  });

  it.each([
    [
      'commodity,observed_on,price,currency,unit',
      'File soy-2026.csv, line 1: the header lacks the column "source"',
    ],
    [
      `${header},grade`,
      'File soy-2026.csv, line 1: the header\'s column "grade" is not recognised',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,USD,kg,CBOT`,
      'File soy-2026.csv, line 2: the unit "kg" in the field "unit" differs from the commodity\'s, t',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,BRL,t,CBOT`,
      'File soy-2026.csv, line 2: the currency "BRL" in the field "currency" differs from the commodity\'s, USD',
    ],
    [
      `${header}\n\nsoybeans,2026-10-3,402,USD,t,CBOT`,
      'File soy-2026.csv, line 3: "2026-10-3" in the field "observed_on" is not a valid date (format YYYY-MM-DD)',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,USD,t,"CBOT`,
      'File soy-2026.csv, line 2: a quotation mark is not closed',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,USD,t,CBOT,extra`,
      'File soy-2026.csv, line 2: it has 7 fields but the header has 6 columns',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,USD,t,`,
      'File soy-2026.csv, line 2: the field "source" is required',
    ],
    [
      `${header}\nsoy,2026-10-30,402,USD,t,CBOT`,
      'File soy-2026.csv, line 2: "soy" in the field "commodity" is not a registered commodity code',
    ],
    [
      `${header}\nsoybeans,2026-10-30,402,USD,t,CBOT\nsoybeans,2026-10-30,403,USD,t,CBOT`,
      'File soy-2026.csv, line 3: the price of soybeans on 2026-10-30 repeats line 2',
    ],
    [header, 'File soy-2026.csv: the file has no header or no data lines'],
  ])('refuses %j', async (csv, message) => {
    expect(await upload(csv)).toMatchObject({ code: 400, msg: message });
    expect(await soyHistory()).toEqual([]);
  });

  it('stores a good file (header in any order, quoted fields) and reports how many rows', async () => {
    const csv = [
      'source,commodity,price,observed_on,unit,currency',
      '"Paranaguá FOB, weekly",soybeans,402.5,2026-10-30,t,USD',
      '"Paranaguá FOB, weekly",soybeans,398.25,2026-11-06,T,USD',
    ].join('\r\n');
    expect(await upload(csv, 'zh')).toMatchObject({
      code: 200,
      msg: '已导入 2 条价格观测',
      data: { rows: 2 },
    });
    expect(await soyHistory()).toEqual([
      { observedOn: '2026-10-30', price: '402.5', source: 'Paranaguá FOB, weekly' },
      { observedOn: '2026-11-06', price: '398.25', source: 'Paranaguá FOB, weekly' },
    ]);
  });

  it('needs platform:price:manage', async () => {
    const answer = await call(BR, 'POST', '/operator/prices/import', {
      fileName: 'x.csv',
      csv: `${header}\nsoybeans,2026-11-13,390,USD,t,CBOT`,
    });
    expect(answer.code).toBe(403);
    expect(await soyHistory()).toHaveLength(2);
  });

  it('imports a folder’s new and changed files, skips unchanged ones and reports refused ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prices-'));
    try {
      writeFileSync(
        path.join(dir, 'cork.csv'),
        `${header}\ncork,2026-09-30,3.71,EUR,kg,APCOR bulletin\n`,
      );
      writeFileSync(path.join(dir, 'broken.csv'), `${header}\ncork,2026-09-31,3.7,EUR,kg,APCOR\n`);
      writeFileSync(path.join(dir, 'notes.txt'), 'not a price file');
      const source = new CsvFolderSource(dir);
      const first = await importPriceSource(testDb.db, source, clock.now());
      expect(first.imported).toEqual([{ name: 'cork.csv', rows: 1 }]);
      expect(first.refused.map((refused) => [refused.name, refused.error.place])).toEqual([
        ['broken.csv', { file: 'broken.csv', line: 2 }],
      ]);
      const again = await importPriceSource(testDb.db, source, clock.now());
      expect(again.imported).toEqual([]);
      expect(again.unchanged).toEqual(['cork.csv']);

      writeFileSync(
        path.join(dir, 'cork.csv'),
        `${header}\ncork,2026-09-30,3.72,EUR,kg,APCOR bulletin\n`,
      );
      const changed = await importPriceSource(testDb.db, source, clock.now());
      expect(changed.imported).toEqual([{ name: 'cork.csv', rows: 1 }]);
      const history = await call(null, 'GET', '/prices/cork/history?from=2026-01-01');
      expect(history.data.observations).toEqual([
        { observedOn: '2026-09-30', price: '3.72', source: 'APCOR bulletin' },
      ]);
      // A missing folder is an empty source, not an error.
      const none = await importPriceSource(
        testDb.db,
        new CsvFolderSource(path.join(dir, 'nope')),
        clock.now(),
      );
      expect(none).toEqual({ imported: [], unchanged: [], refused: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a large import', () => {
  it('lets another request through while its 9,000 rows are stored', async () => {
    // The app's database, watched: the first stored row says the import has begun storing.
    let storing!: () => void;
    const begun = new Promise<void>((resolve) => (storing = resolve));
    const watched = (executor: DbExecutor): DbExecutor => ({
      ...executor,
      query: ((sql: string, params?: unknown[], prepared?: string) => {
        if (sql.includes('INSERT INTO commodity_prices')) storing();
        return executor.query(sql, params, prepared);
      }) as DbExecutor['query'],
    });
    const db: Db = {
      ...testDb.db,
      ...watched(testDb.db),
      transaction: (fn) => testDb.db.transaction((tx) => fn(watched(tx))),
    };
    const app = await createTestApp({ db, now: clock.now });
    try {
      const day = (back: number) =>
        new Date(Date.UTC(2026, 10, 24) - back * 86_400_000).toISOString().slice(0, 10);
      const csv = [
        'commodity,observed_on,price,currency,unit,source',
        ...Array.from(
          { length: 9_000 },
          (_, back) => `soybeans,${day(back)},4${back % 100}.5,USD,t,CBOT`,
        ),
      ].join('\n');
      const answered: string[] = [];
      const importing = app.app
        .inject({
          method: 'POST',
          url: `${API}/operator/prices/import`,
          headers: bearer(tokens[OPERATOR]!),
          payload: { fileName: 'soybeans-history.csv', csv },
        })
        .then((response) => {
          answered.push('import');
          return response.json();
        });
      await begun;
      const list = await app.app.inject({ url: `${API}/prices` });
      answered.push('list');
      expect(list.json().code).toBe(200);
      expect(await importing).toMatchObject({ code: 200, data: { rows: 9_000 } });
      expect(answered).toEqual(['list', 'import']);
    } finally {
      await app.close();
    }
  });
});

describe('without any observation (no demo data)', () => {
  it('lists the commodities with no figure and no date, rather than inventing one', async () => {
    await testDb.db.query('DELETE FROM commodity_prices');
    const answer = await call(null, 'GET', '/prices');
    expect(answer.data.lastObservedOn).toBeNull();
    expect(answer.data.commodities.length).toBeGreaterThan(0);
    for (const row of answer.data.commodities as PriceRow[]) {
      expect(row).toMatchObject({
        latest: null,
        previous: null,
        change: null,
        changePercent: null,
      });
    }
    expect((await call(null, 'GET', '/prices/cork/history')).data.observations).toEqual([]);
    expect(platformToday(clock.now())).toBe('2026-11-25');
  });
});
