import type { Reporter, TradeFlows } from '../api/trade-flows';

export const GLOBE_FLOWS = ['total', 'exports', 'imports'] as const;
export type GlobeFlow = (typeof GLOBE_FLOWS)[number];
const REPORTERS: Reporter[] = ['china', 'macau'];

/** What the URL says: `/globe?reporter=macau&year=2020&flow=exports`; left out is the default. */
export interface GlobeQuery {
  reporter: Reporter;
  /** null: the reporter's latest year. */
  year: number | null;
  flow: GlobeFlow;
}

/** Reads the address; a value the page cannot read falls back to the default. */
export function parseGlobeQuery(search: string): GlobeQuery {
  const params = new URLSearchParams(search);
  const reporter = params.get('reporter') as Reporter;
  const flow = params.get('flow') as GlobeFlow;
  const year = params.get('year') ?? '';
  return {
    reporter: REPORTERS.includes(reporter) ? reporter : 'china',
    year: /^\d{4}$/.test(year) ? Number(year) : null,
    flow: GLOBE_FLOWS.includes(flow) ? flow : 'total',
  };
}

/** The shortest address that restores the query: defaults are left out. */
export function globeAddress(query: GlobeQuery): string {
  const params = new URLSearchParams();
  if (query.reporter !== 'china') params.set('reporter', query.reporter);
  if (query.year !== null) params.set('year', String(query.year));
  if (query.flow !== 'total') params.set('flow', query.flow);
  const text = params.toString();
  return text ? `/globe?${text}` : '/globe';
}

/** The years the reporter has figures for, oldest first. */
export function yearsOf(data: TradeFlows, reporter: Reporter): number[] {
  const years = new Set(data.flows.filter((f) => f.reporter === reporter).map((f) => f.year));
  return [...years].sort((a, b) => a - b);
}

/** The query made concrete: the year within the reporter's years (the latest by default). */
export function resolveYear(query: GlobeQuery, years: number[]): number {
  const first = years[0] ?? 0;
  const last = years.at(-1) ?? 0;
  if (query.year === null) return last;
  return Math.min(Math.max(query.year, first), last);
}
