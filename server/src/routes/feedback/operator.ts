import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FeedbackIdParams,
  FeedbackListQuery,
  FeedbackReplyBody,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary,
} from '@portal/contracts/schemas';
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
import { notify, NOTIFICATION_TYPES } from '../../modules/notifications/notifications';
import { requestLanguage } from '../../platform/language/language';
import { requirePermission } from '../../platform/auth/permissions';
import {
  FEEDBACK_NOT_FOUND_MSG,
  SUBMITTER_SQL,
  feedbackTitle,
  isoOrNull,
  loadFeedback,
  type StoredFeedbackStatus,
  type StoredFeedbackType,
} from './feedback-detail';

const ALREADY_REPLIED_MSG = '该反馈已回复';

/** The feedback locked for a decision; 404 when missing, 400 once it has been replied to. */
async function lockOpenFeedback(tx: DbExecutor, id: number) {
  const { rows } = await tx.query<{
    id: number;
    company_id: number | null;
    member_id: number | null;
    title: string;
    status: number;
  }>('SELECT id, company_id, member_id, title, status FROM feedback WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  const feedback = rows[0];
  if (!feedback) throw new BusinessError(404, FEEDBACK_NOT_FOUND_MSG);
  if (feedback.status === 2) throw new BusinessError(400, ALREADY_REPLIED_MSG);
  return feedback;
}

/**
 * The platform's side of feedback: every company's feedback, marking it as being processed and
 * replying once, which notifies the submitter (notifications type 6). Operators only
 * (`*:*:*` or platform:feedback:reply).
 */
const operatorFeedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/operator/feedback',
    {
      schema: {
        tags: ['operator'],
        summary: `All feedback, newest first (operators: *:*:* or ${PERMISSIONS.feedbackReply})`,
        querystring: FeedbackListQuery,
        response: { 200: PageEnvelope(OperatorFeedbackSummary) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.feedbackReply);
      const language = requestLanguage(request.headers['accept-language']);
      const { pageNum, pageSize, status = null } = request.query;
      const total = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM feedback WHERE $1::int IS NULL OR status = $1',
        [status],
      );
      const { rows } = await app.db.query<{
        id: number;
        type: StoredFeedbackType;
        title: string;
        status: StoredFeedbackStatus;
        created_at: Date;
        replied_at: Date | null;
        attachment_count: number;
        company_name: string;
        submitter_name: string;
        source: 'member' | 'contact';
        contact_topic: string | null;
      }>(
        `SELECT f.id, f.type, f.title, f.status, f.created_at, f.replied_at,
                (SELECT count(*)::int FROM feedback_attachments a WHERE a.feedback_id = f.id) AS attachment_count,
                ${SUBMITTER_SQL.columns}
           FROM feedback f ${SUBMITTER_SQL.joins}
          WHERE $1::int IS NULL OR f.status = $1
          ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
        [status, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: feedbackTitle(row, language),
          status: row.status,
          createTime: new Date(row.created_at).toISOString(),
          replyTime: isoOrNull(row.replied_at),
          attachmentCount: row.attachment_count,
          companyName: row.company_name,
          submitterName: row.submitter_name,
          source: row.source,
        })),
      };
    },
  );

  app.get(
    '/operator/feedback/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One feedback with its attachments, company and submitter',
        params: FeedbackIdParams,
        response: { 200: Envelope(OperatorFeedbackDetail) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.feedbackReply);
      const language = requestLanguage(request.headers['accept-language']);
      const feedback = await loadFeedback(app.db, request.params.id, null, language);
      if (!feedback) throw new BusinessError(404, FEEDBACK_NOT_FOUND_MSG);
      return ok({
        ...feedback.detail,
        companyName: feedback.companyName,
        submitterName: feedback.submitterName,
        source: feedback.source,
      });
    },
  );

  app.put(
    '/operator/feedback/:id/processing',
    {
      schema: {
        tags: ['operator'],
        summary: 'Mark feedback as being processed (not once replied to)',
        params: FeedbackIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.feedbackReply);
      await app.db.transaction(async (tx) => {
        const feedback = await lockOpenFeedback(tx, request.params.id);
        await tx.query('UPDATE feedback SET status = 1 WHERE id = $1', [feedback.id]);
      });
      return ok(null, '已标记为处理中');
    },
  );

  app.put(
    '/operator/feedback/:id/reply',
    {
      preValidation: rejectUnknownFields(FeedbackReplyBody),
      schema: {
        tags: ['operator'],
        summary: 'Reply to feedback (once) and notify the submitter',
        params: FeedbackIdParams,
        body: FeedbackReplyBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.feedbackReply);
      const reply = request.body.reply?.trim() ?? '';
      assertValid(reply ? null : '请输入回复内容');
      await app.db.transaction(async (tx) => {
        const open = await lockOpenFeedback(tx, request.params.id);
        await tx.query(
          'UPDATE feedback SET status = 2, reply = $2, replied_by = $3, replied_at = $4 WHERE id = $1',
          [open.id, reply, member.id, app.now()],
        );
        // A guest's contact-form message has no member to notify: the operator answers by the
        // e-mail or phone it gives, and the reply is kept here.
        if (open.member_id === null) return;
        await notify(
          app,
          {
            memberId: open.member_id,
            type: NOTIFICATION_TYPES.feedbackReply,
            message: { key: 'feedback.replied', params: { feedback: open.title, reply } },
            jumpId: open.id,
          },
          tx,
        );
      });
      app.notificationOutbox.deliverSoon();
      return ok(null, '回复成功');
    },
  );
};

export default operatorFeedbackRoutes;
