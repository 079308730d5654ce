import { haiguanApi } from '@portal/api-client';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import type {
  Static,
  TradeFlow as TradeFlowSchema,
  TradeFlows as TradeFlowsSchema,
} from '@portal/contracts/schemas';

/** One reporter's trade with one partner (ISO code) in one year; exports and imports are the reporter's. */
export type TradeFlow = Static<typeof TradeFlowSchema>;
export type Reporter = TradeFlow['reporter'];

/** `GET api/platform/trade-flows`: China–PLP and Macau–PLP trade per partner and year. */
export type TradeFlows = Static<typeof TradeFlowsSchema>;

export async function getTradeFlows(): Promise<TradeFlows> {
  const answer = await haiguanApi.call(statisticsEndpoints.tradeFlows, {}, { silent: true });
  return answer.data;
}
