import { haiguanApi } from '@portal/api-client';
import type { FeedbackPage, FeedbackStatus, OperatorFeedbackSummary } from './feedback';

/** `GET api/operator/feedback` (operator; paged) → every company's feedback. */
export async function fetchOperatorFeedbackList(query: {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
}): Promise<FeedbackPage<OperatorFeedbackSummary>> {
  const answer = await haiguanApi.page<OperatorFeedbackSummary>('/api/operator/feedback', {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.status === undefined ? {} : { status: query.status }),
  });
  return { rows: answer.rows, total: answer.total };
}
