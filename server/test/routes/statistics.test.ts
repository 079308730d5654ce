import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, createTestApp, openTestDb, testClock, type TestApp, type TestDb } from '../helpers';

/**
 * The statistics API against the source: every figure is compared with a sum computed here from
 * the CSV files themselves, with a parser of this test's own and exact decimal arithmetic, so
 * neither the importer nor the routes are trusted.
 */

const TRADE_DIR = path.join(__dirname, '../../data/reference/trade');

/** One CSV line into fields: quoted fields may hold commas and doubled quotes. */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      out.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  out.push(field);
  return out;
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(TRADE_DIR, file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const names = fields(header!);
  return lines.map((line) => {
    const values = fields(line);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
  });
}

/**
 * US dollars as an exact count of thousandths ("4810446.345" → 4810446345n). Thousandths are the
 * files' precision; a few Macau cells carry binary floating-point residue (7192225.233999999),
 * read, like the database's NUMERIC(20, 3) does, rounded half away from zero.
 */
function thousandths(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const digits = fraction.padEnd(4, '0');
  let value = BigInt(whole) * 1000n + BigInt(digits.slice(0, 3));
  if (Number(digits[3]) >= 5) value += 1n;
  return negative ? -value : value;
}

const fromApi = (value: string | null) => (value === null ? null : thousandths(value));

const CODES: Record<string, string> = {
  AO: 'Angola',
  BR: 'Brazil',
  CV: 'Cabo Verde',
  GQ: 'Equatorial Guinea',
  GW: 'Guinea-Bissau',
  MZ: 'Mozambique',
  PT: 'Portugal',
  ST: 'Sao Tome and Principe',
  TL: 'Timor-Leste',
};

const SOURCE = {
  china: readCsv('china-plp-trade-by-year.csv'),
  macau: readCsv('macau-plp-trade-by-year.csv'),
};
const CHAPTERS = readCsv('china-plp-top-hs-chapters.csv');

/**
 * A row's value of a flow in thousandths; null when not reported. Where the file leaves total or
 * balance empty but reports a flow, they are that flow's: the source's total is exports + imports
 * and its balance exports − imports wherever both are reported (docs/statistics.md).
 */
function cell(reporter: 'china' | 'macau', flow: string, row: Record<string, string>) {
  const amount = (text: string | undefined) => (text?.trim() ? thousandths(text) : null);
  const exports = amount(row[`${reporter}_exports_usd`]);
  const imports = amount(row[`${reporter}_imports_usd`]);
  if (flow === 'exports') return exports;
  if (flow === 'imports') return imports;
  const given = amount(flow === 'total' ? row.total_trade_usd : row.balance_usd);
  if (given !== null || (exports === null && imports === null)) return given;
  return flow === 'total' ? (exports ?? 0n) + (imports ?? 0n) : (exports ?? 0n) - (imports ?? 0n);
}

/** The sum of the reported values; null when none was reported, like SQL's sum(). */
function sumReported(values: (bigint | null)[]): bigint | null {
  const reported = values.filter((value) => value !== null);
  return reported.length === 0 ? null : reported.reduce((total, value) => total + value, 0n);
}

interface TradeAnswer {
  partners: string[];
  from: number;
  to: number;
  byYear: { year: number; value: string | null }[];
  byPartner: { partner: string; value: string | null }[];
  total: string | null;
}

interface ChaptersAnswer {
  year: number | null;
  partners: {
    partner: string;
    flowTotal: string;
    otherValue: string;
    chapters: {
      rank: number;
      chapter: string;
      nameZh: string | null;
      namePt: string | null;
      nameEn: string | null;
      value: string;
      share: number;
    }[];
  }[];
}

let testDb: TestDb;
let context: TestApp;
const clock = testClock(new Date('2026-11-25T08:00:00Z'));
beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db, now: clock.now });
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function get<T>(url: string, language?: string) {
  const response = await context.app.inject({
    url: `${API}${url}`,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data: T };
}

describe('GET statistics/filters', () => {
  it('lists each reporter’s partners and years as the files have them, and the HS chapters', async () => {
    const { code, data } = await get<{
      source: string;
      reporters: {
        reporter: string;
        partners: string[];
        firstYear: number;
        lastYear: number;
        chapterYears: { first: number; last: number } | null;
      }[];
      chapters: { code: string; nameZh: string; namePt: string; nameEn: string }[];
    }>('/statistics/filters');
    expect(code).toBe(200);
    expect(data.source).toBe('UN Comtrade');
    for (const reporter of ['china', 'macau'] as const) {
      const rows = SOURCE[reporter];
      const entry = data.reporters.find((candidate) => candidate.reporter === reporter)!;
      expect(entry.partners.map((code) => CODES[code]).sort()).toEqual(
        [...new Set(rows.map((row) => row.partner))].sort(),
      );
      const years = rows.map((row) => Number(row.year));
      expect([entry.firstYear, entry.lastYear]).toEqual([Math.min(...years), Math.max(...years)]);
    }
    expect(data.reporters.find((entry) => entry.reporter === 'china')!.chapterYears).toEqual({
      first: 2003,
      last: 2024,
    });
    expect(data.reporters.find((entry) => entry.reporter === 'macau')!.chapterYears).toBeNull();
    const chapters = [...new Set(CHAPTERS.map((row) => row.hs_chapter!.padStart(2, '0')))].sort();
    expect(data.chapters.map((chapter) => chapter.code)).toEqual(chapters);
    expect(data.chapters.find((chapter) => chapter.code === '09')).toEqual({
      code: '09',
      nameZh: '咖啡、茶、马黛茶及调味香料',
      namePt: 'Café, chá, mate e especiarias',
      nameEn: 'Coffee, tea, mate and spices',
    });
  });
});

describe('GET statistics/trade equals the sums of the CSV files', () => {
  const selections: {
    reporter: 'china' | 'macau';
    partners?: string[];
    from?: number;
    to?: number;
    flow: string;
  }[] = [
    { reporter: 'china', flow: 'total' },
    { reporter: 'china', flow: 'exports' },
    { reporter: 'china', flow: 'imports' },
    { reporter: 'china', flow: 'balance' },
    { reporter: 'china', partners: ['BR', 'PT'], from: 2010, to: 2020, flow: 'exports' },
    {
      reporter: 'china',
      partners: ['AO', 'MZ', 'ST', 'TL'],
      from: 2003,
      to: 2008,
      flow: 'imports',
    },
    { reporter: 'china', partners: ['CV'], from: 2024, to: 2024, flow: 'balance' },
    { reporter: 'macau', flow: 'total' },
    { reporter: 'macau', flow: 'exports' },
    {
      reporter: 'macau',
      partners: ['AO', 'BR', 'MZ', 'TL'],
      from: 2004,
      to: 2015,
      flow: 'imports',
    },
    { reporter: 'macau', partners: ['PT', 'GW'], from: 2005, to: 2024, flow: 'balance' },
    { reporter: 'macau', partners: ['ST', 'CV'], flow: 'exports' },
  ];

  it.each(selections)('$reporter $partners $from–$to $flow', async (selection) => {
    const query = new URLSearchParams({ reporter: selection.reporter, flow: selection.flow });
    if (selection.partners) query.set('partners', selection.partners.join(','));
    if (selection.from) query.set('from', String(selection.from));
    if (selection.to) query.set('to', String(selection.to));
    const { code, data } = await get<TradeAnswer>(`/statistics/trade?${query}`);
    expect(code).toBe(200);

    const rows = SOURCE[selection.reporter];
    const names = selection.partners?.map((code) => CODES[code]);
    const years = rows.map((row) => Number(row.year));
    const from = selection.from ?? Math.min(...years);
    const to = selection.to ?? Math.max(...years);
    const chosen = rows.filter(
      (row) =>
        (!names || names.includes(row.partner!)) &&
        Number(row.year) >= from &&
        Number(row.year) <= to,
    );
    const values = (filter: (row: Record<string, string>) => boolean) =>
      sumReported(
        chosen.filter(filter).map((row) => cell(selection.reporter, selection.flow, row)),
      );

    expect(data.byYear.map((entry) => entry.year)).toEqual(
      Array.from({ length: to - from + 1 }, (_, index) => from + index),
    );
    for (const entry of data.byYear) {
      expect([entry.year, fromApi(entry.value)]).toEqual([
        entry.year,
        values((row) => Number(row.year) === entry.year),
      ]);
    }
    expect(data.byPartner.map((entry) => CODES[entry.partner]).sort()).toEqual(
      (names ?? [...new Set(rows.map((row) => row.partner!))]).sort(),
    );
    for (const entry of data.byPartner) {
      expect([entry.partner, fromApi(entry.value)]).toEqual([
        entry.partner,
        values((row) => row.partner === CODES[entry.partner]),
      ]);
    }
    expect(fromApi(data.total)).toEqual(values(() => true));
  });

  it('lists partners largest first, unreported ones last, and keeps exact thousandths', async () => {
    const { data } = await get<TradeAnswer>('/statistics/trade?reporter=macau&flow=total');
    const values = data.byPartner.map((entry) => entry.value);
    const reported = values.filter((value) => value !== null).map(Number);
    expect(reported).toEqual([...reported].sort((a, b) => b - a));
    expect(values.slice(reported.length).every((value) => value === null)).toBe(true);
    const brazil2003 = (
      await get<TradeAnswer>('/statistics/trade?reporter=macau&partners=BR&from=2003&to=2003')
    ).data;
    expect(brazil2003.total).toBe('4810446.345');
  });

  it('agrees with the home page’s figures', async () => {
    const home = await get<{ china: { byYear: { year: number; totalTradeUsd: number }[] } }>(
      '/statistics',
    );
    const { data } = await get<TradeAnswer>('/statistics/trade?reporter=china&flow=total');
    expect(data.byYear.map((entry) => [entry.year, Number(entry.value)])).toEqual(
      home.data.china.byYear.map((entry) => [entry.year, entry.totalTradeUsd]),
    );
  });
});

describe('GET statistics/chapters equals the rows of the CSV file', () => {
  it.each([
    { partners: 'BR', year: 2024, flow: 'exports' },
    { partners: 'BR,PT,AO', year: 2024, flow: 'imports' },
    { partners: 'MZ,TL,ST,CV', year: 2012, flow: 'exports' },
    { partners: 'GW,GQ', year: 2003, flow: 'imports' },
  ])('$partners $year $flow', async ({ partners, year, flow }) => {
    const { data } = await get<ChaptersAnswer>(
      `/statistics/chapters?partners=${partners}&year=${year}&flow=${flow}`,
    );
    expect(data.year).toBe(year);
    const letter = flow === 'exports' ? 'X' : 'M';
    for (const code of partners.split(',')) {
      const rows = CHAPTERS.filter(
        (row) =>
          row.reporter === 'China' &&
          row.partner === CODES[code] &&
          Number(row.year) === year &&
          row.flow === letter,
      );
      const entry = data.partners.find((candidate) => candidate.partner === code);
      if (rows.length === 0) {
        expect(entry).toBeUndefined();
        continue;
      }
      expect(entry!.chapters.map((chapter) => chapter.rank)).toEqual(
        rows.map((row) => Number(row.rank)),
      );
      for (const [index, row] of rows.entries()) {
        const chapter = entry!.chapters[index]!;
        expect(chapter.chapter).toBe(row.hs_chapter!.padStart(2, '0'));
        // Names are the HS nomenclature's (as GET hs/chapters), not the file's own wording.
        expect(chapter.nameEn).toBeTruthy();
        expect(chapter.nameZh).toBeTruthy();
        expect(chapter.namePt).toBeTruthy();
        expect(thousandths(chapter.value)).toBe(thousandths(row.value_usd!));
        expect(chapter.share).toBeCloseTo(Number(row.share), 12);
      }
      expect(thousandths(entry!.flowTotal)).toBe(thousandths(rows[0]!.flow_total_usd!));
      expect(thousandths(entry!.otherValue)).toBe(
        thousandths(rows[0]!.flow_total_usd!) -
          sumReported(rows.map((row) => thousandths(row.value_usd!)))!,
      );
    }
  });

  it('narrows to one chapter, keeping each partner’s flow total; defaults to the latest year', async () => {
    const { data } = await get<ChaptersAnswer>(
      '/statistics/chapters?partners=BR,PT&hs=26&flow=imports',
    );
    expect(data.year).toBe(2024);
    for (const entry of data.partners) {
      expect(entry.chapters.every((chapter) => chapter.chapter === '26')).toBe(true);
    }
    const brazil = data.partners.find((entry) => entry.partner === 'BR')!;
    const row = CHAPTERS.find(
      (candidate) =>
        candidate.partner === 'Brazil' &&
        candidate.year === '2024' &&
        candidate.flow === 'M' &&
        candidate.hs_chapter === '26',
    )!;
    expect(brazil.chapters).toHaveLength(1);
    expect(thousandths(brazil.chapters[0]!.value)).toBe(thousandths(row.value_usd!));
  });

  it('has no chapters for Macau (the source has none)', async () => {
    const { code, data } = await get<ChaptersAnswer>('/statistics/chapters?reporter=macau');
    expect(code).toBe(200);
    expect(data).toMatchObject({ year: null, partners: [] });
  });
});

describe('bad parameters', () => {
  it.each([
    ['/statistics/trade?reporter=japan', '参数 reporter 格式不正确'],
    ['/statistics/trade?partners=US', '参数 partners 格式不正确'],
    ['/statistics/trade?partners=BR,,PT', '参数 partners 格式不正确'],
    ['/statistics/trade?partners=', '参数 partners 格式不正确'],
    ['/statistics/trade?from=abc', '参数 from 类型不正确，应为整数'],
    ['/statistics/trade?from=1800', '参数 from 不能小于 1900'],
    ['/statistics/trade?flow=net', '参数 flow 格式不正确'],
    ['/statistics/trade?from=2020&to=2010', '起始年份（2020）不能晚于结束年份（2010）'],
    ['/statistics/trade?year=2020', '不支持的参数：year'],
    ['/statistics/chapters?flow=total', '参数 flow 格式不正确'],
    ['/statistics/chapters?hs=9', '参数 hs 格式不正确'],
    ['/statistics/chapters?from=2020', '不支持的参数：from'],
    ['/statistics/filters?lang=pt', '不支持的参数：lang'],
  ])('%s → 400 %s', async (url, msg) => {
    expect(await get(url)).toEqual({ code: 400, msg });
  });

  it('are explained in the reader’s language', async () => {
    expect(await get('/statistics/trade?from=2020&to=2010', 'en')).toEqual({
      code: 400,
      msg: 'The first year (2020) must not be after the last year (2010)',
    });
    expect((await get('/statistics/trade?flow=net', 'pt')).msg).toBe(
      'O parâmetro flow tem um formato incorreto',
    );
    expect((await get('/statistics/trade?colour=red', 'cht')).msg).toBe('不支援的參數：colour');
  });
});

describe('caching', () => {
  it('answers from memory until the trade tables are imported again', async () => {
    const url = '/statistics/trade?reporter=china&partners=PT&from=2024&to=2024&flow=exports';
    const first = await context.app.inject({ url: `${API}${url}` });
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    const before = first.json().data.total;

    // A change the routes cannot see: the rows change without a new import being recorded.
    await testDb.db.query(
      `UPDATE trade_by_year SET exports_usd = exports_usd + 1
        WHERE reporter = 'China' AND partner = 'Portugal' AND year = 2024`,
    );
    clock.advance(120_000);
    expect((await get<TradeAnswer>(url)).data.total).toBe(before);

    // An import records a new checksum: answers are computed again within a minute.
    await testDb.db.query(
      `UPDATE reference_imports SET checksum = 'changed' WHERE name = 'trade-by-year'`,
    );
    clock.advance(30_000);
    expect((await get<TradeAnswer>(url)).data.total).toBe(before);
    clock.advance(31_000);
    expect(thousandths((await get<TradeAnswer>(url)).data.total!)).toBe(
      thousandths(before) + 1000n,
    );
  });
});
