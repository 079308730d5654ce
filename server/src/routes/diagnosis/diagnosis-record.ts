import type { Language } from '@portal/contracts';
import type { DiagnosisDetail, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { diagnosisMessages } from '../../lib/diagnosis-messages';
import { QUESTIONS, type Dimension } from '../../lib/diagnosis-questionnaire';
import { strengthsAndGaps, type Answers } from '../../lib/diagnosis-scoring';

export const DIAGNOSIS_STATUS = { draft: 1, awaiting: 2, rejected: 3, completed: 4 } as const;
/** A company's diagnosis it may still change: a draft, or one sent back. */
export const EDITABLE_STATUSES: readonly number[] = [
  DIAGNOSIS_STATUS.draft,
  DIAGNOSIS_STATUS.rejected,
];

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

export const DIAGNOSIS_COLUMNS = `d.id, d.company_id, c.name AS company_name, c.country, d.questionnaire_version,
  d.status, d.answers, d.dimension_scores, d.overall_score, d.level, d.reject_reason, d.created_by,
  d.submitted_by, COALESCE(sm.name, sm.username) AS submitter_name, d.reviewed_by,
  COALESCE(rm.name, rm.username) AS reviewer_name, d.submitted_at, d.reviewed_at, d.created_at, d.updated_at`;
export const DIAGNOSIS_FROM = `diagnoses d
  JOIN companies c ON c.id = d.company_id
  LEFT JOIN members sm ON sm.id = d.submitted_by
  LEFT JOIN members rm ON rm.id = d.reviewed_by`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/**
 * The list entry. Scores belong to the report, which the company sees once the platform has
 * approved it; a reviewer (`withScores`) sees them from the submission on.
 */
export function toSummary(row: DiagnosisRow, withScores = false) {
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

export async function toDetail(
  db: DbExecutor,
  row: DiagnosisRow,
  withScores: boolean,
): Promise<Static<typeof DiagnosisDetail>> {
  const summary = toSummary(row, withScores);
  const scores = summary.level !== null && row.dimension_scores ? row.dimension_scores : null;
  const { rows: comments } = await db.query<{
    id: number;
    kind: 'comment' | 'rejection';
    content: string;
    author_name: string;
    created_at: Date;
  }>(
    `SELECT k.id, k.kind, k.content, COALESCE(m.name, m.username) AS author_name, k.created_at
       FROM diagnosis_comments k JOIN members m ON m.id = k.author_id
      WHERE k.diagnosis_id = $1 ORDER BY k.created_at, k.id`,
    [row.id],
  );
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

/** The diagnosis, or 404 — also for another company's when `companyId` is given. */
export async function findDiagnosis(
  db: DbExecutor,
  id: number,
  language: Language,
  options: { companyId?: number; forUpdate?: boolean } = {},
): Promise<DiagnosisRow> {
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
  const row = rows[0];
  if (!row) throw new BusinessError(404, diagnosisMessages(language).notFound());
  return row;
}
