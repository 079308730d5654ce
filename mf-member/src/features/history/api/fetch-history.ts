import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { RecordPage, RecordQuery } from '../../favorites/api/favourite';
import type { View } from './view';

/** The caller's views, a page of them, latest first. */
export async function fetchHistory({
  pageNum,
  pageSize,
  entityType,
}: RecordQuery): Promise<RecordPage<View>> {
  const answer = await haiguanApi.call(recordsEndpoints.history, {
    query: { pageNum, pageSize, ...(entityType ? { entityType } : {}) },
  });
  return { rows: answer.rows, total: answer.total };
}
