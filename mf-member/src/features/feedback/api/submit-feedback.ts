import { haiguanApi } from '@portal/api-client';
import type { FeedbackBody, FeedbackCreated, Static } from '@portal/contracts/schemas';

/** `attachments`: ids of uploaded files, at most 9. */
export type FeedbackInput = Static<typeof FeedbackBody>;

/** `POST api/feedback` → `{data: {id}, msg}`. */
export async function submitFeedback(input: FeedbackInput): Promise<{ id: number; msg: string }> {
  const answer = await haiguanApi.post<Static<typeof FeedbackCreated>>('/api/feedback', input);
  if (!answer.data) throw new Error('feedback answered without an id');
  return { id: answer.data.id, msg: answer.msg };
}
