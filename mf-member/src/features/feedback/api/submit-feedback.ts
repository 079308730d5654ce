import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import type { EndpointBody } from '@portal/contracts/endpoints';

/** `attachments`: ids of uploaded files, at most 9. */
export type FeedbackInput = EndpointBody<typeof feedbackEndpoints.submit>;

/** Submits feedback → its id and the answer's msg. */
export async function submitFeedback(input: FeedbackInput): Promise<{ id: number; msg: string }> {
  const answer = await haiguanApi.call(feedbackEndpoints.submit, { body: input });
  return { id: answer.data.id, msg: answer.msg };
}
