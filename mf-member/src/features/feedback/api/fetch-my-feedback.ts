import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import type { FeedbackPage, FeedbackStatus, FeedbackSummary } from './feedback';

/** The caller's own feedback, paged, newest first. */
export async function fetchMyFeedback(query: {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
}): Promise<FeedbackPage<FeedbackSummary>> {
  const answer = await haiguanApi.call(feedbackEndpoints.list, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      ...(query.status === undefined ? {} : { status: query.status }),
    },
  });
  return { rows: answer.rows, total: answer.total };
}
