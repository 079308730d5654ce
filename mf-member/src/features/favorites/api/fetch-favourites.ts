import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { Favourite, RecordPage, RecordQuery } from './favourite';

/** The caller's favourites, a page of them, newest first. */
export async function fetchFavourites({
  pageNum,
  pageSize,
  entityType,
}: RecordQuery): Promise<RecordPage<Favourite>> {
  const answer = await haiguanApi.call(recordsEndpoints.favourites, {
    query: { pageNum, pageSize, ...(entityType ? { entityType } : {}) },
  });
  return { rows: answer.rows, total: answer.total };
}
