import { Type } from 'typebox';
import {
  PLATFORM_ORDER_STATUS_KEYS,
  type PlatformOrderStatusKey,
  TRADE_PARTNER_CODES,
} from '../keys';
import { Nullable } from './common';

/**
 * Shapes of the public portal's figures: the home page's trade overview, the statistics page
 * (docs/statistics.md), the globe's and wall display's figures (docs/globe.md), the HS chapters
 * and the dictionaries. All public and read-only.
 */

const tradeFigureProperties = {
  totalTradeUsd: Nullable(Type.Number()),
  exportsUsd: Nullable(Type.Number({ description: "the reporter's exports to the partner(s)" })),
  importsUsd: Nullable(Type.Number({ description: "the reporter's imports from the partner(s)" })),
  balanceUsd: Nullable(Type.Number()),
};

export const TradeOverviewReporter = Type.Object({
  reporter: Type.String({ description: 'China or Macau' }),
  firstYear: Type.Integer(),
  latestYear: Type.Integer(),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), ...tradeFigureProperties }), {
    description: 'Totals over all Portuguese-speaking partners, one entry per year',
  }),
  latestByPartner: Type.Array(Type.Object({ partner: Type.String(), ...tradeFigureProperties }), {
    description: 'Per-partner figures of latestYear, largest total first',
  }),
});

/** `GET statistics`: the home page's overview. */
export const TradeOverview = Type.Object({
  source: Type.String({ description: 'Caption to show with the figures' }),
  currency: Type.Literal('USD'),
  china: TradeOverviewReporter,
  macau: TradeOverviewReporter,
});

export const HsChapterName = Type.Object({
  code: Type.String(),
  section: Nullable(Type.String()),
  nameEn: Type.String(),
  nameZh: Type.String(),
  namePt: Type.String(),
});

/* The statistics page: `GET statistics/filters`, `statistics/trade`, `statistics/chapters`. */

export const StatisticsReporter = Type.Union([Type.Literal('china'), Type.Literal('macau')]);

const partnerAlternatives = TRADE_PARTNER_CODES.join('|');
export const StatisticsPartners = Type.String({
  pattern: `^(${partnerAlternatives})(,(${partnerAlternatives}))*$`,
  maxLength: 80,
  description: `ISO codes separated by commas (${TRADE_PARTNER_CODES.join(', ')}); all partners when absent`,
});

const StatisticsYear = Type.Integer({ minimum: 1900, maximum: 2100 });

export const StatisticsTradeQuery = Type.Object({
  reporter: Type.Optional(StatisticsReporter),
  partners: Type.Optional(StatisticsPartners),
  from: Type.Optional(StatisticsYear),
  to: Type.Optional(StatisticsYear),
  flow: Type.Optional(
    Type.Union([
      Type.Literal('total'),
      Type.Literal('exports'),
      Type.Literal('imports'),
      Type.Literal('balance'),
    ]),
  ),
});

export const StatisticsChaptersQuery = Type.Object({
  reporter: Type.Optional(StatisticsReporter),
  partners: Type.Optional(StatisticsPartners),
  year: Type.Optional(StatisticsYear),
  flow: Type.Optional(Type.Union([Type.Literal('exports'), Type.Literal('imports')])),
  hs: Type.Optional(Type.String({ pattern: '^\\d{2}$', description: 'an HS chapter, 2 digits' })),
});

/** Exact sums: NUMERIC as a decimal string, without trailing zeros ("4810446.345", "-12"). */
export const StatisticsDecimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

const chapterNameProperties = {
  nameZh: Nullable(Type.String()),
  namePt: Nullable(Type.String()),
  nameEn: Nullable(Type.String()),
};

export const StatisticsReporterChoices = Type.Object({
  reporter: StatisticsReporter,
  partners: Type.Array(Type.String(), { description: 'partners with figures, ISO codes' }),
  firstYear: Type.Integer(),
  lastYear: Type.Integer(),
  chapterYears: Nullable(
    Type.Object(
      { first: Type.Integer(), last: Type.Integer() },
      {
        description: 'years with top HS chapters; null when the source has none',
      },
    ),
  ),
});

export const StatisticsFilters = Type.Object({
  source: Type.String({ description: 'Caption to show with the figures' }),
  currency: Type.Literal('USD'),
  reporters: Type.Array(StatisticsReporterChoices),
  chapters: Type.Array(Type.Object({ code: Type.String(), ...chapterNameProperties }), {
    description: 'the HS chapters that appear among the top chapters',
  }),
});

export const StatisticsTradeSeries = Type.Object({
  source: Type.String(),
  currency: Type.Literal('USD'),
  reporter: StatisticsReporter,
  flow: Type.String(),
  partners: Type.Array(Type.String()),
  from: Type.Integer(),
  to: Type.Integer(),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), value: Nullable(StatisticsDecimal) }), {
    description: 'sum over the partners, each year of the range the reporter has figures for',
  }),
  byPartner: Type.Array(
    Type.Object({ partner: Type.String(), value: Nullable(StatisticsDecimal) }),
    { description: 'sum over the years, largest first; null: not reported in the range' },
  ),
  total: Nullable(StatisticsDecimal),
});

export const StatisticsTopChapter = Type.Object({
  rank: Type.Integer(),
  chapter: Type.String(),
  ...chapterNameProperties,
  value: StatisticsDecimal,
  share: Type.Number({ description: 'of flowTotal, 0–1, as the source gives it' }),
});

export const StatisticsTopChapters = Type.Object({
  source: Type.String(),
  currency: Type.Literal('USD'),
  reporter: StatisticsReporter,
  flow: Type.String(),
  year: Nullable(Type.Integer({ description: 'null when the reporter has no chapter figures' })),
  partners: Type.Array(
    Type.Object({
      partner: Type.String(),
      flowTotal: StatisticsDecimal,
      otherValue: StatisticsDecimal,
      chapters: Type.Array(StatisticsTopChapter),
    }),
    { description: 'partners with chapter figures that year; otherValue: beyond the top chapters' },
  ),
});

/* The globe and the wall display: `GET platform/trade-flows`, `platform/figures`. */

export const TradeFlow = Type.Object({
  reporter: Type.Union([Type.Literal('china'), Type.Literal('macau')]),
  partner: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  year: Type.Integer(),
  totalTradeUsd: Nullable(Type.Number()),
  exportsUsd: Nullable(Type.Number({ description: "the reporter's exports to the partner" })),
  importsUsd: Nullable(Type.Number({ description: "the reporter's imports from the partner" })),
});

export const TradeFlows = Type.Object({
  source: Type.String({ description: 'Caption to show with the figures' }),
  currency: Type.Literal('USD'),
  firstYear: Type.Integer(),
  latestYear: Type.Integer(),
  partners: Type.Array(Type.String(), { description: 'ISO codes of the nine partners' }),
  flows: Type.Array(TradeFlow, {
    description: 'One entry per reporter, partner and reported year',
  }),
});

export const PlatformFigures = Type.Object({
  verifiedCompanies: Type.Integer({ description: 'companies whose verification was approved' }),
  publishedProducts: Type.Integer({ description: 'products on sale in the supply hall' }),
  orders: Type.Object({
    total: Type.Integer(),
    byStatus: Type.Array(
      Type.Object({
        status: Type.Unsafe<PlatformOrderStatusKey>(
          Type.String({ enum: [...PLATFORM_ORDER_STATUS_KEYS] }),
        ),
        count: Type.Integer(),
      }),
      { description: 'Every status, in the order of the trade process, zero included' },
    ),
  }),
  exhibitions: Type.Object(
    {
      total: Type.Integer(),
      ongoing: Type.Integer({ description: "open on the platform's day (China time)" }),
      upcoming: Type.Integer(),
    },
    { description: 'Online exhibitions published by the platform (docs/exhibitions.md)' },
  ),
  countedAt: Type.String({ format: 'date-time' }),
});

/* Dictionaries: `GET dict/data/type/:type`. */

export const DictTypeParams = Type.Object({
  type: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
});

export const DictEntry = Type.Object({
  dictValue: Type.String(),
  dictLabel: Type.String(),
  remark: Nullable(Type.String()),
});
