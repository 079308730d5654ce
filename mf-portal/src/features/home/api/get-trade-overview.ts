import { haiguanApi } from '@portal/api-client';

/** Figures are the reporter's (China's or Macau's); any of them may be missing that year. */
interface TradeFigures {
  totalTradeUsd: number | null;
  exportsUsd: number | null;
  importsUsd: number | null;
  balanceUsd: number | null;
}

export interface YearTotal extends TradeFigures {
  year: number;
}

export interface PartnerTotal extends TradeFigures {
  partner: string;
}

export interface ReporterOverview {
  reporter: string;
  firstYear: number;
  latestYear: number;
  byYear: YearTotal[];
  /** Per Portuguese-speaking partner, in the latest year. */
  latestByPartner: PartnerTotal[];
}

/** `GET api/statistics`: China–PLP and Macau–PLP merchandise trade (docs/server.md). */
export interface TradeOverview {
  source: string;
  currency: string;
  china: ReporterOverview;
  macau: ReporterOverview;
}

export async function getTradeOverview(signal?: AbortSignal): Promise<TradeOverview> {
  const answer = await haiguanApi.get<TradeOverview>('/api/statistics', undefined, {
    signal,
    silent: true,
  });
  if (!answer.data) throw new Error('statistics answered without data');
  return answer.data;
}
