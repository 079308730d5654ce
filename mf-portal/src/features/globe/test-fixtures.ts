import type { TradeFlow, TradeFlows } from './api/trade-flows';

const flow = (
  reporter: TradeFlow['reporter'],
  partner: string,
  year: number,
  exportsUsd: number | null,
  importsUsd: number | null,
): TradeFlow => ({
  reporter,
  partner,
  year,
  exportsUsd,
  importsUsd,
  totalTradeUsd:
    exportsUsd === null && importsUsd === null ? null : (exportsUsd ?? 0) + (importsUsd ?? 0),
});

export const tradeFlows: TradeFlows = {
  source: 'UN Comtrade',
  currency: 'USD',
  firstYear: 2023,
  latestYear: 2024,
  partners: ['AO', 'BR', 'PT'],
  flows: [
    flow('china', 'AO', 2023, 4_000_000_000, 19_000_000_000),
    flow('china', 'BR', 2023, 59_000_000_000, 122_000_000_000),
    flow('china', 'PT', 2023, 5_500_000_000.5, 2_400_000_000),
    flow('china', 'AO', 2024, 4_600_000_000, 18_500_000_000.25),
    flow('china', 'BR', 2024, 73_000_000_000, 115_000_000_000),
    flow('macau', 'BR', 2024, 120_000, 3_400_000.5),
    flow('macau', 'PT', 2024, 2_000_000, 41_000_000),
  ],
};

/** AO reports nothing, PT no imports in 2023; Macau only 2022. */
export const sparseTradeFlows: TradeFlows = {
  source: 'UN Comtrade',
  currency: 'USD',
  firstYear: 2023,
  latestYear: 2024,
  partners: ['AO', 'BR', 'PT'],
  flows: [
    {
      reporter: 'china',
      partner: 'BR',
      year: 2023,
      exportsUsd: 0.1,
      importsUsd: 9,
      totalTradeUsd: 9.1,
    },
    {
      reporter: 'china',
      partner: 'PT',
      year: 2023,
      exportsUsd: 0.2,
      importsUsd: null,
      totalTradeUsd: 0.2,
    },
    {
      reporter: 'china',
      partner: 'BR',
      year: 2024,
      exportsUsd: 30,
      importsUsd: 70,
      totalTradeUsd: 100,
    },
    {
      reporter: 'macau',
      partner: 'PT',
      year: 2022,
      exportsUsd: 1,
      importsUsd: 1,
      totalTradeUsd: 2,
    },
  ],
};
