import { haiguanApi } from '@portal/api-client';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import type { Static, TradeOverview as TradeOverviewSchema } from '@portal/contracts/schemas';

/**
 * `GET api/statistics`: China–PLP and Macau–PLP merchandise trade (docs/server.md). Figures are
 * the reporter's (China's or Macau's); any of them may be missing that year.
 */
export type TradeOverview = Static<typeof TradeOverviewSchema>;

export async function getTradeOverview(signal?: AbortSignal): Promise<TradeOverview> {
  const answer = await haiguanApi.call(statisticsEndpoints.overview, {}, { signal, silent: true });
  return answer.data;
}
