import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';

/** Replies to a feedback (operators) → the answer's msg. */
export async function replyFeedback(id: number, reply: string): Promise<string> {
  return (await haiguanApi.call(feedbackEndpoints.reply, { params: { id }, body: { reply } })).msg;
}
