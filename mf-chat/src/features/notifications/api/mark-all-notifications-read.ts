import { haiguanApi } from '@portal/api-client';

/** `PUT api/message/readAllMessage`: every notification of the caller becomes read. */
export async function markAllNotificationsRead(): Promise<void> {
  await haiguanApi.put('/api/message/readAllMessage');
}
