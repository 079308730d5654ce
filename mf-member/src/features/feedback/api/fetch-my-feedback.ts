import { haiguanApi } from '@portal/api-client';
import type { FeedbackPage, FeedbackStatus, FeedbackSummary } from './feedback';

/** `GET api/feedback/list` (paged, newest first) → the caller's own feedback. */
export async function fetchMyFeedback(query: {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
}): Promise<FeedbackPage<FeedbackSummary>> {
  const answer = await haiguanApi.page<FeedbackSummary>('/api/feedback/list', {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.status === undefined ? {} : { status: query.status }),
  });
  return { rows: answer.rows, total: answer.total };
}
