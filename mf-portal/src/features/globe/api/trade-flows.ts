import { haiguanApi } from '@portal/api-client';

export type Reporter = 'china' | 'macau';

/** One reporter's trade with one partner in one year; exports and imports are the reporter's. */
export interface TradeFlow {
  reporter: Reporter;
  /** ISO 3166-1 alpha-2 code of the Portuguese-speaking partner. */
  partner: string;
  year: number;
  totalTradeUsd: number | null;
  exportsUsd: number | null;
  importsUsd: number | null;
}

/** `GET api/platform/trade-flows`: China–PLP and Macau–PLP trade per partner and year. */
export interface TradeFlows {
  source: string;
  currency: 'USD';
  firstYear: number;
  latestYear: number;
  partners: string[];
  flows: TradeFlow[];
}

export async function getTradeFlows(): Promise<TradeFlows> {
  const answer = await haiguanApi.get<TradeFlows>('/api/platform/trade-flows', undefined, {
    silent: true,
  });
  if (!answer.data) throw new Error('trade flows answered without data');
  return answer.data;
}
