import { haiguanApi } from '@portal/api-client';
import type { ProductCard, SupplyQuery } from './product';

export const SUPPLY_PAGE_SIZE = 12;
/** The server counts at most this many matches (docs/supply.md): a total this high means "or more". */
export const SEARCH_TOTAL_CAP = 1000;

/** `GET api/product/search` with the URL's query → one page of published products. */
export async function searchProducts(
  query: SupplyQuery,
  pageSize = SUPPLY_PAGE_SIZE,
): Promise<{ rows: ProductCard[]; total: number }> {
  const params: Record<string, string | number> = { pageNum: query.page, pageSize };
  if (query.q) params.keyword = query.q;
  if (query.hs) params.hsCode = query.hs;
  if (query.country) params.originCountry = query.country;
  if (query.industry) params.industry = query.industry;
  if (query.currency) params.currency = query.currency;
  if (query.min) params.priceMin = query.min;
  if (query.max) params.priceMax = query.max;
  if (query.sort) params.sort = query.sort;
  const answer = await haiguanApi.page<ProductCard>('/api/product/search', params as never, {
    silent: true,
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
