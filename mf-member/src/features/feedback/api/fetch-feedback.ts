import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import type { Feedback } from './feedback';

/** One of the caller's feedback (404 '反馈不存在' otherwise). */
export async function fetchFeedback(id: number): Promise<Feedback> {
  const answer = await haiguanApi.call(feedbackEndpoints.detail, { params: { id } });
  return answer.data;
}
