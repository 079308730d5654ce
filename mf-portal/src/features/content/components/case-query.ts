import type { CaseQuery } from '../api/content';

/**
 * `/successCase?industry=&country=&page=` → the list's query. An industry is any short text (the
 * server knows which have cases); a country is an ISO code; anything else falls back.
 */
export function parseCaseQuery(search: string): CaseQuery {
  const params = new URLSearchParams(search);
  const industry = (params.get('industry') ?? '').trim().slice(0, 40);
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const page = Number(params.get('page'));
  return {
    industry: industry || null,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function caseAddress(query: CaseQuery): string {
  const params = new URLSearchParams();
  if (query.industry) params.set('industry', query.industry);
  if (query.country) params.set('country', query.country);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/successCase?${text}` : '/successCase';
}
