import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HsChapterName,
  NewsItem,
  NewsListQuery,
  NewsParams,
  NewsRow,
  TradeOverview,
} from '@portal/contracts/schemas';
import {
  BusinessError,
  Envelope,
  ok,
  PageEnvelope,
  SUCCESS_MSG,
} from '../../platform/http/envelope';
import statisticsRoutes, { TRADE_SOURCE } from './statistics';

export const NEWS_NOT_FOUND_MSG = '新闻不存在';

/** NUMERIC arrives as a decimal string; these are display figures, so a JS number is right here. */
const toNumber = (value: string | null) => (value === null ? null : Number(value));

interface TradeRow {
  total: string | null;
  exports: string | null;
  imports: string | null;
  balance: string | null;
}

const figures = (row: TradeRow) => ({
  totalTradeUsd: toNumber(row.total),
  exportsUsd: toNumber(row.exports),
  importsUsd: toNumber(row.imports),
  balanceUsd: toNumber(row.balance),
});

/** Read-only data for the public home page; no sign-in needed. */
const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(statisticsRoutes);

  async function reporterStatistics(reporter: 'China' | 'Macau') {
    const byYear = await app.db.query<TradeRow & { year: number }>(
      `SELECT year, sum(total_trade_usd)::text AS total, sum(exports_usd)::text AS exports,
              sum(imports_usd)::text AS imports, sum(balance_usd)::text AS balance
         FROM trade_by_year WHERE reporter = $1 GROUP BY year ORDER BY year`,
      [reporter],
    );
    const years = byYear.rows.map((row) => row.year);
    const latestYear = years[years.length - 1] ?? 0;
    const latest = await app.db.query<TradeRow & { partner: string }>(
      `SELECT partner, total_trade_usd::text AS total, exports_usd::text AS exports,
              imports_usd::text AS imports, balance_usd::text AS balance
         FROM trade_by_year WHERE reporter = $1 AND year = $2
        ORDER BY total_trade_usd DESC NULLS LAST, partner`,
      [reporter, latestYear],
    );
    return {
      reporter,
      firstYear: years[0] ?? 0,
      latestYear,
      byYear: byYear.rows.map((row) => ({ year: row.year, ...figures(row) })),
      latestByPartner: latest.rows.map((row) => ({ partner: row.partner, ...figures(row) })),
    };
  }

  app.get(
    '/statistics',
    {
      schema: {
        tags: ['portal'],
        summary:
          'China–PLP and Macau–PLP merchandise trade by year, and per partner for the latest year',
        response: { 200: Envelope(TradeOverview) },
      },
    },
    async () =>
      ok({
        source: TRADE_SOURCE,
        currency: 'USD' as const,
        china: await reporterStatistics('China'),
        macau: await reporterStatistics('Macau'),
      }),
  );

  app.get(
    '/news/list',
    {
      schema: {
        tags: ['portal'],
        summary: 'Published news, newest first (paged)',
        querystring: NewsListQuery,
        response: { 200: PageEnvelope(NewsRow) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, lang } = request.query;
      const filter = lang ? 'WHERE lang = $1' : 'WHERE $1::text IS NULL';
      const [page, count] = await Promise.all([
        app.db.query<{
          id: number;
          title: string;
          summary: string | null;
          lang: string;
          published_at: Date;
        }>(
          `SELECT id, title, summary, lang, published_at FROM news ${filter}
            ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [lang ?? null, pageSize, (pageNum - 1) * pageSize],
        ),
        app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM news ${filter}`, [
          lang ?? null,
        ]),
      ]);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: page.rows.map((row) => ({
          id: row.id,
          title: row.title,
          summary: row.summary,
          lang: row.lang,
          publishedAt: row.published_at.toISOString(),
        })),
        total: count.rows[0]!.count,
      };
    },
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags: ['portal'],
        summary: 'One published news item with its full text',
        params: NewsParams,
        response: { 200: Envelope(NewsItem) },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{
        id: number;
        title: string;
        summary: string | null;
        content: string;
        lang: string;
        published_at: Date;
      }>('SELECT id, title, summary, content, lang, published_at FROM news WHERE id = $1', [
        request.params.id,
      ]);
      const item = rows[0];
      if (!item) throw new BusinessError(404, NEWS_NOT_FOUND_MSG);
      return ok({
        id: item.id,
        title: item.title,
        summary: item.summary,
        content: item.content,
        lang: item.lang,
        publishedAt: item.published_at.toISOString(),
      });
    },
  );

  app.get(
    '/hs/chapters',
    {
      schema: {
        tags: ['portal'],
        summary: 'The 97 HS chapters with English, Chinese and Portuguese names',
        response: { 200: Envelope(Type.Array(HsChapterName)) },
      },
    },
    async () => {
      const { rows } = await app.db.query<{
        code: string;
        section: string | null;
        description_en: string;
        name_zh: string;
        name_pt: string;
      }>(
        'SELECT code, section, description_en, name_zh, name_pt FROM hs_codes WHERE level = 2 ORDER BY code',
      );
      return ok(
        rows.map((row) => ({
          code: row.code,
          section: row.section,
          nameEn: row.description_en,
          nameZh: row.name_zh,
          namePt: row.name_pt,
        })),
      );
    },
  );
};

export default portalRoutes;
