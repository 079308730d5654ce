import {
  PLATFORM_ORDER_STATUS_KEYS,
  TRADE_PARTNER_CODES,
  type Language,
  type PlatformOrderStatusKey,
  type TradePartnerCode,
} from '@portal/contracts';
import type {
  PlatformFigures,
  Static,
  StatisticsChaptersQuery,
  StatisticsFilters,
  StatisticsTopChapters,
  StatisticsTradeQuery,
  StatisticsTradeSeries,
  TradeFlows,
  TradeOverview,
} from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { platformToday } from '../../platform/calendar';
import { BusinessError } from '../../platform/http/envelope';
import { statisticsMessages } from './messages';
import {
  selectChapterTotals,
  selectChapterYears,
  selectExhibitionCounts,
  selectPartnerYears,
  selectPlatformCounts,
  selectReferenceVersion,
  selectTopChapters,
  selectTradeByPartner,
  selectTradeByYear,
  selectTradedChapters,
  selectTradeFlows,
  selectTradeSums,
  type TradeFiguresRow,
} from './repo';

/** The caption every figure of these answers is shown with (data/reference/README.md). */
const TRADE_SOURCE = 'UN Comtrade';

/**
 * The Portuguese-speaking partners by ISO 3166-1 alpha-2 code, as the API names them, and the
 * name the source files give them. The order is the one lists are given in.
 */
const PARTNERS: Record<TradePartnerCode, string> = {
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
const CODE_OF_PARTNER = new Map<string, TradePartnerCode>(
  TRADE_PARTNER_CODES.map((code) => [PARTNERS[code], code]),
);

const REPORTERS = { china: 'China', macau: 'Macau' } as const;
type Reporter = keyof typeof REPORTERS;

/** `trade_top_chapters.flow`: X the reporter's exports, M its imports. */
const CHAPTER_FLOWS = { exports: 'X', imports: 'M' } as const;

/** The reference data sets these answers are computed from (server/src/scripts/import-data.ts). */
const DATA_SETS = ['hs', 'trade-by-year', 'trade-top-chapters'];

/**
 * `orders.status` (spec §4) by the stage key of the order lists (docs/trade-orders.md). Status 3
 * spans several stages there (trade passed … contract executing), all of them "effective" here.
 */
const ORDER_STATUSES: Record<PlatformOrderStatusKey, number> = {
  tradePending: 1,
  tradeRejected: 2,
  effective: 3,
  contractPending: 4,
  contractRejected: 5,
  completed: 101,
  void: 0,
};

/** How long the platform's counts are remembered: a wall display polls every 30–60 s. */
export const FIGURES_SECONDS = 5;
/** The trade series only change when the reference data is imported again. */
export const TRADE_SECONDS = 300;

type FiltersAnswer = Static<typeof StatisticsFilters>;
type ReporterFilters = FiltersAnswer['reporters'][number];

/** NUMERIC arrives as a decimal string; these are display figures, so a JS number is right here. */
const toNumber = (value: string | null) => (value === null ? null : Number(value));

function decimal(text: string): string;
function decimal(text: string | null): string | null;
function decimal(text: string | null): string | null {
  if (text === null || !text.includes('.')) return text;
  return text.replace(/\.?0+$/, '');
}

const figures = (row: TradeFiguresRow) => ({
  totalTradeUsd: toNumber(row.total),
  exportsUsd: toNumber(row.exports),
  importsUsd: toNumber(row.imports),
  balanceUsd: toNumber(row.balance),
});

/**
 * Answers remembered per query until the reference data is imported again (the only way it
 * changes). Which import is current is asked at most once a minute, so a re-import by another
 * process (`import-data`, or a new server on the same PostgreSQL) shows within that minute.
 */
class AnswerCache {
  private readonly answers = new LRUCache<string, Promise<unknown>>({ max: 1000 });
  private version: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly app: FastifyInstance,
    private readonly recheckMs = 60_000,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    await this.checkVersion();
    const remembered = this.answers.get(key) as Promise<T> | undefined;
    if (remembered) return remembered;
    // The promise is kept, so concurrent first requests for one query share one computation.
    const answer = compute();
    this.answers.set(key, answer);
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  private async checkVersion() {
    const now = this.app.now().getTime();
    if (now - this.checkedAt < this.recheckMs) return;
    this.checkedAt = now;
    const version = await selectReferenceVersion(this.app.db, DATA_SETS);
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
  }
}

/** One answer reused for `seconds` by the app's clock; concurrent misses share one computation. */
function remembered<T>(app: FastifyInstance, seconds: number, compute: () => Promise<T>) {
  let answer: Promise<T> | null = null;
  let expiresAt = 0;
  return () => {
    const now = app.now().getTime();
    if (!answer || now >= expiresAt) {
      const fresh = compute();
      answer = fresh;
      expiresAt = now + seconds * 1000;
      fresh.catch(() => {
        if (answer === fresh) answer = null;
      });
    }
    return answer;
  };
}

/** The request's partners in the canonical order, or all the reporter's partners. */
function selectedPartners(
  param: string | undefined,
  reporter: ReporterFilters,
): TradePartnerCode[] {
  if (param === undefined) return reporter.partners as TradePartnerCode[];
  const asked = new Set(param.split(','));
  return TRADE_PARTNER_CODES.filter((code) => asked.has(code));
}

export type Statistics = ReturnType<typeof createStatistics>;

/**
 * The trade statistics and platform figures of one registration of the module, with their
 * caches: the statistics page's answers until the next import, the globe's series for
 * TRADE_SECONDS and the wall display's counts for FIGURES_SECONDS.
 */
export function createStatistics(app: FastifyInstance) {
  const cache = new AnswerCache(app);

  async function reporterStatistics(reporter: 'China' | 'Macau') {
    const byYear = await selectTradeByYear(app.db, reporter);
    const years = byYear.map((row) => row.year);
    const latestYear = years[years.length - 1] ?? 0;
    const latest = await selectTradeByPartner(app.db, reporter, latestYear);
    return {
      reporter,
      firstYear: years[0] ?? 0,
      latestYear,
      byYear: byYear.map((row) => ({ year: row.year, ...figures(row) })),
      latestByPartner: latest.map((row) => ({ partner: row.partner, ...figures(row) })),
    };
  }

  /** China–PLP and Macau–PLP trade by year, and per partner for the latest year (home page). */
  async function overview(): Promise<Static<typeof TradeOverview>> {
    return {
      source: TRADE_SOURCE,
      currency: 'USD',
      china: await reporterStatistics('China'),
      macau: await reporterStatistics('Macau'),
    };
  }

  /** What the statistics can be asked for: reporters, their partners and years, HS chapters. */
  const filters = () =>
    cache.get('filters', async (): Promise<FiltersAnswer> => {
      const [partners, chapterYears, chapters] = await Promise.all([
        selectPartnerYears(app.db),
        selectChapterYears(app.db),
        selectTradedChapters(app.db),
      ]);
      const reporters = (Object.keys(REPORTERS) as Reporter[]).map((reporter): ReporterFilters => {
        const rows = partners.filter((row) => row.reporter === REPORTERS[reporter]);
        for (const row of rows) {
          if (!CODE_OF_PARTNER.has(row.partner)) {
            app.log.warn({ partner: row.partner }, 'trade partner without an ISO code: not served');
          }
        }
        const years = chapterYears.find((row) => row.reporter === REPORTERS[reporter]);
        return {
          reporter,
          partners: TRADE_PARTNER_CODES.filter((code) =>
            rows.some((row) => row.partner === PARTNERS[code]),
          ),
          firstYear: Math.min(...rows.map((row) => row.first)),
          lastYear: Math.max(...rows.map((row) => row.last)),
          chapterYears: years ? { first: years.first, last: years.last } : null,
        };
      });
      return {
        source: TRADE_SOURCE,
        currency: 'USD',
        reporters,
        chapters: chapters.map((row) => ({
          code: row.code,
          nameZh: row.name_zh,
          namePt: row.name_pt,
          nameEn: row.name_en,
        })),
      };
    });

  /** One flow summed by year and by partner over a selection of partners and years. */
  async function trade(
    query: Static<typeof StatisticsTradeQuery>,
    language: Language,
  ): Promise<Static<typeof StatisticsTradeSeries>> {
    const reporter = query.reporter ?? 'china';
    const flow = query.flow ?? 'total';
    const known = (await filters()).reporters.find((entry) => entry.reporter === reporter)!;
    const partners = selectedPartners(query.partners, known);
    const from = query.from ?? known.firstYear;
    const to = query.to ?? known.lastYear;
    if (from > to)
      throw new BusinessError(400, statisticsMessages(language).yearOrder({ from, to }));
    const key = `trade:${reporter}:${partners.join(',')}:${from}:${to}:${flow}`;
    return cache.get(key, async () => {
      const rows = await selectTradeSums(app.db, flow, {
        reporter: REPORTERS[reporter],
        partners: partners.map((code) => PARTNERS[code]),
        from,
        to,
      });
      const yearValues = new Map(
        rows.filter((row) => row.year !== null).map((row) => [row.year!, decimal(row.value)]),
      );
      const partnerValues = new Map(
        rows
          .filter((row) => row.partner !== null)
          .map((row) => [CODE_OF_PARTNER.get(row.partner!), decimal(row.value)]),
      );
      const years: number[] = [];
      for (
        let year = Math.max(from, known.firstYear);
        year <= Math.min(to, known.lastYear);
        year++
      ) {
        years.push(year);
      }
      const total = rows.find((row) => row.year === null && row.partner === null)?.value ?? null;
      return {
        source: TRADE_SOURCE,
        currency: 'USD' as const,
        reporter,
        flow,
        partners,
        from,
        to,
        byYear: years.map((year) => ({ year, value: yearValues.get(year) ?? null })),
        byPartner: partners
          .map((partner) => ({ partner, value: partnerValues.get(partner) ?? null }))
          .sort((a, b) =>
            a.value === null || b.value === null
              ? Number(a.value === null) - Number(b.value === null)
              : Number(b.value) - Number(a.value),
          ),
        total: decimal(total),
      };
    });
  }

  /** The top HS chapters of the reporter's exports to or imports from each partner in a year. */
  async function chapters(
    query: Static<typeof StatisticsChaptersQuery>,
  ): Promise<Static<typeof StatisticsTopChapters>> {
    const reporter = query.reporter ?? 'china';
    const flow = query.flow ?? 'exports';
    const known = (await filters()).reporters.find((entry) => entry.reporter === reporter)!;
    const partners = selectedPartners(query.partners, known);
    const year = query.year ?? known.chapterYears?.last ?? null;
    const hs = query.hs ?? null;
    const key = `chapters:${reporter}:${partners.join(',')}:${year}:${flow}:${hs}`;
    return cache.get(key, async () => {
      const selection = {
        reporter: REPORTERS[reporter],
        partners: partners.map((code) => PARTNERS[code]),
        year,
        flow: CHAPTER_FLOWS[flow],
      };
      const [totals, top] = await Promise.all([
        selectChapterTotals(app.db, selection),
        selectTopChapters(app.db, selection, hs),
      ]);
      return {
        source: TRADE_SOURCE,
        currency: 'USD' as const,
        reporter,
        flow,
        year,
        partners: partners.flatMap((partner) => {
          const total = totals.find((row) => row.partner === PARTNERS[partner]);
          if (!total) return [];
          return [
            {
              partner,
              flowTotal: decimal(total.flow_total),
              otherValue: decimal(total.other),
              chapters: top
                .filter((row) => row.partner === PARTNERS[partner])
                .map((row) => ({
                  rank: row.rank,
                  chapter: row.chapter,
                  nameZh: row.name_zh,
                  namePt: row.name_pt,
                  nameEn: row.name_en,
                  value: decimal(row.value),
                  share: row.share,
                })),
            },
          ];
        }),
      };
    });
  }

  /** China–PLP and Macau–PLP trade per partner and year, for the globe. */
  const tradeFlows = remembered(
    app,
    TRADE_SECONDS,
    async (): Promise<Static<typeof TradeFlows>> => {
      const rows = await selectTradeFlows(app.db, Object.values(PARTNERS));
      const years = rows.map((row) => row.year);
      return {
        source: TRADE_SOURCE,
        currency: 'USD',
        firstYear: years[0] ?? 0,
        latestYear: years.at(-1) ?? 0,
        partners: [...TRADE_PARTNER_CODES],
        flows: rows.map((row) => ({
          reporter: row.reporter === 'China' ? ('china' as const) : ('macau' as const),
          partner: CODE_OF_PARTNER.get(row.partner)!,
          year: row.year,
          totalTradeUsd: toNumber(row.total),
          exportsUsd: toNumber(row.exports),
          importsUsd: toNumber(row.imports),
        })),
      };
    },
  );

  /**
   * The platform's own counts for the wall display: only counts, no company, buyer or order is
   * named and no single order's amount is given.
   */
  const platformFigures = remembered(
    app,
    FIGURES_SECONDS,
    async (): Promise<Static<typeof PlatformFigures>> => {
      const now = app.now();
      const [counts, exhibitions] = await Promise.all([
        selectPlatformCounts(app.db),
        selectExhibitionCounts(app.db, platformToday(now)),
      ]);
      const countOf = new Map(counts.orders.map((row) => [row.status, row.n]));
      const byStatus = PLATFORM_ORDER_STATUS_KEYS.map((status) => ({
        status,
        count: countOf.get(ORDER_STATUSES[status]) ?? 0,
      }));
      return {
        verifiedCompanies: counts.companies,
        publishedProducts: counts.products,
        orders: { total: byStatus.reduce((sum, { count }) => sum + count, 0), byStatus },
        exhibitions,
        countedAt: now.toISOString(),
      };
    },
  );

  return { overview, filters, trade, chapters, tradeFlows, platformFigures };
}
