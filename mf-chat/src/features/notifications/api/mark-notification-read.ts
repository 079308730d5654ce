import { haiguanApi } from '@portal/api-client';

/** `PUT api/message/readMessage/{id}` (the caller's own notification). */
export async function markNotificationRead(id: number): Promise<void> {
  await haiguanApi.put(`/api/message/readMessage/${id}`);
}
