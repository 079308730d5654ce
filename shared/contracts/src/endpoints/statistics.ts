import { Type } from 'typebox';
import { Envelope } from '../schemas/common';
import {
  PlatformFigures,
  StatisticsChaptersQuery,
  StatisticsFilters,
  StatisticsTopChapters,
  StatisticsTradeQuery,
  StatisticsTradeSeries,
  TradeFlows,
  TradeOverview,
} from '../schemas/portal';
import { endpoint } from './define';

/**
 * China–PLP and Macau–PLP trade (UN Comtrade) for the home page, the statistics page and the
 * globe, and the platform's own counts for the wall display (docs/statistics.md, docs/globe.md).
 * Public and read-only.
 */
export const statisticsEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/statistics',
    summary:
      'China–PLP and Macau–PLP merchandise trade by year, and per partner for the latest year',
    tags: ['portal'],
    access: 'public',
    response: Envelope(TradeOverview),
  }),
  filters: endpoint({
    method: 'GET',
    path: '/statistics/filters',
    summary:
      'What the statistics can be asked for: reporters, their partners and years, HS chapters',
    tags: ['portal'],
    access: 'public',
    query: Type.Object({}),
    response: Envelope(StatisticsFilters),
  }),
  trade: endpoint({
    method: 'GET',
    path: '/statistics/trade',
    summary:
      'One flow of China–PLP or Macau–PLP trade (US$), summed by year and by partner over a selection',
    tags: ['portal'],
    access: 'public',
    query: StatisticsTradeQuery,
    response: Envelope(StatisticsTradeSeries),
  }),
  chapters: endpoint({
    method: 'GET',
    path: '/statistics/chapters',
    summary:
      "The top HS chapters of the reporter's exports to or imports from each partner in a year, with their share",
    tags: ['portal'],
    access: 'public',
    query: StatisticsChaptersQuery,
    response: Envelope(StatisticsTopChapters),
  }),
  tradeFlows: endpoint({
    method: 'GET',
    path: '/platform/trade-flows',
    summary: 'China–PLP and Macau–PLP merchandise trade per partner and year (UN Comtrade)',
    tags: ['portal'],
    access: 'public',
    response: Envelope(TradeFlows),
  }),
  platformFigures: endpoint({
    method: 'GET',
    path: '/platform/figures',
    summary:
      "The platform's counts: verified companies, published products, orders by status, exhibitions (remembered 5 s)",
    tags: ['portal'],
    access: 'public',
    response: Envelope(PlatformFigures),
  }),
};
