import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
import type { SystemNotification } from '@portal/realtime';

export interface NotificationPage {
  rows: SystemNotification[];
  total: number;
}

/** The caller's notifications, a page of 30, newest first. */
export async function fetchNotifications(pageNum: number): Promise<NotificationPage> {
  const answer = await haiguanApi.call(notificationsEndpoints.list, {
    query: { pageNum, pageSize: LIMITS.systemNoticePageSize },
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
