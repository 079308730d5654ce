import { haiguanApi } from '@portal/api-client';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import type { OperatorFeedback } from './feedback';

/** Any company's feedback, with its submitter (operators). */
export async function fetchOperatorFeedback(id: number): Promise<OperatorFeedback> {
  const answer = await haiguanApi.call(feedbackEndpoints.operatorDetail, { params: { id } });
  return answer.data;
}
