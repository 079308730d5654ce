import { haiguanApi } from '@portal/api-client';
import type { UnreadCounts } from '@portal/contracts';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';

/** The badges' figures over REST, for when the socket is not there to push them. */
export async function fetchUnreadCounts(): Promise<UnreadCounts> {
  const [system, chat] = await Promise.all([
    haiguanApi.call(notificationsEndpoints.unreadCount, {}, { silent: true }),
    haiguanApi.call(chatEndpoints.unreadCount, {}, { silent: true }),
  ]);
  return { system: system.data ?? 0, chat: chat.data ?? 0 };
}
