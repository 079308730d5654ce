import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_MAX_ATTACHMENTS } from '@portal/contracts';
import {
  FeedbackBody,
  FeedbackCreated,
  FeedbackDetail,
  FeedbackIdParams,
  FeedbackListQuery,
  FeedbackSummary,
} from '@portal/contracts/schemas';
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
import {
  FEEDBACK_NOT_FOUND_MSG,
  isoOrNull,
  loadFeedback,
  type StoredFeedbackStatus,
  type StoredFeedbackType,
} from './feedback-detail';

const FEEDBACK_TYPES = new Set([1, 2, 3, 4]);
/**
 * Feedback to the platform (spec §2 /feedbackIndex, /feedbackForm, /feedbackInfo): any member
 * submits it with files their company uploaded and reads only their own; operators answer it
 * (./operator.ts). Behind the authentication gate.
 */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/feedback',
    {
      preValidation: rejectUnknownFields(FeedbackBody),
      schema: {
        tags: ['feedback'],
        summary: 'Submit feedback',
        body: FeedbackBody,
        response: { 200: Envelope(FeedbackCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const body = request.body;
      const title = body.title?.trim() ?? '';
      const content = body.content?.trim() ?? '';
      const contact = body.contact?.trim() || null;
      const attachments = [...new Set(body.attachments ?? [])];
      assertValid(
        body.type !== undefined && FEEDBACK_TYPES.has(body.type) ? null : '请选择反馈类型',
        title ? null : '请输入反馈标题',
        content ? null : '请输入反馈内容',
        attachments.length > FEEDBACK_MAX_ATTACHMENTS
          ? `最多上传${FEEDBACK_MAX_ATTACHMENTS}个附件`
          : null,
      );
      if (attachments.length > 0) {
        const { rows } = await app.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
          [attachments, member.companyId],
        );
        assertValid(rows[0]!.count === attachments.length ? null : '附件不存在');
      }
      const id = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO feedback (company_id, member_id, type, title, content, contact, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [member.companyId, member.id, body.type, title, content, contact, app.now()],
        );
        const feedbackId = rows[0]!.id;
        for (const [position, fileId] of attachments.entries()) {
          await tx.query(
            'INSERT INTO feedback_attachments (feedback_id, file_id, position) VALUES ($1, $2, $3)',
            [feedbackId, fileId, position],
          );
        }
        return feedbackId;
      });
      return ok({ id }, '提交成功');
    },
  );

  app.get(
    '/feedback/list',
    {
      schema: {
        tags: ['feedback'],
        summary: "The caller's feedback, newest first",
        querystring: FeedbackListQuery,
        response: { 200: PageEnvelope(FeedbackSummary) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, status = null } = request.query;
      const filter = 'f.member_id = $1 AND ($2::int IS NULL OR f.status = $2)';
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM feedback f WHERE ${filter}`,
        [member.id, status],
      );
      const { rows } = await app.db.query<{
        id: number;
        type: StoredFeedbackType;
        title: string;
        status: StoredFeedbackStatus;
        created_at: Date;
        replied_at: Date | null;
        attachment_count: number;
      }>(
        `SELECT f.id, f.type, f.title, f.status, f.created_at, f.replied_at,
                (SELECT count(*)::int FROM feedback_attachments a WHERE a.feedback_id = f.id) AS attachment_count
           FROM feedback f WHERE ${filter}
          ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
        [member.id, status, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          status: row.status,
          createTime: new Date(row.created_at).toISOString(),
          replyTime: isoOrNull(row.replied_at),
          attachmentCount: row.attachment_count,
        })),
      };
    },
  );

  app.get(
    '/feedback/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: 'One of the caller’s feedback with its attachments and the reply',
        params: FeedbackIdParams,
        response: { 200: Envelope(FeedbackDetail) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const feedback = await loadFeedback(app.db, request.params.id, member.id);
      if (!feedback) throw new BusinessError(404, FEEDBACK_NOT_FOUND_MSG);
      return ok(feedback.detail);
    },
  );
};

export default feedbackRoutes;
