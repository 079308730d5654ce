import { haiguanApi } from '@portal/api-client';
import type { Feedback } from './feedback';

/** `GET api/feedback/{id}` → one of the caller's feedback (404 '反馈不存在' otherwise). */
export async function fetchFeedback(id: number): Promise<Feedback> {
  const answer = await haiguanApi.get<Feedback>(`/api/feedback/${id}`);
  if (!answer.data) throw new Error('feedback answered without data');
  return answer.data;
}
