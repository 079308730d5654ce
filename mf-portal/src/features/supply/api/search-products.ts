import { haiguanApi } from '@portal/api-client';
import type { ProductCard, SupplyQuery } from './product';

export const SUPPLY_PAGE_SIZE = 12;
/** Pages reach the newest 1,000 matches (docs/supply.md): a broader search is narrowed, not paged. */
export const SEARCH_PAGE_REACH = 1000;

/** `GET api/product/search` with the URL's query → one page of published products. */
export async function searchProducts(
  query: SupplyQuery,
  pageSize = SUPPLY_PAGE_SIZE,
): Promise<{ rows: ProductCard[]; total: number; totalEstimated: boolean }> {
  const params: Record<string, string | number> = { pageNum: query.page, pageSize };
  if (query.q) params.keyword = query.q;
  if (query.hs) params.hsCode = query.hs;
  if (query.country) params.originCountry = query.country;
  if (query.industry) params.industry = query.industry;
  if (query.currency) params.currency = query.currency;
  if (query.min) params.priceMin = query.min;
  if (query.max) params.priceMax = query.max;
  if (query.incoterm) params.incoterm = query.incoterm;
  if (query.sampleAvailable) params.sampleAvailable = 'true';
  if (query.moqMax) params.moqMax = query.moqMax;
  if (query.leadTimeMax) params.leadTimeMax = query.leadTimeMax;
  if (query.sort) params.sort = query.sort;
  const answer = await haiguanApi.page<ProductCard>('/api/product/search', params as never, {
    silent: true,
  });
  // Past the server's first walk of the newest matches the total is an estimate.
  const { totalEstimated } = answer as { totalEstimated?: boolean };
  return {
    rows: answer.rows ?? [],
    total: answer.total ?? 0,
    totalEstimated: Boolean(totalEstimated),
  };
}
