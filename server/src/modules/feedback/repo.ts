import type { Language } from '@portal/contracts';
import type {
  FeedbackDetail,
  FeedbackSummary,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary,
  Static,
} from '@portal/contracts/schemas';
import { contactFeedbackTitle, isContactTopic } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';

/** Stored feedback has only the types and statuses the schema names (feedback CHECKs). */
type StoredFeedbackType = Static<typeof FeedbackDetail>['type'];
type StoredFeedbackStatus = Static<typeof FeedbackDetail>['status'];

/** Who sent a feedback: a member of a company, or a guest through the contact form (migration 018). */
const SUBMITTER_JOINS =
  'LEFT JOIN companies c ON c.id = f.company_id LEFT JOIN members m ON m.id = f.member_id';
const SUBMITTER_COLUMNS = `f.source, f.contact_topic, COALESCE(c.name, f.sender_company, '') AS company_name,
  COALESCE(m.name, m.username, f.sender_name) AS submitter_name`;

const SUMMARY_COLUMNS = `f.id, f.type, f.title, f.status, f.created_at, f.replied_at,
  (SELECT count(*)::int FROM feedback_attachments a WHERE a.feedback_id = f.id) AS attachment_count`;

interface SummaryRow {
  id: number;
  type: StoredFeedbackType;
  title: string;
  status: StoredFeedbackStatus;
  created_at: Date;
  replied_at: Date | null;
  attachment_count: number;
}

interface SubmitterRow {
  company_name: string;
  submitter_name: string;
  source: 'member' | 'contact';
  contact_topic: string | null;
}

interface DetailRow extends SubmitterRow {
  id: number;
  type: StoredFeedbackType;
  title: string;
  content: string;
  contact: string | null;
  status: StoredFeedbackStatus;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

interface AttachmentRow {
  id: number;
  original_name: string;
  file_type: string;
  size: number;
}

const isoOrNull = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A contact-form message is titled in the reader's language ("Formulário de contacto: …"). */
function titleOf(
  row: { title: string; source: string; contact_topic: string | null },
  language: Language,
): string {
  return row.source === 'contact' && isContactTopic(row.contact_topic)
    ? contactFeedbackTitle(row.contact_topic, language)
    : row.title;
}

function toSummary(row: SummaryRow, title = row.title): Static<typeof FeedbackSummary> {
  return {
    id: row.id,
    type: row.type,
    title,
    status: row.status,
    createTime: new Date(row.created_at).toISOString(),
    replyTime: isoOrNull(row.replied_at),
    attachmentCount: row.attachment_count,
  };
}

function submitterOf(row: SubmitterRow) {
  return {
    companyName: row.company_name,
    submitterName: row.submitter_name,
    source: row.source,
  };
}

/** How many of `fileIds` the company uploaded. */
export async function countCompanyFiles(
  db: DbExecutor,
  fileIds: number[],
  companyId: number,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
    [fileIds, companyId],
  );
  return rows[0]!.count;
}

/** Stores a member's feedback and its attachments in their order; its id. */
export async function insertFeedback(
  db: DbExecutor,
  feedback: {
    companyId: number;
    memberId: number;
    type: number;
    title: string;
    content: string;
    contact: string | null;
    attachments: number[];
    createdAt: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedback (company_id, member_id, type, title, content, contact, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      feedback.companyId,
      feedback.memberId,
      feedback.type,
      feedback.title,
      feedback.content,
      feedback.contact,
      feedback.createdAt,
    ],
  );
  const id = rows[0]!.id;
  for (const [position, fileId] of feedback.attachments.entries()) {
    await db.query(
      'INSERT INTO feedback_attachments (feedback_id, file_id, position) VALUES ($1, $2, $3)',
      [id, fileId, position],
    );
  }
  return id;
}

const NEWEST_FIRST = 'f.created_at DESC, f.id DESC';

/** A member's own feedback, newest first, of one status or all. */
export async function memberFeedbackPage(
  db: DbExecutor,
  memberId: number,
  status: number | null,
  page: PageRequest,
): Promise<Page<Static<typeof FeedbackSummary>>> {
  const found = await selectPage<SummaryRow>(
    db,
    {
      columns: SUMMARY_COLUMNS,
      from: 'feedback f WHERE f.member_id = $1 AND ($2::int IS NULL OR f.status = $2)',
      orderBy: NEWEST_FIRST,
      params: [memberId, status],
    },
    page,
  );
  return { rows: found.rows.map((row) => toSummary(row)), total: found.total };
}

/** Every company's feedback, newest first, of one status or all, with who sent each. */
export async function allFeedbackPage(
  db: DbExecutor,
  status: number | null,
  page: PageRequest,
  language: Language,
): Promise<Page<Static<typeof OperatorFeedbackSummary>>> {
  const found = await selectPage<SummaryRow & SubmitterRow>(
    db,
    {
      columns: `${SUMMARY_COLUMNS}, ${SUBMITTER_COLUMNS}`,
      from: `feedback f ${SUBMITTER_JOINS} WHERE $1::int IS NULL OR f.status = $1`,
      orderBy: NEWEST_FIRST,
      params: [status],
    },
    page,
  );
  return {
    rows: found.rows.map((row) => ({
      ...toSummary(row, titleOf(row, language)),
      ...submitterOf(row),
    })),
    total: found.total,
  };
}

/**
 * One feedback with its attachments and who sent it; undefined when missing or, with
 * `submitterId`, when another member sent it (the two answer alike).
 */
export async function findFeedback(
  db: DbExecutor,
  id: number,
  submitterId: number | null,
  language: Language = 'zh',
): Promise<
  | {
      detail: Static<typeof FeedbackDetail>;
      submitter: Pick<
        Static<typeof OperatorFeedbackDetail>,
        'companyName' | 'submitterName' | 'source'
      >;
    }
  | undefined
> {
  const { rows } = await db.query<DetailRow>(
    `SELECT f.id, f.type, f.title, f.content, f.contact, f.status, f.reply, f.replied_at, f.created_at,
            ${SUBMITTER_COLUMNS}
       FROM feedback f ${SUBMITTER_JOINS}
      WHERE f.id = $1 AND ($2::int IS NULL OR f.member_id = $2)`,
    [id, submitterId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const attachments = await db.query<AttachmentRow>(
    `SELECT f.id, f.original_name, f.file_type, f.size
       FROM feedback_attachments a JOIN files f ON f.id = a.file_id
      WHERE a.feedback_id = $1 ORDER BY a.position`,
    [id],
  );
  const detail = {
    id: row.id,
    type: row.type,
    title: titleOf(row, language),
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
  };
  return { detail, submitter: submitterOf(row) };
}

export interface LockedFeedback {
  id: number;
  memberId: number | null;
  title: string;
  status: number;
}

/** The feedback locked for a decision, or undefined. */
export async function lockFeedback(
  tx: DbExecutor,
  id: number,
): Promise<LockedFeedback | undefined> {
  const { rows } = await tx.query<LockedFeedback>(
    `SELECT id, member_id AS "memberId", title, status FROM feedback WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setProcessing(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE feedback SET status = 1 WHERE id = $1', [id]);
}

export async function saveReply(
  tx: DbExecutor,
  id: number,
  reply: { text: string; by: number; at: Date },
): Promise<void> {
  await tx.query(
    'UPDATE feedback SET status = 2, reply = $2, replied_by = $3, replied_at = $4 WHERE id = $1',
    [id, reply.text, reply.by, reply.at],
  );
}
