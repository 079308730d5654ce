import type { SystemNotification } from '@portal/realtime';

/** An unread order notification (it opens the order) and a read certification one. */
export const notifications: SystemNotification[] = [
  {
    id: 1,
    messageTitle: '订单待审核',
    messageBrief: null,
    messageContent: null,
    messageTypesOf: 3,
    jumpId: 42,
    senderName: '系统通知',
    status: 0,
    haveRead: false,
    createTime: '2026-11-22T08:00:00.000Z',
  },
  {
    id: 2,
    messageTitle: '认证已通过',
    messageBrief: null,
    messageContent: null,
    messageTypesOf: 5,
    jumpId: null,
    senderName: '系统通知',
    status: 0,
    haveRead: true,
    createTime: '2026-11-22T08:00:00.000Z',
  },
];
