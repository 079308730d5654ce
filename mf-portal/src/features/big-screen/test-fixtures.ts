import type { TradeFlow, TradeFlows } from '../globe/api/trade-flows';
import type { PlatformFigures } from './api/platform-figures';

const trade = (
  reporter: TradeFlow['reporter'],
  partner: string,
  year: number,
  totalTradeUsd: number | null,
): TradeFlow => ({ reporter, partner, year, totalTradeUsd, exportsUsd: null, importsUsd: null });

/** Total trade only: the wall display shows no flow apart. */
export const bigScreenTradeFlows: TradeFlows = {
  source: 'UN Comtrade',
  currency: 'USD',
  firstYear: 2023,
  latestYear: 2024,
  partners: ['AO', 'BR', 'PT'],
  flows: [
    trade('china', 'AO', 2023, 23_000_000_000),
    trade('china', 'BR', 2023, 177_000_000_000),
    trade('china', 'AO', 2024, 25_000_000_000),
    trade('china', 'BR', 2024, 185_000_000_000.5),
    trade('china', 'PT', 2024, 10_000_000_000),
    trade('macau', 'PT', 2024, 43_000_000),
  ],
};

export const platformFigures = (countedAt: string, verifiedCompanies: number): PlatformFigures => ({
  verifiedCompanies,
  publishedProducts: 1284,
  orders: {
    total: 19,
    byStatus: [
      { status: 'tradePending', count: 3 },
      { status: 'tradeRejected', count: 1 },
      { status: 'effective', count: 8 },
      { status: 'contractPending', count: 2 },
      { status: 'contractRejected', count: 0 },
      { status: 'completed', count: 4 },
      { status: 'void', count: 1 },
    ],
  },
  exhibitions: { total: 6, ongoing: 2, upcoming: 3 },
  countedAt,
});
