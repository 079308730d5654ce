import type {
  DiagnosisDetail,
  DiagnosisReviewEntry,
  DiagnosisSummary,
  Static,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import type { Dimension } from './questionnaire';
import { QUESTIONS } from './questionnaire';
import { strengthsAndGaps, type Answers, type DiagnosisScore } from './scoring';

/** Every SQL statement of diagnoses (docs/diagnosis.md), and their rows' one shape each. */

export const DIAGNOSIS_STATUS = { draft: 1, awaiting: 2, rejected: 3, completed: 4 } as const;

/** A diagnoses row with its company and people; both drivers hand JSONB over parsed. */
export interface DiagnosisRow {
  id: number;
  company_id: number;
  company_name: string;
  country: string;
  questionnaire_version: number;
  status: number;
  answers: Answers;
  dimension_scores: Record<Dimension, number> | null;
  overall_score: number | null;
  level: number | null;
  reject_reason: string | null;
  created_by: number;
  submitted_by: number | null;
  submitter_name: string | null;
  reviewed_by: number | null;
  reviewer_name: string | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const DIAGNOSIS_COLUMNS = `d.id, d.company_id, c.name AS company_name, c.country, d.questionnaire_version,
  d.status, d.answers, d.dimension_scores, d.overall_score, d.level, d.reject_reason, d.created_by,
  d.submitted_by, COALESCE(sm.name, sm.username) AS submitter_name, d.reviewed_by,
  COALESCE(rm.name, rm.username) AS reviewer_name, d.submitted_at, d.reviewed_at, d.created_at, d.updated_at`;
const DIAGNOSIS_FROM = `diagnoses d
  JOIN companies c ON c.id = d.company_id
  LEFT JOIN members sm ON sm.id = d.submitted_by
  LEFT JOIN members rm ON rm.id = d.reviewed_by`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/**
 * The list entry. Scores belong to the report, which the company sees once the platform has
 * approved it; a reviewer (`withScores`) sees them from the submission on.
 */
export function toSummary(row: DiagnosisRow, withScores = false): Static<typeof DiagnosisSummary> {
  const shown = withScores || row.status === DIAGNOSIS_STATUS.completed;
  const { answers } = row;
  return {
    id: row.id,
    status: row.status,
    answered: QUESTIONS.filter(({ question }) => answers[question.id] !== undefined).length,
    questionCount: QUESTIONS.length,
    overallScore: shown ? row.overall_score : null,
    level: shown ? row.level : null,
    rejectReason: row.status === DIAGNOSIS_STATUS.rejected ? row.reject_reason : null,
    createTime: iso(row.created_at)!,
    updateTime: iso(row.updated_at)!,
    submitTime: iso(row.submitted_at),
    reviewTime: iso(row.reviewed_at),
  };
}

/** A queue's entry: the summary with its scores, and who submitted it for which company. */
export function toReviewEntry(row: DiagnosisRow): Static<typeof DiagnosisReviewEntry> {
  return {
    ...toSummary(row, true),
    companyId: row.company_id,
    companyName: row.company_name,
    country: row.country.trim(),
    submitterName: row.submitter_name,
  };
}

interface CommentRow {
  id: number;
  kind: 'comment' | 'rejection';
  content: string;
  author_name: string;
  created_at: Date;
}

/** The whole diagnosis: answers, the report once it is shown, people and comments. */
export function toDetail(
  row: DiagnosisRow,
  comments: CommentRow[],
  withScores: boolean,
): Static<typeof DiagnosisDetail> {
  const summary = toSummary(row, withScores);
  const scores = summary.level !== null && row.dimension_scores ? row.dimension_scores : null;
  return {
    ...summary,
    companyId: row.company_id,
    companyName: row.company_name,
    questionnaireVersion: row.questionnaire_version,
    answers: row.answers,
    scores,
    ...(scores ? strengthsAndGaps(scores) : { strengths: [], gaps: [] }),
    submitter:
      row.submitted_by === null ? null : { id: row.submitted_by, name: row.submitter_name! },
    reviewer: row.reviewed_by === null ? null : { id: row.reviewed_by, name: row.reviewer_name! },
    comments: comments.map((comment) => ({
      id: comment.id,
      kind: comment.kind,
      content: comment.content,
      authorName: comment.author_name,
      createTime: iso(comment.created_at)!,
    })),
  };
}

/** A diagnosis's comments and rejections, oldest first, with their authors' names. */
export async function readComments(db: DbExecutor, diagnosisId: number): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>(
    `SELECT k.id, k.kind, k.content, COALESCE(m.name, m.username) AS author_name, k.created_at
       FROM diagnosis_comments k JOIN members m ON m.id = k.author_id
      WHERE k.diagnosis_id = $1 ORDER BY k.created_at, k.id`,
    [diagnosisId],
  );
  return rows;
}

/** The diagnosis, or undefined — also for another company's when `companyId` is given. */
export async function findDiagnosis(
  db: DbExecutor,
  id: number,
  options: { companyId?: number; forUpdate?: boolean } = {},
): Promise<DiagnosisRow | undefined> {
  const params: unknown[] = [id];
  let scope = '';
  if (options.companyId !== undefined) {
    params.push(options.companyId);
    scope = ' AND d.company_id = $2';
  }
  const { rows } = await db.query<DiagnosisRow>(
    `SELECT ${DIAGNOSIS_COLUMNS} FROM ${DIAGNOSIS_FROM} WHERE d.id = $1${scope}${
      options.forUpdate ? ' FOR UPDATE OF d' : ''
    }`,
    params,
  );
  return rows[0];
}

/** The company's diagnoses, newest first. */
export function companyDiagnosesPage(
  db: DbExecutor,
  companyId: number,
  page: PageRequest,
): Promise<Page<DiagnosisRow>> {
  return selectPage<DiagnosisRow>(
    db,
    {
      columns: DIAGNOSIS_COLUMNS,
      from: `${DIAGNOSIS_FROM} WHERE d.company_id = $1`,
      orderBy: 'd.created_at DESC, d.id DESC',
      params: [companyId],
    },
    page,
  );
}

/** Diagnoses of every company in one status: awaiting ones oldest first (a queue), others by decision. */
export function diagnosesByStatusPage(
  db: DbExecutor,
  status: number,
  page: PageRequest,
): Promise<Page<DiagnosisRow>> {
  return selectPage<DiagnosisRow>(
    db,
    {
      columns: DIAGNOSIS_COLUMNS,
      from: `${DIAGNOSIS_FROM} WHERE d.status = $1`,
      // Awaiting ones oldest first (a queue); decided ones most recently decided first.
      orderBy:
        status === DIAGNOSIS_STATUS.awaiting
          ? 'd.submitted_at ASC, d.id ASC'
          : 'd.reviewed_at DESC NULLS LAST, d.id DESC',
      params: [status],
    },
    page,
  );
}

/** The company's open diagnosis (draft, awaiting review or sent back), if any. */
export async function findOpenDiagnosisId(
  tx: DbExecutor,
  companyId: number,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM diagnoses WHERE company_id = $1 AND status IN (1, 2, 3)',
    [companyId],
  );
  return rows[0]?.id;
}

export async function insertDiagnosis(
  tx: DbExecutor,
  started: { companyId: number; questionnaireVersion: number; memberId: number; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO diagnoses (company_id, questionnaire_version, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [started.companyId, started.questionnaireVersion, started.memberId, started.at],
  );
  return rows[0]!.id;
}

export async function saveAnswers(
  tx: DbExecutor,
  id: number,
  answers: Answers,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE diagnoses SET answers = $2::jsonb, updated_at = $3 WHERE id = $1', [
    id,
    JSON.stringify(answers),
    now,
  ]);
}

/** Submitted for review (2) with its scores; a previous decision is cleared. */
export async function markSubmitted(
  tx: DbExecutor,
  id: number,
  score: DiagnosisScore,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE diagnoses SET status = 2, dimension_scores = $2::jsonb, overall_score = $3, level = $4,
       reject_reason = NULL, submitted_by = $5, submitted_at = $6, reviewed_by = NULL,
       reviewed_at = NULL, updated_at = $6
     WHERE id = $1`,
    [id, JSON.stringify(score.dimensions), score.overall, score.level, memberId, now],
  );
}

export async function markApproved(
  tx: DbExecutor,
  id: number,
  reviewerId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE diagnoses SET status = 4, reviewed_by = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1',
    [id, reviewerId, now],
  );
}

export async function markRejected(
  tx: DbExecutor,
  id: number,
  reason: string,
  reviewerId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE diagnoses SET status = 3, reject_reason = $2, reviewed_by = $3, reviewed_at = $4,
       updated_at = $4 WHERE id = $1`,
    [id, reason, reviewerId, now],
  );
}

export async function insertComment(
  tx: DbExecutor,
  comment: { diagnosisId: number; authorId: number; content: string; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO diagnosis_comments (diagnosis_id, author_id, kind, content, created_at)
     VALUES ($1, $2, 'comment', $3, $4) RETURNING id`,
    [comment.diagnosisId, comment.authorId, comment.content, comment.at],
  );
  return rows[0]!.id;
}

/** The reason a diagnosis was sent back, kept among its comments. */
export async function insertRejection(
  tx: DbExecutor,
  rejection: { diagnosisId: number; authorId: number; reason: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO diagnosis_comments (diagnosis_id, author_id, kind, content, created_at)
     VALUES ($1, $2, 'rejection', $3, $4)`,
    [rejection.diagnosisId, rejection.authorId, rejection.reason, rejection.at],
  );
}

/** The company's main account (the first, should there be several), if it has one. */
export async function findMainAccount(
  tx: DbExecutor,
  companyId: number,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  return rows[0]?.id;
}
