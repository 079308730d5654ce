import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountMessageAnswer,
  CertificationBody,
  CertificationChange,
  CertificationCompanyParams,
  CertificationQuery,
  CertificationRejectBody,
  CertificationRequest,
  type Static,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { currentMember } from '../../platform/auth/plugin';
import { MESSAGES, normaliseCompanyNumber, validateCompanyNumber } from '@portal/validators';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  assertValid,
  ok,
  rejectUnknownFields,
  SUCCESS_MSG,
} from '../../platform/http/envelope';
import { findCompanyFile } from '../../modules/files/service';
import { notify, NOTIFICATION_TYPES } from '../../modules/notifications/notifications';
import { requireMainAccount, requirePermission } from '../../platform/auth/permissions';

const NotFoundMsg = '认证申请不存在或已处理';

/** The pending request of a (non-platform) company, locked for the decision. */
async function lockPending(tx: DbExecutor, companyId: number) {
  const { rows } = await tx.query<{ id: number; name: string; applicant_id: number | null }>(
    `SELECT id, name, applicant_id FROM companies
      WHERE id = $1 AND review_status = 1 AND NOT is_platform FOR UPDATE`,
    [companyId],
  );
  const company = rows[0];
  if (!company) throw new BusinessError(400, NotFoundMsg);
  const main = await tx.query<{ id: number }>(
    'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  return { ...company, mainId: main.rows[0]!.id };
}

/**
 * Enterprise verification (spec §4): a main account submits its registration number, legal
 * person and licence; a platform operator approves or rejects it. Both decisions notify the
 * applicant (notifications type 5).
 */
const certificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Written in the decision's transaction `tx`; delivered after its commit. */
  const notifyApplicant = (
    tx: DbExecutor,
    company: { id: number; mainId: number; applicant_id: number | null; name: string },
    outcome: { key: 'certification.approved' } | { key: 'certification.rejected'; reason: string },
  ) =>
    notify(
      app,
      {
        memberId: company.applicant_id ?? company.mainId,
        type: NOTIFICATION_TYPES.certification,
        message: {
          key: outcome.key,
          params: { company: company.name, reason: 'reason' in outcome ? outcome.reason : null },
        },
        jumpId: company.id,
      },
      tx,
    );

  app.post(
    '/member/certification',
    {
      preValidation: rejectUnknownFields(CertificationBody),
      schema: {
        tags: ['company'],
        summary: 'Submit the company for verification (main account)',
        body: CertificationBody,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          name: string;
          country: string | null;
          review_status: number;
        }>('SELECT name, country, review_status FROM companies WHERE id = $1 FOR NO KEY UPDATE', [
          member.companyId,
        ]);
        const company = rows[0]!;
        if (company.review_status === 1) throw new BusinessError(400, '认证审核中，请勿重复提交');
        if (company.review_status === 2) throw new BusinessError(400, '企业已通过认证');
        const country = company.country?.trim();
        assertValid(
          company.name.trim() ? null : '请先完善企业名称',
          country ? null : '请先选择企业所在国家或地区',
        );
        const creditCode = normaliseCompanyNumber(country!, body.creditCode);
        const legalPerson = body.legalPerson.trim();
        assertValid(
          creditCode ? null : '注册编号不能为空',
          validateCompanyNumber(country!, creditCode),
          legalPerson ? null : '法定代表人不能为空',
        );
        const licence = await findCompanyFile(tx, member.companyId, body.licenceFile);
        assertValid(
          licence && (licence.fileType === 'image' || licence.mimeType === 'application/pdf')
            ? null
            : '营业执照文件不存在或格式不正确',
        );
        const taken = await tx.query(
          'SELECT 1 FROM companies WHERE credit_code = $1 AND id <> $2',
          [creditCode, member.companyId],
        );
        assertValid(taken.rows.length > 0 ? '该注册编号已被其他企业使用' : null);
        await tx.query(
          `UPDATE companies SET credit_code = $2, legal_person = $3, licence_file = $4, review_status = 1,
             reject_reason = NULL, submitted_at = $5, applicant_id = $6, review_changes = NULL
           WHERE id = $1`,
          [member.companyId, creditCode, legalPerson, body.licenceFile, app.now(), member.id],
        );
        await tx.query('UPDATE members SET status = 1 WHERE id = $1', [member.id]);
      });
      return { code: 200, msg: '已提交认证，请等待审核' };
    },
  );

  app.delete(
    '/member/certification',
    {
      schema: {
        tags: ['company'],
        summary: 'Withdraw a pending verification request (main account)',
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE companies SET review_status = 0, submitted_at = NULL, review_changes = NULL
            WHERE id = $1 AND review_status = 1 RETURNING id`,
          [member.companyId],
        );
        if (rows.length === 0) throw new BusinessError(400, '没有待审核的认证申请');
        await tx.query('UPDATE members SET status = 0 WHERE id = $1', [member.id]);
      });
      return { code: 200, msg: '已撤回认证申请' };
    },
  );

  app.get(
    '/operator/certifications',
    {
      schema: {
        tags: ['operator'],
        summary: `Verification requests by status (operators: *:*:* or ${PERMISSIONS.certificationReview})`,
        querystring: CertificationQuery,
        response: { 200: PageEnvelope(CertificationRequest) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.certificationReview);
      const { status, pageNum, pageSize } = request.query;
      const total = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM companies WHERE review_status = $1 AND NOT is_platform',
        [status],
      );
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        country: string | null;
        credit_code: string | null;
        legal_person: string | null;
        licence_file: number | null;
        submitted_at: Date | null;
        review_status: number;
        reject_reason: string | null;
        review_changes: string | null;
        applicant_id: number | null;
        applicant_username: string | null;
        applicant_name: string | null;
      }>(
        `SELECT c.id, c.name, c.country, c.credit_code, c.legal_person, c.licence_file, c.submitted_at,
                c.review_status, c.reject_reason, c.review_changes, m.id AS applicant_id, m.username AS applicant_username,
                m.name AS applicant_name
           FROM companies c
           LEFT JOIN members m ON m.id = COALESCE(c.applicant_id,
             (SELECT min(id) FROM members WHERE company_id = c.id AND mid = 0))
          WHERE c.review_status = $1 AND NOT c.is_platform
          ORDER BY c.submitted_at ASC NULLS LAST, c.id
          LIMIT $2 OFFSET $3`,
        [status, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          companyId: row.id,
          companyName: row.name,
          country: row.country?.trim() ?? null,
          creditCode: row.credit_code,
          legalPerson: row.legal_person,
          licenceFile: row.licence_file,
          submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
          reviewStatus: row.review_status,
          rejectReason: row.reject_reason,
          changes: row.review_changes
            ? (JSON.parse(row.review_changes) as Static<typeof CertificationChange>[])
            : null,
          applicant:
            row.applicant_id === null
              ? null
              : {
                  id: row.applicant_id,
                  username: row.applicant_username!,
                  name: row.applicant_name,
                },
        })),
      };
    },
  );

  app.post(
    '/operator/certifications/:companyId/approve',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve a pending verification request',
        params: CertificationCompanyParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.certificationReview);
      await app.db.transaction(async (tx) => {
        const pending = await lockPending(tx, request.params.companyId);
        await tx.query(
          `UPDATE companies SET review_status = 2, corporate_label = 2, reject_reason = NULL, review_changes = NULL
            WHERE id = $1`,
          [pending.id],
        );
        await tx.query('UPDATE members SET status = 2 WHERE id = $1', [pending.mainId]);
        await notifyApplicant(tx, pending, { key: 'certification.approved' });
      });
      app.notificationOutbox.deliverSoon();
      return ok(null, '已通过认证');
    },
  );

  app.post(
    '/operator/certifications/:companyId/reject',
    {
      preValidation: rejectUnknownFields(CertificationRejectBody),
      schema: {
        tags: ['operator'],
        summary: 'Reject a pending verification request with a reason',
        params: CertificationCompanyParams,
        body: CertificationRejectBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.certificationReview);
      const reason = request.body.reason?.trim() ?? '';
      assertValid(reason ? null : MESSAGES.reasonRequired);
      await app.db.transaction(async (tx) => {
        const pending = await lockPending(tx, request.params.companyId);
        await tx.query(
          `UPDATE companies SET review_status = 3, reject_reason = $2, review_changes = NULL WHERE id = $1`,
          [pending.id, reason],
        );
        await tx.query('UPDATE members SET status = 3 WHERE id = $1', [pending.mainId]);
        await notifyApplicant(tx, pending, { key: 'certification.rejected', reason });
      });
      app.notificationOutbox.deliverSoon();
      return ok(null, '已拒绝认证');
    },
  );
};

export default certificationRoutes;
