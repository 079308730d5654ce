import { haiguanApi } from '@portal/api-client';
import type { Feedback } from './feedback';

/** `GET api/operator/feedback/{id}` (operator) → any company's feedback, with its submitter. */
export async function fetchOperatorFeedback(id: number): Promise<Feedback> {
  const answer = await haiguanApi.get<Feedback>(`/api/operator/feedback/${id}`);
  if (!answer.data) throw new Error('feedback answered without data');
  return answer.data;
}
