import { haiguanApi } from '@portal/api-client';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';

/** The caller's own notification becomes read. */
export async function markNotificationRead(id: number): Promise<void> {
  await haiguanApi.call(notificationsEndpoints.read, { params: { id } });
}
