import type { FastifyInstance } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import type { SystemNotification as SystemNotificationSchema } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { isNoticeKey, renderNotice, type NoticeMessage } from '../../lib/notice-texts';

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

export type SystemNotification = Static<typeof SystemNotificationSchema>;

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

export interface NotificationRow {
  id: number;
  message_title: string;
  message_brief: string | null;
  message_content: string | null;
  message_types_of: number;
  jump_id: number | null;
  sender_name: string | null;
  status: number;
  have_read: boolean;
  created_at: Date;
  message_key: string | null;
  message_params: Record<string, string | number | null> | null;
}

/** The columns `toSystemNotification` reads. */
export const NOTIFICATION_COLUMNS = `id, message_title, message_brief, message_content, message_types_of,
  jump_id, sender_name, status, have_read, created_at, message_key, message_params`;

/** A stored notification as the reader reads it: in their language when its key is known. */
export function toSystemNotification(
  row: NotificationRow,
  language: Language = 'zh',
): SystemNotification {
  const text =
    row.message_key && isNoticeKey(row.message_key)
      ? renderNotice({ key: row.message_key, params: row.message_params ?? {} }, language)
      : null;
  return {
    id: row.id,
    messageTitle: text?.title ?? row.message_title,
    messageBrief: text ? text.brief : row.message_brief,
    messageContent: text ? (text.content ?? text.brief) : row.message_content,
    messageTypesOf: row.message_types_of,
    jumpId: row.jump_id,
    // A person's or company's name stays as stored; the portal's own name is translated.
    senderName: row.sender_name ?? text?.sender ?? null,
    status: row.status,
    haveRead: row.have_read,
    createTime: new Date(row.created_at).toISOString(),
  };
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
  const chinese = renderNotice(notice.message, 'zh');
  const { rows } = await (tx ?? app.db).query<NotificationRow>(
    `INSERT INTO notifications (company_id, member_id, message_title, message_brief, message_content,
       message_types_of, jump_id, sender_name, created_at, message_key, message_params)
     SELECT company_id, id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM members WHERE id = $1
     RETURNING ${NOTIFICATION_COLUMNS}`,
    [
      notice.memberId,
      chinese.title,
      chinese.brief,
      chinese.content ?? chinese.brief,
      notice.type,
      notice.jumpId ?? null,
      notice.senderName ?? null,
      app.now(),
      notice.message.key,
      JSON.stringify(notice.message.params ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`notify: no member ${notice.memberId}`);
  // Outside a transaction the row is there now; in one, the caller kicks after its commit.
  if (!tx) app.notificationOutbox.deliverSoon();
  return toSystemNotification(row);
}
