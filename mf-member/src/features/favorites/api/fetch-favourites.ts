import { haiguanApi } from '@portal/api-client';
import type { Favourite, RecordPage, RecordQuery } from './favourite';

/** `GET api/collectionRecords/list` (paged, newest first) → the caller's favourites. */
export async function fetchFavourites({
  pageNum,
  pageSize,
  entityType,
}: RecordQuery): Promise<RecordPage<Favourite>> {
  const answer = await haiguanApi.page<Favourite>('/api/collectionRecords/list', {
    pageNum,
    pageSize,
    ...(entityType ? { entityType } : {}),
  });
  return { rows: answer.rows, total: answer.total };
}
