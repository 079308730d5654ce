import { haiguanApi } from '@portal/api-client';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import type {
  Static,
  StatisticsChaptersQuery,
  StatisticsFilters as StatisticsFiltersSchema,
  StatisticsReporter,
  StatisticsTopChapter,
  StatisticsTopChapters,
  StatisticsTradeQuery,
  StatisticsTradeSeries,
} from '@portal/contracts/schemas';

export type Reporter = Static<typeof StatisticsReporter>;
export const REPORTERS: readonly Reporter[] = ['china', 'macau'];

/** The reporter's flows: exports and imports are China's (or Macau's). */
export type Flow = NonNullable<Static<typeof StatisticsTradeQuery>['flow']>;
export const FLOWS: readonly Flow[] = ['total', 'exports', 'imports', 'balance'];
export type ChapterFlow = NonNullable<Static<typeof StatisticsChaptersQuery>['flow']>;

export type ChapterName = Pick<Static<typeof StatisticsTopChapter>, 'nameZh' | 'namePt' | 'nameEn'>;

export type StatisticsFilters = Static<typeof StatisticsFiltersSchema>;

/** Exact US dollars as decimal strings ("4810446.345"); null: none reported. */
export type TradeSeries = Static<typeof StatisticsTradeSeries>;
export type TopChapters = Static<typeof StatisticsTopChapters>;

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

/** `GET api/statistics/filters`: reporters, their partners and years, and the HS chapters. */
export async function getStatisticsFilters(): Promise<StatisticsFilters> {
  const answer = await haiguanApi.call(statisticsEndpoints.filters, {}, { silent: true });
  return answer.data;
}

/** `GET api/statistics/trade`: one flow summed by year and by partner (docs/statistics.md). */
export async function getTradeSeries(request: TradeRequest): Promise<TradeSeries> {
  const answer = await haiguanApi.call(
    statisticsEndpoints.trade,
    {
      query: {
        reporter: request.reporter,
        partners: request.partners.join(','),
        from: request.from,
        to: request.to,
        flow: request.flow,
      },
    },
    { silent: true },
  );
  return answer.data;
}

/** `GET api/statistics/chapters`: each partner's top HS chapters in a year, with their share. */
export async function getTopChapters(request: ChaptersRequest): Promise<TopChapters> {
  const answer = await haiguanApi.call(
    statisticsEndpoints.chapters,
    {
      query: {
        reporter: request.reporter,
        partners: request.partners.join(','),
        year: request.year,
        flow: request.flow,
        ...(request.hs && { hs: request.hs }),
      },
    },
    { silent: true },
  );
  return answer.data;
}
