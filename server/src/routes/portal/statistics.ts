import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { TRADE_PARTNER_CODES, type TradePartnerCode } from '@portal/contracts';
import {
  StatisticsChaptersQuery,
  StatisticsFilters,
  StatisticsTopChapters,
  StatisticsTradeQuery,
  StatisticsTradeSeries,
} from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { statisticsMessages } from './statistics-messages';

/** The caption every figure of these routes is shown with (data/reference/README.md). */
export const TRADE_SOURCE = 'UN Comtrade';

/**
 * The Portuguese-speaking partners by ISO 3166-1 alpha-2 code, as the API names them, and the
 * name the source files give them. The order is the one lists are given in.
 */
export const PARTNERS: Record<TradePartnerCode, string> = {
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

/** The four figures of `trade_by_year`; exports and imports are the reporter's. */
const TRADE_COLUMNS = {
  total: 'total_trade_usd',
  exports: 'exports_usd',
  imports: 'imports_usd',
  balance: 'balance_usd',
} as const;

/** `trade_top_chapters.flow`: X the reporter's exports, M its imports. */
const CHAPTER_FLOWS = { exports: 'X', imports: 'M' } as const;

/** The reference data sets these answers are computed from (server/src/scripts/import-data.ts). */
const DATA_SETS = ['hs', 'trade-by-year', 'trade-top-chapters'];

type FiltersAnswer = Static<typeof StatisticsFilters>;
type ReporterFilters = FiltersAnswer['reporters'][number];

function decimal(text: string): string;
function decimal(text: string | null): string | null;
function decimal(text: string | null): string | null {
  if (text === null || !text.includes('.')) return text;
  return text.replace(/\.?0+$/, '');
}

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
    const { rows } = await this.app.db.query<{ version: string | null }>(
      `SELECT string_agg(name || ':' || checksum, ',' ORDER BY name) AS version
         FROM reference_imports WHERE name = ANY($1)`,
      [DATA_SETS],
    );
    const version = rows[0]?.version ?? '';
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
  }
}

/**
 * China–PLP and Macau–PLP trade for the statistics page (docs/statistics.md): the choices, the
 * series by year and partner for one flow, and the top HS chapters of a year. Public, read-only,
 * computed from the imported UN Comtrade tables and remembered until they are imported again.
 */
const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new AnswerCache(app);

  /** Refuses query parameters the route does not know, like body fields elsewhere. */
  const rejectUnknownQuery = (schema: { properties: Record<string, unknown> }) => {
    const check = rejectUnknownFields(schema);
    return async (request: { query: unknown }) => check({ body: request.query });
  };

  /** The answers are the same for everyone and change only with an import. */
  const cacheable = { 'cache-control': 'public, max-age=600', vary: 'accept-language' };

  const filters = () =>
    cache.get('filters', async (): Promise<FiltersAnswer> => {
      const [partners, chapterYears, chapters] = await Promise.all([
        app.db.query<{ reporter: string; partner: string; first: number; last: number }>(
          `SELECT reporter, partner, min(year)::int AS first, max(year)::int AS last
             FROM trade_by_year GROUP BY reporter, partner`,
        ),
        app.db.query<{ reporter: string; first: number; last: number }>(
          `SELECT reporter, min(year)::int AS first, max(year)::int AS last
             FROM trade_top_chapters GROUP BY reporter`,
        ),
        app.db.query<{
          code: string;
          name_zh: string | null;
          name_pt: string | null;
          name_en: string | null;
        }>(
          `SELECT DISTINCT c.hs_chapter AS code, h.name_zh, h.name_pt, h.description_en AS name_en
             FROM trade_top_chapters c
             LEFT JOIN hs_codes h ON h.code = c.hs_chapter AND h.level = 2
            ORDER BY c.hs_chapter`,
        ),
      ]);
      const reporters = (Object.keys(REPORTERS) as Reporter[]).map((reporter): ReporterFilters => {
        const rows = partners.rows.filter((row) => row.reporter === REPORTERS[reporter]);
        for (const row of rows) {
          if (!CODE_OF_PARTNER.has(row.partner)) {
            app.log.warn({ partner: row.partner }, 'trade partner without an ISO code: not served');
          }
        }
        const years = chapterYears.rows.find((row) => row.reporter === REPORTERS[reporter]);
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
        chapters: chapters.rows.map((row) => ({
          code: row.code,
          nameZh: row.name_zh,
          namePt: row.name_pt,
          nameEn: row.name_en,
        })),
      };
    });

  /** The request's partners in the canonical order, or all the reporter's partners. */
  function selectedPartners(
    param: string | undefined,
    reporter: ReporterFilters,
  ): TradePartnerCode[] {
    if (param === undefined) return reporter.partners as TradePartnerCode[];
    const asked = new Set(param.split(','));
    return TRADE_PARTNER_CODES.filter((code) => asked.has(code));
  }

  app.get(
    '/statistics/filters',
    {
      schema: {
        tags: ['portal'],
        summary:
          'What the statistics can be asked for: reporters, their partners and years, HS chapters',
        querystring: Type.Object({}),
        response: { 200: Envelope(StatisticsFilters) },
      },
      preValidation: rejectUnknownQuery(Type.Object({})),
    },
    async (_request, reply) => {
      reply.headers(cacheable);
      return ok(await filters());
    },
  );

  app.get(
    '/statistics/trade',
    {
      schema: {
        tags: ['portal'],
        summary:
          'One flow of China–PLP or Macau–PLP trade (US$), summed by year and by partner over a selection',
        querystring: StatisticsTradeQuery,
        response: { 200: Envelope(StatisticsTradeSeries) },
      },
      preValidation: rejectUnknownQuery(StatisticsTradeQuery),
    },
    async (request, reply) => {
      const { query } = request;
      const reporter = query.reporter ?? 'china';
      const flow = query.flow ?? 'total';
      const known = (await filters()).reporters.find((entry) => entry.reporter === reporter)!;
      const partners = selectedPartners(query.partners, known);
      const from = query.from ?? known.firstYear;
      const to = query.to ?? known.lastYear;
      if (from > to) {
        const text = statisticsMessages(requestLanguage(request.headers['accept-language']));
        throw new BusinessError(400, text.yearOrder({ from, to }));
      }
      const key = `trade:${reporter}:${partners.join(',')}:${from}:${to}:${flow}`;
      const answer = await cache.get(key, async () => {
        // The column comes from TRADE_COLUMNS, never from the request.
        const { rows } = await app.db.query<{
          year: number | null;
          partner: string | null;
          value: string | null;
        }>(
          `SELECT year, partner, sum(${TRADE_COLUMNS[flow]})::text AS value
             FROM trade_by_year
            WHERE reporter = $1 AND partner = ANY($2) AND year BETWEEN $3 AND $4
            GROUP BY GROUPING SETS ((year), (partner), ())`,
          [REPORTERS[reporter], partners.map((code) => PARTNERS[code]), from, to],
        );
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
      reply.headers(cacheable);
      return ok(answer);
    },
  );

  app.get(
    '/statistics/chapters',
    {
      schema: {
        tags: ['portal'],
        summary:
          "The top HS chapters of the reporter's exports to or imports from each partner in a year, with their share",
        querystring: StatisticsChaptersQuery,
        response: { 200: Envelope(StatisticsTopChapters) },
      },
      preValidation: rejectUnknownQuery(StatisticsChaptersQuery),
    },
    async (request, reply) => {
      const { query } = request;
      const reporter = query.reporter ?? 'china';
      const flow = query.flow ?? 'exports';
      const known = (await filters()).reporters.find((entry) => entry.reporter === reporter)!;
      const partners = selectedPartners(query.partners, known);
      const year = query.year ?? known.chapterYears?.last ?? null;
      const hs = query.hs ?? null;
      const key = `chapters:${reporter}:${partners.join(',')}:${year}:${flow}:${hs}`;
      const answer = await cache.get(key, async () => {
        const parameters = [
          REPORTERS[reporter],
          partners.map((code) => PARTNERS[code]),
          year,
          CHAPTER_FLOWS[flow],
        ];
        const [totals, chapters] = await Promise.all([
          app.db.query<{ partner: string; flow_total: string; other: string }>(
            `SELECT partner, max(flow_total_usd)::text AS flow_total,
                    (max(flow_total_usd) - sum(value_usd))::text AS other
               FROM trade_top_chapters
              WHERE reporter = $1 AND partner = ANY($2) AND year = $3 AND flow = $4
              GROUP BY partner`,
            parameters,
          ),
          app.db.query<{
            partner: string;
            rank: number;
            chapter: string;
            value: string;
            share: number;
            name_zh: string | null;
            name_pt: string | null;
            name_en: string | null;
          }>(
            `SELECT c.partner, c.rank, c.hs_chapter AS chapter, c.value_usd::text AS value, c.share,
                    h.name_zh, h.name_pt, h.description_en AS name_en
               FROM trade_top_chapters c
               LEFT JOIN hs_codes h ON h.code = c.hs_chapter AND h.level = 2
              WHERE c.reporter = $1 AND c.partner = ANY($2) AND c.year = $3 AND c.flow = $4
                AND ($5::text IS NULL OR c.hs_chapter = $5)
              ORDER BY c.rank`,
            [...parameters, hs],
          ),
        ]);
        return {
          source: TRADE_SOURCE,
          currency: 'USD' as const,
          reporter,
          flow,
          year,
          partners: partners.flatMap((partner) => {
            const total = totals.rows.find((row) => row.partner === PARTNERS[partner]);
            if (!total) return [];
            return [
              {
                partner,
                flowTotal: decimal(total.flow_total),
                otherValue: decimal(total.other),
                chapters: chapters.rows
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
      reply.headers(cacheable);
      return ok(answer);
    },
  );
};

export default statisticsRoutes;
