import { haiguanApi } from '@portal/api-client';

/** `PUT api/operator/feedback/{id}/processing` (operator) → its msg. */
export async function markFeedbackProcessing(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/operator/feedback/${id}/processing`)).msg;
}
