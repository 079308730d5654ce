import type { Language } from '@portal/contracts';
import type { FeedbackDetail, Static } from '@portal/contracts/schemas';
import { contactFeedbackTitle, isContactTopic } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';

export const FEEDBACK_NOT_FOUND_MSG = '反馈不存在';

/** Stored feedback has only the types and statuses the schema names (feedback CHECKs). */
export type StoredFeedbackType = Static<typeof FeedbackDetail>['type'];
export type StoredFeedbackStatus = Static<typeof FeedbackDetail>['status'];

/** Who sent a feedback: a member of a company, or a guest through the contact form (migration 018). */
export const SUBMITTER_SQL = {
  joins: 'LEFT JOIN companies c ON c.id = f.company_id LEFT JOIN members m ON m.id = f.member_id',
  columns: `f.source, f.contact_topic, COALESCE(c.name, f.sender_company, '') AS company_name,
            COALESCE(m.name, m.username, f.sender_name) AS submitter_name`,
};

/** A contact-form message is titled in the reader's language ("Formulário de contacto: …"). */
export function feedbackTitle(
  row: { title: string; source: string; contact_topic: string | null },
  language: Language,
): string {
  return row.source === 'contact' && isContactTopic(row.contact_topic)
    ? contactFeedbackTitle(row.contact_topic, language)
    : row.title;
}

export const isoOrNull = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * One feedback with its attachments and who sent it; undefined when missing or, with
 * `submitterId`, when another member sent it (the two answer alike).
 */
export async function loadFeedback(
  db: DbExecutor,
  id: number,
  submitterId: number | null,
  language: Language = 'zh',
) {
  const { rows } = await db.query<{
    id: number;
    type: StoredFeedbackType;
    title: string;
    content: string;
    contact: string | null;
    status: StoredFeedbackStatus;
    reply: string | null;
    replied_at: Date | null;
    created_at: Date;
    company_name: string;
    submitter_name: string;
    source: 'member' | 'contact';
    contact_topic: string | null;
  }>(
    `SELECT f.id, f.type, f.title, f.content, f.contact, f.status, f.reply, f.replied_at, f.created_at,
            ${SUBMITTER_SQL.columns}
       FROM feedback f ${SUBMITTER_SQL.joins}
      WHERE f.id = $1 AND ($2::int IS NULL OR f.member_id = $2)`,
    [id, submitterId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const attachments = await db.query<{
    id: number;
    original_name: string;
    file_type: string;
    size: number;
  }>(
    `SELECT f.id, f.original_name, f.file_type, f.size
       FROM feedback_attachments a JOIN files f ON f.id = a.file_id
      WHERE a.feedback_id = $1 ORDER BY a.position`,
    [id],
  );
  return {
    detail: {
      id: row.id,
      type: row.type,
      title: feedbackTitle(row, language),
      content: row.content,
      contact: row.contact,
      status: row.status,
      attachments: attachments.rows.map((file) => ({
        id: file.id,
        name: file.original_name,
        url: `/haiguan/api/files/${file.id}`,
        fileType: file.file_type,
        size: file.size,
      })),
      reply: row.reply,
      replyTime: isoOrNull(row.replied_at),
      createTime: new Date(row.created_at).toISOString(),
    },
    companyName: row.company_name,
    submitterName: row.submitter_name,
    source: row.source,
  };
}
