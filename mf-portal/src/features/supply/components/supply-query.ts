import type { ProductSort, SupplyQuery } from '../api/product';

const SORTS: readonly ProductSort[] = ['newest', 'priceAsc', 'priceDesc', 'relevance'];
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

/** The supply tab's query from `?q=&hs=&country=&industry=&currency=&min=&max=&sort=&page=`. */
export function parseSupplyQuery(search: string): SupplyQuery {
  const params = new URLSearchParams(search);
  const text = (key: string, max = 50) => (params.get(key) ?? '').trim().slice(0, max);
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProductSort;
  const hs = text('hs', 6);
  const country = text('country', 2).toUpperCase();
  const currency = text('currency', 3).toUpperCase();
  return {
    q: text('q'),
    hs: /^\d{1,6}$/.test(hs) ? hs : '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    industry: text('industry'),
    currency: /^[A-Z]{3}$/.test(currency) ? currency : '',
    min: PRICE.test(text('min')) ? text('min') : '',
    max: PRICE.test(text('max')) ? text('max') : '',
    sort: SORTS.includes(sort) ? sort : '',
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The address of a supply query: only what is set, so shared links stay short. */
export function supplyAddress(query: SupplyQuery): string {
  const params = new URLSearchParams({ tab: 'supply' });
  for (const key of ['q', 'hs', 'country', 'industry', 'currency', 'min', 'max', 'sort'] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return `/demandHall?${params}`;
}

export const EMPTY_QUERY: SupplyQuery = {
  q: '',
  hs: '',
  country: '',
  industry: '',
  currency: '',
  min: '',
  max: '',
  sort: '',
  page: 1,
};
