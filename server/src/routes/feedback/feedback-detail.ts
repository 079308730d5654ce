import { Type } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import { contactFeedbackTitle, isContactTopic } from '@portal/validators';
import type { DbExecutor } from '../../db/db';
import { Nullable } from '../../lib/envelope';

export const FEEDBACK_NOT_FOUND_MSG = '反馈不存在';

export const FeedbackType = Type.Integer({
  description: '1 suggestion 功能建议, 2 problem 问题反馈, 3 complaint 投诉, 4 other 其他',
});
export const FeedbackStatus = Type.Integer({
  description: '0 submitted 待处理, 1 processing 处理中, 2 replied 已回复',
});

export const FeedbackIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const FeedbackDetail = Type.Object({
  id: Type.Integer(),
  type: FeedbackType,
  title: Type.String(),
  content: Type.String(),
  contact: Nullable(Type.String()),
  status: FeedbackStatus,
  attachments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      url: Type.String({ description: 'GET it with the bearer token' }),
      fileType: Type.String(),
      size: Type.Integer(),
    }),
  ),
  reply: Nullable(Type.String()),
  replyTime: Nullable(Type.String({ format: 'date-time' })),
  createTime: Type.String({ format: 'date-time' }),
});

export const FeedbackSubmitter = {
  companyName: Type.String({
    description: "a contact-form message: the company the sender gave, or ''",
  }),
  submitterName: Type.String({ description: 'the name, or the username when no name is set' }),
  source: Type.Union([Type.Literal('member'), Type.Literal('contact')], {
    description:
      "contact: sent by a guest through a service page's contact form (docs/cases-and-services.md)",
  }),
};

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
    type: number;
    title: string;
    content: string;
    contact: string | null;
    status: number;
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
