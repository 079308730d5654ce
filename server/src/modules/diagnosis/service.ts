import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, type Language } from '@portal/contracts';
import type { DiagnosisQuestionnaire, DiagnosisSummary, Static } from '@portal/contracts/schemas';
import { MESSAGES } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import type { PageRequest } from '../../platform/db/paging';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { holdsPermission } from '../../platform/auth/permissions';
import { BusinessError, assertValid } from '../../platform/http/envelope';
import { lockCompany } from '../../lib/quotas';
import type { NoticeMessage } from '../../lib/notice-texts';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import { checkAnswers, incompleteMessage, missingQuestions } from './answers';
import { diagnosisMessages } from './messages';
import { LEVELS, QUESTIONNAIRE_VERSION, SECTIONS, type Localized } from './questionnaire';
import { scoreDiagnosis } from './scoring';
import * as repo from './repo';
import { DIAGNOSIS_STATUS, type DiagnosisRow } from './repo';

/** A company's diagnosis it may still change: a draft, or one sent back. */
const EDITABLE_STATUSES: readonly number[] = [DIAGNOSIS_STATUS.draft, DIAGNOSIS_STATUS.rejected];

type Member = Pick<AuthenticatedMember, 'id' | 'companyId'>;

/** A message of the diagnosis's own, with the summary it is about. */
export interface Answered {
  summary: Static<typeof DiagnosisSummary>;
  msg: string;
}

const questionnaireView: Static<typeof DiagnosisQuestionnaire> = {
  version: QUESTIONNAIRE_VERSION,
  sections: SECTIONS.map((section) => ({
    key: section.key,
    title: section.title,
    questions: section.questions.map((question) => {
      const base = { id: question.id, type: question.type, text: question.text };
      const choices = (options: { value: string; label: Localized }[]) =>
        options.map(({ value, label }) => ({ value, label }));
      switch (question.type) {
        case 'single':
          return { ...base, options: choices(question.options) };
        case 'multiple':
          return { ...base, options: choices(question.options), exclusive: question.exclusive };
        case 'number':
          return {
            ...base,
            min: question.min,
            max: question.max,
            decimals: question.decimals,
            unit: question.unit,
          };
      }
    }),
  })),
  levels: [...LEVELS],
};

/** The questionnaire: sections (the seven dimensions), questions, options, levels. */
export function questionnaire(): Static<typeof DiagnosisQuestionnaire> {
  return questionnaireView;
}

/** The diagnosis, or 404 — also for another company's when `companyId` is given. */
async function findDiagnosis(
  db: DbExecutor,
  id: number,
  language: Language,
  options: { companyId?: number; forUpdate?: boolean } = {},
): Promise<DiagnosisRow> {
  const row = await repo.findDiagnosis(db, id, options);
  if (!row) throw new BusinessError(404, diagnosisMessages(language).notFound());
  return row;
}

// ---------------------------------------------------------------------------------------------
// An enterprise's digital-transformation diagnoses (issue #13, docs/diagnosis.md): one open at a
// time, saved as a draft at any time, submitted only when every question is answered, scored by
// the server at submit. Any member of the company may work on it; another company's diagnosis
// answers like a missing one. Platform reviewers read submitted ones of every company too.

export async function companyDiagnoses(db: DbExecutor, companyId: number, page: PageRequest) {
  const found = await repo.companyDiagnosesPage(db, companyId, page);
  return { total: found.total, rows: found.rows.map((row) => repo.toSummary(row)) };
}

/** Starts a diagnosis (a draft); refused while one is open, naming it in data.id. */
export async function startDiagnosis(
  app: FastifyInstance,
  member: Member,
  language: Language,
): Promise<number> {
  const text = diagnosisMessages(language);
  return app.db.transaction(async (tx) => {
    // The company row serialises starts; the partial unique index backs the rule up.
    await lockCompany(tx, member.companyId);
    const open = await repo.findOpenDiagnosisId(tx, member.companyId);
    if (open !== undefined) {
      throw new BusinessError(400, text.openExists(), { data: { id: open } });
    }
    return repo.insertDiagnosis(tx, {
      companyId: member.companyId,
      questionnaireVersion: QUESTIONNAIRE_VERSION,
      memberId: member.id,
      at: app.now(),
    });
  });
}

/**
 * A diagnosis with its answers, and its report once completed: the company's own, or as a
 * reviewer any submitted one (a draft is the company's own work).
 */
export async function diagnosisDetail(
  db: DbExecutor,
  member: AuthenticatedMember,
  id: number,
  language: Language,
) {
  const row = await findDiagnosis(db, id, language);
  const own = row.company_id === member.companyId;
  // A draft is the company's own work; reviewers see a diagnosis from its submission on.
  const reviewer =
    row.status !== DIAGNOSIS_STATUS.draft && holdsPermission(member, PERMISSIONS.diagnosisReview);
  if (!own && !reviewer) throw new BusinessError(404, diagnosisMessages(language).notFound());
  return repo.toDetail(row, await repo.readComments(db, row.id), reviewer);
}

/** Saves the answers of a draft or rejected diagnosis (partial is fine; each checked). */
export async function saveAnswers(
  app: FastifyInstance,
  member: Member,
  id: number,
  raw: Record<string, unknown>,
  language: Language,
): Promise<Answered> {
  const text = diagnosisMessages(language);
  const answers = checkAnswers(raw, language);
  const row = await app.db.transaction(async (tx) => {
    const found = await findDiagnosis(tx, id, language, {
      companyId: member.companyId,
      forUpdate: true,
    });
    if (!EDITABLE_STATUSES.includes(found.status)) {
      throw new BusinessError(400, text.notEditable());
    }
    const now = app.now();
    await repo.saveAnswers(tx, found.id, answers, now);
    return { ...found, answers, updated_at: now };
  });
  return { summary: repo.toSummary(row), msg: text.saved() };
}

/**
 * Submits the saved answers for review (1 or 3 → 2); refused naming the unanswered questions
 * (data.missing) unless all are answered. The server scores it here.
 */
export async function submitDiagnosis(
  app: FastifyInstance,
  member: Member,
  id: number,
  language: Language,
): Promise<Answered> {
  const text = diagnosisMessages(language);
  const row = await app.db.transaction(async (tx) => {
    const found = await findDiagnosis(tx, id, language, {
      companyId: member.companyId,
      forUpdate: true,
    });
    if (!EDITABLE_STATUSES.includes(found.status)) {
      throw new BusinessError(400, text.notSubmittable());
    }
    const missing = missingQuestions(found.answers);
    if (missing.length > 0) {
      throw new BusinessError(400, incompleteMessage(missing, language), {
        data: {
          missing: missing.map(({ section, question, number }) => ({
            section: section.key,
            questionId: question.id,
            number,
          })),
        },
      });
    }
    const score = scoreDiagnosis(found.answers);
    const now = app.now();
    await repo.markSubmitted(tx, found.id, score, member.id, now);
    return {
      ...found,
      status: DIAGNOSIS_STATUS.awaiting,
      reject_reason: null,
      submitted_at: now,
      reviewed_at: null,
      updated_at: now,
    };
  });
  return { summary: repo.toSummary(row), msg: text.submitted() };
}

// ---------------------------------------------------------------------------------------------
// The platform's review (`*:*:*` or platform:diagnosis:review, the endpoints' access): queues by
// status across all companies, comments, approve (2 → 4) and reject with a reason (2 → 3). Both
// decisions notify the company's main account and the submitter (type 4, jumpId = diagnosis id,
// which the message centre opens as /diagnosisDetail?param=<id>).

export async function reviewQueue(db: DbExecutor, status: number, page: PageRequest) {
  const found = await repo.diagnosesByStatusPage(db, status, page);
  return { total: found.total, rows: found.rows.map(repo.toReviewEntry) };
}

/** A submitted diagnosis locked for a decision: drafts are not the platform's to see (404). */
async function lockSubmitted(tx: DbExecutor, id: number, language: Language) {
  const row = await findDiagnosis(tx, id, language, { forUpdate: true });
  if (row.status === DIAGNOSIS_STATUS.draft) {
    throw new BusinessError(404, diagnosisMessages(language).notFound());
  }
  if (row.status !== DIAGNOSIS_STATUS.awaiting) {
    throw new BusinessError(400, diagnosisMessages(language).notAwaiting());
  }
  return row;
}

/** Writes the notices in the transaction `tx` that decided; deliverSoon after its commit. */
async function notifyCompany(
  app: FastifyInstance,
  tx: DbExecutor,
  row: DiagnosisRow,
  message: NoticeMessage,
) {
  const receivers = new Set([await repo.findMainAccount(tx, row.company_id), row.submitted_by]);
  for (const memberId of receivers) {
    if (memberId === undefined || memberId === null) continue;
    await notify(
      app,
      { memberId, type: NOTIFICATION_TYPES.diagnosis, message, jumpId: row.id },
      tx,
    );
  }
}

/** Adds a reviewer comment to an awaiting diagnosis (shown on its report). */
export async function addComment(
  app: FastifyInstance,
  reviewer: Member,
  id: number,
  content: string | undefined,
  language: Language,
): Promise<{ id: number; msg: string }> {
  const text = diagnosisMessages(language);
  const trimmed = content?.trim() ?? '';
  assertValid(trimmed ? null : text.commentRequired());
  const commentId = await app.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, id, language);
    return repo.insertComment(tx, {
      diagnosisId: row.id,
      authorId: reviewer.id,
      content: trimmed,
      at: app.now(),
    });
  });
  return { id: commentId, msg: text.commented() };
}

/** Approves an awaiting diagnosis: completed (4), its level becomes the report. */
export async function approveDiagnosis(
  app: FastifyInstance,
  reviewer: Member,
  id: number,
  language: Language,
): Promise<string> {
  await app.db.transaction(async (tx) => {
    const found = await lockSubmitted(tx, id, language);
    await repo.markApproved(tx, found.id, reviewer.id, app.now());
    await notifyCompany(app, tx, found, {
      key: 'diagnosis.approved',
      params: { score: found.overall_score!, level: found.level! },
    });
  });
  app.notificationOutbox.deliverSoon();
  return diagnosisMessages(language).approved();
}

/** Sends an awaiting diagnosis back with a reason (3); the company edits and resubmits. */
export async function rejectDiagnosis(
  app: FastifyInstance,
  reviewer: Member,
  id: number,
  reason: string | undefined,
  language: Language,
): Promise<string> {
  const text = diagnosisMessages(language);
  const trimmed = reason?.trim() ?? '';
  assertValid(trimmed ? null : MESSAGES.reasonRequired);
  await app.db.transaction(async (tx) => {
    const found = await lockSubmitted(tx, id, language);
    const now = app.now();
    await repo.markRejected(tx, found.id, trimmed, reviewer.id, now);
    await repo.insertRejection(tx, {
      diagnosisId: found.id,
      authorId: reviewer.id,
      reason: trimmed,
      at: now,
    });
    await notifyCompany(app, tx, found, { key: 'diagnosis.rejected', params: { reason: trimmed } });
  });
  app.notificationOutbox.deliverSoon();
  return text.rejected();
}
