import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from './envelope';

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
} as const;

export const SystemNotification = Type.Object({
  id: Type.Integer(),
  messageTitle: Type.String(),
  messageBrief: Nullable(Type.String()),
  messageContent: Nullable(Type.String()),
  messageTypesOf: Type.Integer({
    description:
      '3 order, 4 diagnosis, 5 enterprise verification, 6 feedback reply, 7 membership activated, 8 product inquiry, 9 quote received, 10 own quote confirmed/expired or invitation to quote, 11 digital-product order moved on',
  }),
  jumpId: Nullable(Type.Integer()),
  senderName: Nullable(Type.String()),
  status: Type.Integer(),
  haveRead: Type.Boolean(),
  createTime: Type.String({ format: 'date-time' }),
});
export type SystemNotification = Static<typeof SystemNotification>;

export interface NewNotification {
  /** The receiving member. */
  memberId: number;
  type: (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
  title: string;
  brief?: string | null;
  /** HTML shown when the notification is opened; the brief when omitted. */
  content?: string | null;
  jumpId?: number | null;
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
}

export function toSystemNotification(row: NotificationRow): SystemNotification {
  return {
    id: row.id,
    messageTitle: row.message_title,
    messageBrief: row.message_brief,
    messageContent: row.message_content,
    messageTypesOf: row.message_types_of,
    jumpId: row.jump_id,
    senderName: row.sender_name,
    status: row.status,
    haveRead: row.have_read,
    createTime: new Date(row.created_at).toISOString(),
  };
}

/**
 * The one way a server event tells a member something (spec §3 system notification): stores it
 * and pushes it live on `system_{memberId}` with the new unread figures. Call it after the
 * transaction that decided the event has committed, so no one is told of a rolled-back change.
 */
export async function notify(
  app: FastifyInstance,
  notice: NewNotification,
): Promise<SystemNotification> {
  const { rows } = await app.db.query<NotificationRow>(
    `INSERT INTO notifications (company_id, member_id, message_title, message_brief, message_content,
       message_types_of, jump_id, sender_name, created_at)
     SELECT company_id, id, $2, $3, $4, $5, $6, $7, $8 FROM members WHERE id = $1
     RETURNING id, message_title, message_brief, message_content, message_types_of, jump_id,
       sender_name, status, have_read, created_at`,
    [
      notice.memberId,
      notice.title,
      notice.brief ?? null,
      notice.content ?? notice.brief ?? null,
      notice.type,
      notice.jumpId ?? null,
      notice.senderName ?? '系统通知',
      app.now(),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`notify: no member ${notice.memberId}`);
  const notification = toSystemNotification(row);
  await app.realtime.pushNotification(notice.memberId, notification);
  return notification;
}
