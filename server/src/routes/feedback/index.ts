import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentMember } from '../../plugins/auth';
import {
  BusinessError,
  Envelope,
  Nullable,
  OptionalText,
  PageEnvelope,
  PageQuery,
  SUCCESS_MSG,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../lib/envelope';
import {
  FEEDBACK_NOT_FOUND_MSG,
  FeedbackDetail,
  FeedbackIdParams,
  FeedbackStatus,
  FeedbackType,
  isoOrNull,
  loadFeedback,
} from './feedback-detail';

const FEEDBACK_TYPES = new Set([1, 2, 3, 4]);
const MAX_ATTACHMENTS = 9;

const FeedbackBody = Type.Object(
  {
    // Optional in the schema so that a missing value gets the form's message.
    type: Type.Optional(FeedbackType),
    title: OptionalText(100),
    content: OptionalText(2000),
    contact: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    attachments: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
        description: `file ids from POST upload, at most ${MAX_ATTACHMENTS}`,
      }),
    ),
  },
  { additionalProperties: false },
);

const FeedbackSummary = Type.Object({
  id: Type.Integer(),
  type: FeedbackType,
  title: Type.String(),
  status: FeedbackStatus,
  createTime: Type.String({ format: 'date-time' }),
  replyTime: Nullable(Type.String({ format: 'date-time' })),
  attachmentCount: Type.Integer(),
});

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
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
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
        attachments.length > MAX_ATTACHMENTS ? `最多上传${MAX_ATTACHMENTS}个附件` : null,
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
        querystring: Type.Intersect([
          PageQuery,
          Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
        ]),
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
        type: number;
        title: string;
        status: number;
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
