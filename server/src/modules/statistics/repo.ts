import type { DbExecutor } from '../../platform/db/db';

/** The four figures of `trade_by_year` as decimal text; exports and imports are the reporter's. */
export interface TradeFiguresRow {
  total: string | null;
  exports: string | null;
  imports: string | null;
  balance: string | null;
}

/** A reporter's trade with all its partners, summed per year, oldest first. */
export async function selectTradeByYear(
  db: DbExecutor,
  reporter: string,
): Promise<(TradeFiguresRow & { year: number })[]> {
  const { rows } = await db.query<TradeFiguresRow & { year: number }>(
    `SELECT year, sum(total_trade_usd)::text AS total, sum(exports_usd)::text AS exports,
            sum(imports_usd)::text AS imports, sum(balance_usd)::text AS balance
       FROM trade_by_year WHERE reporter = $1 GROUP BY year ORDER BY year`,
    [reporter],
  );
  return rows;
}

/** A reporter's trade with each partner in a year, largest first. */
export async function selectTradeByPartner(
  db: DbExecutor,
  reporter: string,
  year: number,
): Promise<(TradeFiguresRow & { partner: string })[]> {
  const { rows } = await db.query<TradeFiguresRow & { partner: string }>(
    `SELECT partner, total_trade_usd::text AS total, exports_usd::text AS exports,
            imports_usd::text AS imports, balance_usd::text AS balance
       FROM trade_by_year WHERE reporter = $1 AND year = $2
      ORDER BY total_trade_usd DESC NULLS LAST, partner`,
    [reporter, year],
  );
  return rows;
}

/** Which imports of the data sets are current: their names and checksums, as one text. */
export async function selectReferenceVersion(db: DbExecutor, dataSets: string[]): Promise<string> {
  const { rows } = await db.query<{ version: string | null }>(
    `SELECT string_agg(name || ':' || checksum, ',' ORDER BY name) AS version
       FROM reference_imports WHERE name = ANY($1)`,
    [dataSets],
  );
  return rows[0]?.version ?? '';
}

/** The first and last year of each reporter's trade with each partner. */
export async function selectPartnerYears(
  db: DbExecutor,
): Promise<{ reporter: string; partner: string; first: number; last: number }[]> {
  const { rows } = await db.query<{
    reporter: string;
    partner: string;
    first: number;
    last: number;
  }>(
    `SELECT reporter, partner, min(year)::int AS first, max(year)::int AS last
       FROM trade_by_year GROUP BY reporter, partner`,
  );
  return rows;
}

/** The first and last year of each reporter's top chapters. */
export async function selectChapterYears(
  db: DbExecutor,
): Promise<{ reporter: string; first: number; last: number }[]> {
  const { rows } = await db.query<{ reporter: string; first: number; last: number }>(
    `SELECT reporter, min(year)::int AS first, max(year)::int AS last
       FROM trade_top_chapters GROUP BY reporter`,
  );
  return rows;
}

export interface ChapterNameRow {
  code: string;
  name_zh: string | null;
  name_pt: string | null;
  name_en: string | null;
}

/** The HS chapters among the top chapters, with their names. */
export async function selectTradedChapters(db: DbExecutor): Promise<ChapterNameRow[]> {
  const { rows } = await db.query<ChapterNameRow>(
    `SELECT DISTINCT c.hs_chapter AS code, h.name_zh, h.name_pt, h.description_en AS name_en
       FROM trade_top_chapters c
       LEFT JOIN hs_codes h ON h.code = c.hs_chapter AND h.level = 2
      ORDER BY c.hs_chapter`,
  );
  return rows;
}

/** The columns of `trade_by_year` a flow sums; the query names one of them, never the request. */
export const TRADE_COLUMNS = {
  total: 'total_trade_usd',
  exports: 'exports_usd',
  imports: 'imports_usd',
  balance: 'balance_usd',
} as const;

/** One flow summed by year, by partner and in all (`GROUPING SETS`), over partners and years. */
export async function selectTradeSums(
  db: DbExecutor,
  flow: keyof typeof TRADE_COLUMNS,
  selection: { reporter: string; partners: string[]; from: number; to: number },
): Promise<{ year: number | null; partner: string | null; value: string | null }[]> {
  const { rows } = await db.query<{
    year: number | null;
    partner: string | null;
    value: string | null;
  }>(
    `SELECT year, partner, sum(${TRADE_COLUMNS[flow]})::text AS value
       FROM trade_by_year
      WHERE reporter = $1 AND partner = ANY($2) AND year BETWEEN $3 AND $4
      GROUP BY GROUPING SETS ((year), (partner), ())`,
    [selection.reporter, selection.partners, selection.from, selection.to],
  );
  return rows;
}

export interface ChapterSelection {
  reporter: string;
  partners: string[];
  year: number | null;
  /** `trade_top_chapters.flow`: X the reporter's exports, M its imports. */
  flow: 'X' | 'M';
}

/** Per partner: the flow's total and what its top chapters leave out. */
export async function selectChapterTotals(
  db: DbExecutor,
  selection: ChapterSelection,
): Promise<{ partner: string; flow_total: string; other: string }[]> {
  const { rows } = await db.query<{ partner: string; flow_total: string; other: string }>(
    `SELECT partner, max(flow_total_usd)::text AS flow_total,
            (max(flow_total_usd) - sum(value_usd))::text AS other
       FROM trade_top_chapters
      WHERE reporter = $1 AND partner = ANY($2) AND year = $3 AND flow = $4
      GROUP BY partner`,
    [selection.reporter, selection.partners, selection.year, selection.flow],
  );
  return rows;
}

export interface TopChapterRow {
  partner: string;
  rank: number;
  chapter: string;
  value: string;
  share: number;
  name_zh: string | null;
  name_pt: string | null;
  name_en: string | null;
}

/** The top chapters of each partner (of one chapter when `hs` is given), by rank. */
export async function selectTopChapters(
  db: DbExecutor,
  selection: ChapterSelection,
  hs: string | null,
): Promise<TopChapterRow[]> {
  const { rows } = await db.query<TopChapterRow>(
    `SELECT c.partner, c.rank, c.hs_chapter AS chapter, c.value_usd::text AS value, c.share,
            h.name_zh, h.name_pt, h.description_en AS name_en
       FROM trade_top_chapters c
       LEFT JOIN hs_codes h ON h.code = c.hs_chapter AND h.level = 2
      WHERE c.reporter = $1 AND c.partner = ANY($2) AND c.year = $3 AND c.flow = $4
        AND ($5::text IS NULL OR c.hs_chapter = $5)
      ORDER BY c.rank`,
    [selection.reporter, selection.partners, selection.year, selection.flow, hs],
  );
  return rows;
}

/** Trade with the partners, per reporter, partner and year. */
export async function selectTradeFlows(
  db: DbExecutor,
  partners: string[],
): Promise<
  {
    reporter: 'China' | 'Macau';
    partner: string;
    year: number;
    total: string | null;
    exports: string | null;
    imports: string | null;
  }[]
> {
  const { rows } = await db.query<{
    reporter: 'China' | 'Macau';
    partner: string;
    year: number;
    total: string | null;
    exports: string | null;
    imports: string | null;
  }>(
    `SELECT reporter, partner, year, total_trade_usd::text AS total,
            exports_usd::text AS exports, imports_usd::text AS imports
       FROM trade_by_year WHERE partner = ANY($1)
      ORDER BY year, reporter, partner`,
    [partners],
  );
  return rows;
}

/** The platform's counts: verified trading companies, their published products, orders by status. */
export async function selectPlatformCounts(db: DbExecutor): Promise<{
  companies: number;
  products: number;
  orders: { status: number; n: number }[];
}> {
  const [companies, products, orders] = await Promise.all([
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM companies WHERE review_status = 2 AND NOT is_platform',
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.status = 1 AND NOT c.is_platform`,
    ),
    db.query<{ status: number; n: number }>(
      'SELECT status, count(*)::int AS n FROM orders GROUP BY status',
    ),
  ]);
  return { companies: companies.rows[0]!.n, products: products.rows[0]!.n, orders: orders.rows };
}

/** How many exhibitions there are, running on the platform's day `today`, and coming. */
export async function selectExhibitionCounts(
  db: DbExecutor,
  today: string,
): Promise<{ total: number; ongoing: number; upcoming: number }> {
  const { rows } = await db.query<{ total: number; ongoing: number; upcoming: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE starts_on <= $1::date AND ends_on >= $1::date)::int AS ongoing,
            count(*) FILTER (WHERE starts_on > $1::date)::int AS upcoming
       FROM exhibitions`,
    [today],
  );
  return rows[0]!;
}
