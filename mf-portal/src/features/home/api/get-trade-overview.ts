import { haiguanApi } from '@portal/api-client';

export interface YearTotal {
  year: number;
  totalTradeUsd: number;
  exportsUsd: number | null;
  importsUsd: number | null;
}

export interface PartnerTotal {
  partner: string;
  totalTradeUsd: number;
  exportsUsd: number | null;
  importsUsd: number | null;
}

export interface ReporterOverview {
  byYear: YearTotal[];
  /** Per Portuguese-speaking partner, in the latest year. */
  partners: PartnerTotal[];
}

/** `GET api/statistics`: China–PLP and Macau–PLP merchandise trade (UN Comtrade). */
export interface TradeOverview {
  source: string;
  latestYear: number;
  china: ReporterOverview;
  macau: ReporterOverview;
}

export async function getTradeOverview(signal?: AbortSignal): Promise<TradeOverview> {
  const answer = await haiguanApi.get<TradeOverview>('/api/statistics', undefined, { signal, silent: true });
  if (!answer.data) throw new Error('statistics answered without data');
  return answer.data;
}
