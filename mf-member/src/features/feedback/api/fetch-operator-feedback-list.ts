import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import type { FeedbackPage, FeedbackStatus, OperatorFeedbackSummary } from './feedback';

/** Every company's feedback, paged (operators). */
export async function fetchOperatorFeedbackList(query: {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
}): Promise<FeedbackPage<OperatorFeedbackSummary>> {
  const answer = await haiguanApi.call(feedbackEndpoints.operatorList, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      ...(query.status === undefined ? {} : { status: query.status }),
    },
  });
  return { rows: answer.rows, total: answer.total };
}
