import { haiguanApi } from '@portal/api-client';
import type { OwnProductQuery, OwnProductRow } from './product';

/** `GET api/product/ownList?status&categoryId&hsChapter&keyword&pageNum&pageSize` → `{rows, total}`. */
export async function fetchOwnProducts(
  query: OwnProductQuery,
): Promise<{ rows: OwnProductRow[]; total: number }> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const answer = await haiguanApi.page<OwnProductRow>('/api/product/ownList', params as never);
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
