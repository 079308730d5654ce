import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  DiagnosisCommentBody,
  DiagnosisCreatedId,
  DiagnosisIdParams,
  DiagnosisRejectBody,
  DiagnosisReviewEntry,
  DiagnosisReviewQuery,
} from '@portal/contracts/schemas';
import { MESSAGES } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import { currentMember } from '../../platform/auth/plugin';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { notify, NOTIFICATION_TYPES } from '../../modules/notifications/notifications';
import type { NoticeMessage } from '../../lib/notice-texts';
import { requirePermission } from '../../platform/auth/permissions';
import { diagnosisMessages } from '../../lib/diagnosis-messages';
import {
  DIAGNOSIS_COLUMNS,
  DIAGNOSIS_FROM,
  DIAGNOSIS_STATUS,
  findDiagnosis,
  toSummary,
  type DiagnosisRow,
} from './diagnosis-record';

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

/**
 * The platform's review of diagnoses (`*:*:*` or platform:diagnosis:review): queues by status
 * across all companies, comments, approve (2 → 4) and reject with a reason (2 → 3). Both
 * decisions notify the company's main account and the submitter (type 4, jumpId = diagnosis id,
 * which the message centre opens as /diagnosisDetail?param=<id>).
 */
const diagnosisReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Writes the notices in the transaction `tx` that decided; deliverSoon after its commit. */
  async function notifyCompany(tx: DbExecutor, row: DiagnosisRow, message: NoticeMessage) {
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
      [row.company_id],
    );
    const receivers = new Set([rows[0]?.id, row.submitted_by]);
    for (const memberId of receivers) {
      if (memberId === undefined || memberId === null) continue;
      await notify(
        app,
        { memberId, type: NOTIFICATION_TYPES.diagnosis, message, jumpId: row.id },
        tx,
      );
    }
  }

  app.get(
    '/operator/diagnoses',
    {
      schema: {
        tags: ['operator'],
        summary: `Submitted diagnoses of every company by status, oldest submission first (${PERMISSIONS.diagnosisReview})`,
        querystring: DiagnosisReviewQuery,
        response: { 200: PageEnvelope(DiagnosisReviewEntry) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.diagnosisReview);
      const { status, pageNum, pageSize } = request.query;
      const total = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM diagnoses WHERE status = $1',
        [status],
      );
      // Awaiting ones oldest first (a queue); decided ones most recently decided first.
      const order =
        status === DIAGNOSIS_STATUS.awaiting
          ? 'd.submitted_at ASC, d.id ASC'
          : 'd.reviewed_at DESC NULLS LAST, d.id DESC';
      const { rows } = await app.db.query<DiagnosisRow>(
        `SELECT ${DIAGNOSIS_COLUMNS} FROM ${DIAGNOSIS_FROM}
          WHERE d.status = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`,
        [status, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          ...toSummary(row, true),
          companyId: row.company_id,
          companyName: row.company_name,
          country: row.country.trim(),
          submitterName: row.submitter_name,
        })),
      };
    },
  );

  app.post(
    '/operator/diagnoses/:id/comments',
    {
      preValidation: rejectUnknownFields(DiagnosisCommentBody),
      schema: {
        tags: ['operator'],
        summary: 'Add a reviewer comment to an awaiting diagnosis (shown on its report)',
        params: DiagnosisIdParams,
        body: DiagnosisCommentBody,
        response: { 200: Envelope(DiagnosisCreatedId) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const text = diagnosisMessages(language);
      requirePermission(member, PERMISSIONS.diagnosisReview);
      const content = request.body.content?.trim() ?? '';
      assertValid(content ? null : text.commentRequired());
      const id = await app.db.transaction(async (tx) => {
        const row = await lockSubmitted(tx, request.params.id, language);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO diagnosis_comments (diagnosis_id, author_id, kind, content, created_at)
           VALUES ($1, $2, 'comment', $3, $4) RETURNING id`,
          [row.id, member.id, content, app.now()],
        );
        return rows[0]!.id;
      });
      return ok({ id }, text.commented());
    },
  );

  app.post(
    '/operator/diagnoses/:id/approve',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve an awaiting diagnosis: completed (4), its level becomes the report',
        params: DiagnosisIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      requirePermission(member, PERMISSIONS.diagnosisReview);
      await app.db.transaction(async (tx) => {
        const found = await lockSubmitted(tx, request.params.id, language);
        await tx.query(
          'UPDATE diagnoses SET status = 4, reviewed_by = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1',
          [found.id, member.id, app.now()],
        );
        await notifyCompany(tx, found, {
          key: 'diagnosis.approved',
          params: { score: found.overall_score!, level: found.level! },
        });
      });
      app.notificationOutbox.deliverSoon();
      return ok(null, diagnosisMessages(language).approved());
    },
  );

  app.post(
    '/operator/diagnoses/:id/reject',
    {
      preValidation: rejectUnknownFields(DiagnosisRejectBody),
      schema: {
        tags: ['operator'],
        summary:
          'Send an awaiting diagnosis back with a reason (3); the company edits and resubmits',
        params: DiagnosisIdParams,
        body: DiagnosisRejectBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const text = diagnosisMessages(language);
      requirePermission(member, PERMISSIONS.diagnosisReview);
      const reason = request.body.reason?.trim() ?? '';
      assertValid(reason ? null : MESSAGES.reasonRequired);
      await app.db.transaction(async (tx) => {
        const found = await lockSubmitted(tx, request.params.id, language);
        const now = app.now();
        await tx.query(
          `UPDATE diagnoses SET status = 3, reject_reason = $2, reviewed_by = $3, reviewed_at = $4,
             updated_at = $4 WHERE id = $1`,
          [found.id, reason, member.id, now],
        );
        await tx.query(
          `INSERT INTO diagnosis_comments (diagnosis_id, author_id, kind, content, created_at)
           VALUES ($1, $2, 'rejection', $3, $4)`,
          [found.id, member.id, reason, now],
        );
        await notifyCompany(tx, found, { key: 'diagnosis.rejected', params: { reason } });
      });
      app.notificationOutbox.deliverSoon();
      return ok(null, text.rejected());
    },
  );
};

export default diagnosisReviewRoutes;
