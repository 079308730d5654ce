import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';

/** Marks a feedback as being processed (operators) → the answer's msg. */
export async function markFeedbackProcessing(id: number): Promise<string> {
  return (await haiguanApi.call(feedbackEndpoints.markProcessing, { params: { id } })).msg;
}
