import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import { MessageCentrePageQuery, NotificationIdParams, SystemNotification } from '../schemas/chat';
import { endpoint } from './define';

/**
 * The message centre's system notifications (spec §3), always the caller's own, and their unread
 * count for the badges.
 */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/message/getMessageListByUser',
    summary: "The caller's system notifications, newest first",
    tags: ['messages'],
    access: 'member',
    query: MessageCentrePageQuery,
    response: PageEnvelope(SystemNotification),
  }),
  read: endpoint({
    method: 'PUT',
    path: '/message/readMessage/:id',
    summary: 'Open one notification of the caller (marks it read)',
    tags: ['messages'],
    access: 'member',
    params: NotificationIdParams,
    response: Envelope(SystemNotification),
  }),
  readAll: endpoint({
    method: 'PUT',
    path: '/message/readAllMessage',
    summary: "Mark all the caller's notifications read; answers how many flipped",
    tags: ['messages'],
    access: 'member',
    response: Envelope(Type.Integer()),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/message/getUnreadNum',
    summary: 'Unread system notifications of the caller',
    tags: ['messages'],
    access: 'member',
    response: Envelope(Type.Integer()),
  }),
};
