import type { FastifyInstance } from 'fastify';
import type { Language } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import type { NoticeMessage } from '../../lib/notice-texts';
import { NOTIFICATION_MESSAGES } from './messages';
import {
  countNotifications,
  insertNotification,
  markAllRead,
  markRead,
  notificationsPage,
  type SystemNotification,
} from './repo';

export type { SystemNotification };

/** notifications.message_types_of: what the message-centre entry opens (spec §2, §3). */
export const NOTIFICATION_TYPES = {
  /** An order needs the receiver's action; jumpId is the order id (/orderSupplement). */
  order: 3,
  /** A diagnosis changed state; jumpId is the diagnosis id (/diagnosisDetail). */
  diagnosis: 4,
  /** An enterprise verification was decided; jumpId is the company id. */
  certification: 5,
  /** The platform replied to feedback; jumpId is the feedback id (/feedbackInfo). */
  feedbackReply: 6,
  /** A membership tier was activated; jumpId is the application id (/memberCenter). */
  membership: 7,
  /**
   * A buyer sent an inquiry about one of the receiver's products (issue #12); jumpId is the
   * buyer's member id: the message centre opens that conversation (/messages?to=<jumpId>), where
   * the inquiry card is. Spec §2 names 3 and 4 only; this is the closest kind: business news
   * that needs the receiver's answer, like an order's 3, but answered in the chat.
   */
  inquiry: 8,
  /** A supplier quoted or revised a quote on the receiver's demand; jumpId is the demand id (/demandDetail). */
  demand: 9,
  /**
   * The receiver's quote was confirmed or expired, or its company was invited to quote; jumpId is
   * the demand id (/demandInfo, where the supplier's own quote shows).
   */
  quote: 10,
  /** The platform moved the receiver's digital-product order on; jumpId is the order id (/digitalOrders). */
  digitalOrder: 11,
  /** The platform approved or rejected the receiver's exhibition registration; jumpId is the registration id (/exhibitionRegistrations). */
  exhibition: 12,
} as const;

export interface NewNotification {
  /** The receiving member. */
  memberId: number;
  type: (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
  /** What it says, written in each reader's language when read (lib/notice-texts.ts). */
  message: NoticeMessage;
  jumpId?: number | null;
  /** A person or company it comes from; the portal's own name for its notices otherwise. */
  senderName?: string;
}

/**
 * The one way a server event tells a member something (spec §3 system notification). Stores it,
 * in the caller's transaction when given one (`tx`): the notice then exists exactly when the
 * action it reports committed, and the action's answer never depends on its delivery. The
 * notification outbox (modules/notifications/outbox.ts) pushes it live on `system_{memberId}` with
 * the new unread figures after the commit, retrying until it has gone out. The text columns hold
 * the Simplified Chinese rendering; readers get theirs (the live push is in Chinese too, and the
 * message centre reads the list again in its language when one arrives).
 */
export async function notify(
  app: FastifyInstance,
  notice: NewNotification,
  tx?: DbExecutor,
): Promise<SystemNotification> {
  const row = await insertNotification(tx ?? app.db, {
    memberId: notice.memberId,
    type: notice.type,
    message: notice.message,
    jumpId: notice.jumpId ?? null,
    senderName: notice.senderName ?? null,
    createdAt: app.now(),
  });
  if (!row) throw new Error(`notify: no member ${notice.memberId}`);
  // Outside a transaction the row is there now; in one, the caller kicks after its commit.
  if (!tx) app.notificationOutbox.deliverSoon();
  return row;
}

/** The member's notifications, newest first, in the reader's language. */
export function memberNotifications(
  db: DbExecutor,
  memberId: number,
  page: PageRequest,
  language: Language,
): Promise<Page<SystemNotification>> {
  return notificationsPage(db, memberId, page, language);
}

/** Opens one of the member's notifications: it becomes read, and the badges hear of it. */
export async function readNotification(
  app: FastifyInstance,
  memberId: number,
  id: number,
  language: Language,
): Promise<SystemNotification> {
  const read = await markRead(app.db, memberId, id, language);
  if (!read) throw new BusinessError(404, NOTIFICATION_MESSAGES.notFound);
  if (!read.wasRead) app.realtime.pushUnread(memberId);
  return read.notification;
}

/** Every notification of the member becomes read; how many did. */
export async function readAllNotifications(
  app: FastifyInstance,
  memberId: number,
): Promise<number> {
  const flipped = await markAllRead(app.db, memberId);
  if (flipped > 0) app.realtime.pushUnread(memberId);
  return flipped;
}

export function unreadNotifications(db: DbExecutor, memberId: number): Promise<number> {
  return countNotifications(db, memberId, true);
}
