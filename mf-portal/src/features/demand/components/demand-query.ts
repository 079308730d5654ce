import { DEMAND_SORTS } from '@portal/contracts';
import type { DemandQuery, DemandSort } from '../api/demand';

const SORTS: readonly DemandSort[] = DEMAND_SORTS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The demand tab's query from `?tab=demand&q=&hs=&industry=&country=&deadlineFrom=&sort=&page=`
 * (`deadlineFrom`: demands whose deadline is on or after that day).
 */
export function parseDemandQuery(search: string): DemandQuery {
  const params = new URLSearchParams(search);
  const text = (key: string, max = 50) => (params.get(key) ?? '').trim().slice(0, max);
  const page = Number(params.get('page'));
  const sort = params.get('sort') as DemandSort;
  const hs = text('hs', 6);
  const country = text('country', 2).toUpperCase();
  const deadlineFrom = text('deadlineFrom', 10);
  return {
    q: text('q'),
    hs: /^\d{1,6}$/.test(hs) ? hs : '',
    industry: text('industry'),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    deadlineFrom:
      DAY.test(deadlineFrom) && !Number.isNaN(Date.parse(deadlineFrom)) ? deadlineFrom : '',
    sort: SORTS.includes(sort) ? sort : '',
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The address of a demand query: only what is set, so shared links stay short. */
export function demandAddress(query: DemandQuery): string {
  const params = new URLSearchParams({ tab: 'demand' });
  for (const key of ['q', 'hs', 'industry', 'country', 'deadlineFrom', 'sort'] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return `/demandHall?${params}`;
}

export const EMPTY_DEMAND_QUERY: DemandQuery = {
  q: '',
  hs: '',
  industry: '',
  country: '',
  deadlineFrom: '',
  sort: '',
  page: 1,
};
