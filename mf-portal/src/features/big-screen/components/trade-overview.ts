import type { Reporter, TradeFlows } from '../../globe/api/trade-flows';
import { yearsOf } from '../../globe/components/globe-query';
import { sumReported, yearFigures, type PartnerFigures } from '../../globe/components/year-figures';

/** The reporter's total trade with all partners, per year of its data (null: none reported). */
export function tradeByYear(data: TradeFlows, reporter: Reporter) {
  return yearsOf(data, reporter).map((year) => ({
    year,
    value: sumReported(
      data.flows
        .filter((flow) => flow.reporter === reporter && flow.year === year)
        .map((flow) => flow.totalTradeUsd),
    ),
  }));
}

/** The latest year's total trade and its change from the year before (a ratio; null: unknown). */
export function latestTrade(data: TradeFlows, reporter: Reporter) {
  const years = tradeByYear(data, reporter);
  const latest = years.at(-1);
  const previous = years.at(-2);
  if (!latest) return null;
  const change =
    latest.value !== null && previous?.value ? latest.value / previous.value - 1 : null;
  return { year: latest.year, value: latest.value, previousYear: previous?.year ?? null, change };
}

/** The partners with the largest total trade in `year`, largest first. */
export function topPartners(
  data: TradeFlows,
  reporter: Reporter,
  year: number,
  count: number,
): PartnerFigures[] {
  return yearFigures(data, reporter, year, 'total')
    .partners.filter((entry) => entry.value !== null)
    .slice(0, count);
}
