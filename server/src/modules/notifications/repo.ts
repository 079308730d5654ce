import type { Language } from '@portal/contracts';
import type { Static } from '@fastify/type-provider-typebox';
import type { SystemNotification as SystemNotificationSchema } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { isNoticeKey, renderNotice, type NoticeMessage } from '../../lib/notice-texts';

export type SystemNotification = Static<typeof SystemNotificationSchema>;

interface NotificationRow {
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
const NOTIFICATION_COLUMNS = `id, message_title, message_brief, message_content, message_types_of,
  jump_id, sender_name, status, have_read, created_at, message_key, message_params`;

/** A stored notification as the reader reads it: in their language when its key is known. */
function toSystemNotification(row: NotificationRow, language: Language = 'zh'): SystemNotification {
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
 * Stores a notice for a member of any company, its texts in Simplified Chinese beside its key;
 * undefined when there is no such member.
 */
export async function insertNotification(
  db: DbExecutor,
  notice: {
    memberId: number;
    type: number;
    message: NoticeMessage;
    jumpId: number | null;
    senderName: string | null;
    createdAt: Date;
  },
): Promise<SystemNotification | undefined> {
  const chinese = renderNotice(notice.message, 'zh');
  const { rows } = await db.query<NotificationRow>(
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
      notice.jumpId,
      notice.senderName,
      notice.createdAt,
      notice.message.key,
      JSON.stringify(notice.message.params ?? {}),
    ],
  );
  return rows[0] && toSystemNotification(rows[0]);
}

/** A member's notifications, newest first, in the reader's language. */
export async function notificationsPage(
  db: DbExecutor,
  memberId: number,
  page: PageRequest,
  language: Language,
): Promise<Page<SystemNotification>> {
  // One statement for the page and its total while the page has rows (the window count).
  const { rows } = await db.query<NotificationRow & { total: number }>(
    `SELECT ${NOTIFICATION_COLUMNS}, count(*) OVER ()::int AS total
       FROM notifications WHERE member_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const total = rows[0]?.total ?? (await countNotifications(db, memberId, false));
  return { rows: rows.map((row) => toSystemNotification(row, language)), total };
}

/** How many notifications a member has, or only the unread ones. */
export async function countNotifications(
  db: DbExecutor,
  memberId: number,
  unreadOnly: boolean,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications
      WHERE member_id = $1 AND ($2::boolean IS FALSE OR NOT have_read)`,
    [memberId, unreadOnly],
  );
  return rows[0]!.count;
}

/** Marks one of the member's notifications read; it, and whether it was read before. */
export async function markRead(
  db: DbExecutor,
  memberId: number,
  id: number,
  language: Language,
): Promise<{ notification: SystemNotification; wasRead: boolean } | undefined> {
  const { rows } = await db.query<NotificationRow & { was_read: boolean }>(
    `UPDATE notifications n SET have_read = TRUE
       FROM notifications before
      WHERE n.id = $1 AND n.member_id = $2 AND before.id = n.id
      RETURNING n.id, n.message_title, n.message_brief, n.message_content, n.message_types_of,
                n.jump_id, n.sender_name, n.status, n.have_read, n.created_at, n.message_key,
                n.message_params, before.have_read AS was_read`,
    [id, memberId],
  );
  const row = rows[0];
  return row && { notification: toSystemNotification(row, language), wasRead: row.was_read };
}

/** Marks every unread notification of the member read; how many flipped. */
export async function markAllRead(db: DbExecutor, memberId: number): Promise<number> {
  const { rows } = await db.query(
    'UPDATE notifications SET have_read = TRUE WHERE member_id = $1 AND NOT have_read RETURNING id',
    [memberId],
  );
  return rows.length;
}

/**
 * Claims up to `batch` undelivered notices with a lease (`FOR UPDATE SKIP LOCKED`: two processes
 * never claim the same row), in the order they were written, each with its receiver.
 */
export async function claimUndelivered(
  db: DbExecutor,
  now: Date,
  leaseUntil: Date,
  batch: number,
): Promise<{ memberId: number; notification: SystemNotification }[]> {
  const { rows } = await db.query<NotificationRow & { member_id: number }>(
    `UPDATE notifications SET delivery_lease_until = $2
      WHERE id IN (SELECT id FROM notifications
                    WHERE delivered_at IS NULL
                      AND (delivery_lease_until IS NULL OR delivery_lease_until < $1)
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING member_id, ${NOTIFICATION_COLUMNS}`,
    [now, leaseUntil, batch],
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ memberId: row.member_id, notification: toSystemNotification(row) }));
}

export async function markDelivered(db: DbExecutor, ids: number[], at: Date): Promise<void> {
  await db.query(
    'UPDATE notifications SET delivered_at = $2, delivery_lease_until = NULL WHERE id = ANY($1::int[])',
    [ids, at],
  );
}
