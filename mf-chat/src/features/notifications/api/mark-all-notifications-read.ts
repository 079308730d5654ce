import { haiguanApi } from '@portal/api-client';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';

/** Every notification of the caller becomes read. */
export async function markAllNotificationsRead(): Promise<void> {
  await haiguanApi.call(notificationsEndpoints.readAll);
}
