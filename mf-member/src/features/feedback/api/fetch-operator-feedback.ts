import { haiguanApi } from '@portal/api-client';
import type { OperatorFeedback } from './feedback';

/** `GET api/operator/feedback/{id}` (operator) → any company's feedback, with its submitter. */
export async function fetchOperatorFeedback(id: number): Promise<OperatorFeedback> {
  const answer = await haiguanApi.get<OperatorFeedback>(`/api/operator/feedback/${id}`);
  if (!answer.data) throw new Error('feedback answered without data');
  return answer.data;
}
