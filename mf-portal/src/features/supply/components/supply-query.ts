import { INCOTERMS, type Incoterm } from '@portal/contracts';
import type { ProductSort, SupplyQuery } from '../api/product';

const SORTS: readonly ProductSort[] = ['newest', 'priceAsc', 'priceDesc', 'relevance'];
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;
/** As the server takes them (ProductSearchQuery): NUMERIC(13, 3) quantities, days within a year. */
const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;
const DAYS = /^(\d{1,2}|[12]\d\d|3[0-5]\d|36[0-5])$/;

/**
 * The supply tab's query from `?q=&hs=&country=&industry=&currency=&min=&max=&incoterm=
 * &sampleAvailable=1&moqMax=&leadTimeMax=&sort=&page=`; what is not well formed is left out.
 */
export function parseSupplyQuery(search: string): SupplyQuery {
  const params = new URLSearchParams(search);
  const text = (key: string, max = 50) => (params.get(key) ?? '').trim().slice(0, max);
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProductSort;
  const hs = text('hs', 6);
  const country = text('country', 2).toUpperCase();
  const currency = text('currency', 3).toUpperCase();
  const incoterm = text('incoterm', 3).toUpperCase() as Incoterm;
  return {
    q: text('q'),
    hs: /^\d{1,6}$/.test(hs) ? hs : '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    industry: text('industry'),
    currency: /^[A-Z]{3}$/.test(currency) ? currency : '',
    min: PRICE.test(text('min')) ? text('min') : '',
    max: PRICE.test(text('max')) ? text('max') : '',
    sort: SORTS.includes(sort) ? sort : '',
    incoterm: INCOTERMS.includes(incoterm) ? incoterm : '',
    sampleAvailable: params.get('sampleAvailable') === '1',
    moqMax: QUANTITY.test(text('moqMax')) ? text('moqMax') : '',
    leadTimeMax: DAYS.test(text('leadTimeMax')) ? text('leadTimeMax') : '',
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

const TEXT_KEYS = [
  'q',
  'hs',
  'country',
  'industry',
  'currency',
  'min',
  'max',
  'incoterm',
  'moqMax',
  'leadTimeMax',
  'sort',
] as const;

const LEAD_TIME_CHOICES = [7, 15, 30, 60];

/**
 * The lead times a buyer picks from (days at most), with the address's own when it is none of
 * them (the address takes any up to a year).
 */
export function leadTimeChoices(current: string): number[] {
  const days = current ? Number(current) : null;
  return days === null || LEAD_TIME_CHOICES.includes(days)
    ? LEAD_TIME_CHOICES
    : [...LEAD_TIME_CHOICES, days].sort((a, b) => a - b);
}

/** How many filters narrow the products besides the words (the phone's filter button shows it). */
export function activeFilterCount(query: SupplyQuery): number {
  const {
    hs,
    country,
    industry,
    currency,
    min,
    max,
    incoterm,
    sampleAvailable,
    moqMax,
    leadTimeMax,
  } = query;
  return [
    hs,
    country,
    industry,
    currency,
    min,
    max,
    incoterm,
    sampleAvailable,
    moqMax,
    leadTimeMax,
  ].filter(Boolean).length;
}

/** The address of a supply query: only what is set, so shared links stay short. */
export function supplyAddress(query: SupplyQuery): string {
  const params = new URLSearchParams({ tab: 'supply' });
  for (const key of TEXT_KEYS) {
    if (query[key]) params.set(key, query[key]);
  }
  if (query.sampleAvailable) params.set('sampleAvailable', '1');
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
  incoterm: '',
  sampleAvailable: false,
  moqMax: '',
  leadTimeMax: '',
  page: 1,
};
