import { haiguanApi } from '@portal/api-client';

/** `PUT api/operator/feedback/{id}/reply` (operator) → its msg. */
export async function replyFeedback(id: number, reply: string): Promise<string> {
  return (await haiguanApi.put(`/api/operator/feedback/${id}/reply`, { reply })).msg;
}
