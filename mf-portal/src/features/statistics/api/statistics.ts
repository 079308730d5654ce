import { haiguanApi } from '@portal/api-client';

export const REPORTERS = ['china', 'macau'] as const;
export type Reporter = (typeof REPORTERS)[number];

/** The reporter's flows: exports and imports are China's (or Macau's). */
export const FLOWS = ['total', 'exports', 'imports', 'balance'] as const;
export type Flow = (typeof FLOWS)[number];
export type ChapterFlow = 'exports' | 'imports';

/** Exact US dollars as the API sends them: a decimal string ("4810446.345"). */
export type Decimal = string;

export interface ChapterName {
  nameZh: string | null;
  namePt: string | null;
  nameEn: string | null;
}

export interface ReporterChoices {
  reporter: Reporter;
  /** ISO 3166-1 alpha-2 codes of the partners with figures. */
  partners: string[];
  firstYear: number;
  lastYear: number;
  /** Years with top HS chapters; null when the source has none (Macau). */
  chapterYears: { first: number; last: number } | null;
}

export interface StatisticsFilters {
  source: string;
  currency: 'USD';
  reporters: ReporterChoices[];
  chapters: (ChapterName & { code: string })[];
}

export interface TradeSeries {
  source: string;
  currency: 'USD';
  reporter: Reporter;
  flow: Flow;
  partners: string[];
  from: number;
  to: number;
  /** Sums over the partners; null: none reported that year. */
  byYear: { year: number; value: Decimal | null }[];
  /** Sums over the years, largest first. */
  byPartner: { partner: string; value: Decimal | null }[];
  total: Decimal | null;
}

export interface TopChapter extends ChapterName {
  rank: number;
  chapter: string;
  value: Decimal;
  /** Of the partner's flow total, 0–1. */
  share: number;
}

export interface TopChapters {
  source: string;
  currency: 'USD';
  reporter: Reporter;
  flow: ChapterFlow;
  year: number | null;
  partners: {
    partner: string;
    flowTotal: Decimal;
    /** The flow beyond the listed top chapters. */
    otherValue: Decimal;
    chapters: TopChapter[];
  }[];
}

export interface TradeRequest {
  reporter: Reporter;
  partners: string[];
  from: number;
  to: number;
  flow: Flow;
}

export interface ChaptersRequest {
  reporter: Reporter;
  partners: string[];
  year: number;
  flow: ChapterFlow;
  hs: string | null;
}

async function data<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const answer = await haiguanApi.get<T>(url, params, { silent: true });
  if (!answer.data) throw new Error(`${url} answered without data`);
  return answer.data;
}

/** `GET api/statistics/filters`: reporters, their partners and years, and the HS chapters. */
export function getStatisticsFilters(): Promise<StatisticsFilters> {
  return data('/api/statistics/filters');
}

/** `GET api/statistics/trade`: one flow summed by year and by partner (docs/statistics.md). */
export function getTradeSeries(request: TradeRequest): Promise<TradeSeries> {
  return data('/api/statistics/trade', {
    reporter: request.reporter,
    partners: request.partners.join(','),
    from: request.from,
    to: request.to,
    flow: request.flow,
  });
}

/** `GET api/statistics/chapters`: each partner's top HS chapters in a year, with their share. */
export function getTopChapters(request: ChaptersRequest): Promise<TopChapters> {
  return data('/api/statistics/chapters', {
    reporter: request.reporter,
    partners: request.partners.join(','),
    year: request.year,
    flow: request.flow,
    ...(request.hs && { hs: request.hs }),
  });
}
