import { haiguanApi } from '@portal/api-client';
import type { FeedbackType } from './feedback';

export interface FeedbackInput {
  type: FeedbackType;
  title: string;
  content: string;
  contact?: string;
  /** Ids of uploaded files, at most 9. */
  attachments?: number[];
}

/** `POST api/feedback` → `{data: {id}, msg}`. */
export async function submitFeedback(input: FeedbackInput): Promise<{ id: number; msg: string }> {
  const answer = await haiguanApi.post<{ id: number }>('/api/feedback', input);
  if (!answer.data) throw new Error('feedback answered without an id');
  return { id: answer.data.id, msg: answer.msg };
}
