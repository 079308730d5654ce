import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { OwnProductQuery, OwnProductRow } from './product';

/** `GET api/product/ownList?status&categoryId&hsChapter&keyword&pageNum&pageSize` → `{rows, total}`. */
export async function fetchOwnProducts(
  query: OwnProductQuery,
): Promise<{ rows: OwnProductRow[]; total: number }> {
  // Filters left empty are not sent.
  const sent = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as OwnProductQuery;
  const answer = await haiguanApi.call(productEndpoints.ownList, { query: sent });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
