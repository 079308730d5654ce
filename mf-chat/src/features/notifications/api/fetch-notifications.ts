import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import type { SystemNotification } from '@portal/realtime';

export interface NotificationPage {
  rows: SystemNotification[];
  total: number;
}

/** `GET api/message/getMessageListByUser?pageNum&pageSize=30` → the caller's notifications. */
export async function fetchNotifications(pageNum: number): Promise<NotificationPage> {
  const answer = await haiguanApi.page<SystemNotification>('/api/message/getMessageListByUser', {
    pageNum,
    pageSize: LIMITS.systemNoticePageSize,
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
