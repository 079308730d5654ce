import type { Reporter, TradeFlow, TradeFlows } from '../api/trade-flows';
import type { GlobeFlow } from './globe-query';

/** One partner's figures in one year; `value` is the chosen flow's. */
export interface PartnerFigures {
  partner: string;
  exportsUsd: number | null;
  importsUsd: number | null;
  totalTradeUsd: number | null;
  value: number | null;
  /** Of the reported values of all partners; null when the partner reported none. */
  share: number | null;
  /** 1 for the largest value; null when nothing was reported. */
  rank: number | null;
}

export interface YearFigures {
  year: number;
  /** Largest value first, partners without one last. */
  partners: PartnerFigures[];
  /** Sums of the reported cells; null where no partner reported any. */
  total: { exportsUsd: number | null; importsUsd: number | null; totalTradeUsd: number | null };
  value: number | null;
  /** The largest value of this reporter and flow over every year: what arcs are scaled by. */
  maxOverYears: number;
}

const FIELD = { total: 'totalTradeUsd', exports: 'exportsUsd', imports: 'importsUsd' } as const;

export function flowValue(flow: TradeFlow, which: GlobeFlow): number | null {
  return flow[FIELD[which]];
}

/**
 * The sum of the reported values, to the thousandth of a dollar (the source's precision), so
 * binary floating-point residue never reaches a table; null when none was reported.
 */
export function sumReported(values: (number | null)[]): number | null {
  const reported = values.filter((value): value is number => value !== null);
  if (reported.length === 0) return null;
  return Math.round(reported.reduce((total, value) => total + value, 0) * 1000) / 1000;
}

/** The reporter's trade with every partner of the data in `year`, for the chosen flow. */
export function yearFigures(
  data: TradeFlows,
  reporter: Reporter,
  year: number,
  which: GlobeFlow,
): YearFigures {
  const ofReporter = data.flows.filter((flow) => flow.reporter === reporter);
  const ofYear = ofReporter.filter((flow) => flow.year === year);
  const rows = data.partners.map((partner) => {
    const flow = ofYear.find((entry) => entry.partner === partner);
    return {
      partner,
      exportsUsd: flow?.exportsUsd ?? null,
      importsUsd: flow?.importsUsd ?? null,
      totalTradeUsd: flow?.totalTradeUsd ?? null,
      value: flow ? flowValue(flow, which) : null,
    };
  });
  const value = sumReported(rows.map((row) => row.value));
  const ranked = rows
    .filter((row) => row.value !== null)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const partners: PartnerFigures[] = [
    ...ranked.map((row, index) => ({
      ...row,
      rank: index + 1,
      share: value ? (row.value ?? 0) / value : null,
    })),
    ...rows.filter((row) => row.value === null).map((row) => ({ ...row, rank: null, share: null })),
  ];
  return {
    year,
    partners,
    total: {
      exportsUsd: sumReported(rows.map((row) => row.exportsUsd)),
      importsUsd: sumReported(rows.map((row) => row.importsUsd)),
      totalTradeUsd: sumReported(rows.map((row) => row.totalTradeUsd)),
    },
    value,
    maxOverYears: Math.max(0, ...ofReporter.map((flow) => flowValue(flow, which) ?? 0)),
  };
}
