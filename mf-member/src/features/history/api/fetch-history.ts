import { haiguanApi } from '@portal/api-client';
import type { RecordPage, RecordQuery } from '../../favorites/api/favourite';
import type { View } from './view';

/** `GET api/browsingHistory/listByViewId` (paged, latest view first) → the caller's views. */
export async function fetchHistory({
  pageNum,
  pageSize,
  entityType,
}: RecordQuery): Promise<RecordPage<View>> {
  const answer = await haiguanApi.page<View>('/api/browsingHistory/listByViewId', {
    pageNum,
    pageSize,
    ...(entityType ? { entityType } : {}),
  });
  return { rows: answer.rows, total: answer.total };
}
