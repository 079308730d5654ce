import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MembershipApplication,
  MembershipApplicationParams,
  MembershipApplicationQuery,
  MembershipApplied,
  MembershipApplyBody,
  MembershipDeclineBody,
  MembershipOverview,
  MembershipTier,
} from '@portal/contracts/schemas';
import { MESSAGES } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requireMainAccount, requirePermission } from '../../platform/auth/permissions';
import {
  TIER_COLUMNS,
  countPublishedProducts,
  countSubAccounts,
  currentMembership,
  exhibitionUsage,
  storageUsed,
  toTier,
  type TierRow,
} from '../../lib/quotas';
import { platformToday } from '../../platform/calendar';
import { currentMember } from '../../platform/auth/plugin';
import { notify, NOTIFICATION_TYPES } from '../../modules/notifications/service';

export const TIER_REQUIRED_MSG = '请选择要开通的会员等级';
export const APPLICATION_PENDING_MSG = '已有待处理的开通申请';
const APPLICATION_NOT_FOUND_MSG = '开通申请不存在或已处理';
const DAY_MS = 86_400_000;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/** YYYY-MM-DD in China Standard Time, the portal's business calendar. */
function chinaDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The tier list anyone may read (the membership centre's price table); outside the gate. */
export const membershipTierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/memberRole/tiers',
    {
      schema: {
        tags: ['membership'],
        summary: 'Membership tiers with quotas, benefits and prices, lowest first (public)',
        response: { 200: Envelope(Type.Array(MembershipTier)) },
      },
    },
    async () => {
      const { rows } = await app.db.query<TierRow>(
        `SELECT ${TIER_COLUMNS} FROM membership_tiers t ORDER BY t.rank`,
      );
      return ok(rows.map(toTier));
    },
  );
};

/**
 * The membership centre (spec §6): the company's tier and quota usage, requests to open a paid
 * tier, and the operator's queue that activates them once paid offline.
 */
const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/memberRole/overview',
    {
      schema: {
        tags: ['membership'],
        summary: "The company's tier, term, quota usage and pending request",
        response: { 200: Envelope(MembershipOverview) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { tier, startsAt, expiresAt } = await currentMembership(
        app.db,
        member.companyId,
        app.now(),
      );
      const start = await app.db.query<{ id: number }>(
        'SELECT id FROM membership_tiers ORDER BY rank LIMIT 1',
      );
      const pending = await app.db.query<{ id: number; role_key: string; created_at: Date }>(
        `SELECT a.id, t.role_key, a.created_at
           FROM membership_applications a JOIN membership_tiers t ON t.id = a.tier_id
          WHERE a.company_id = $1 AND a.status = 0`,
        [member.companyId],
      );
      const application = pending.rows[0];
      const shown = await exhibitionUsage(app.db, member.companyId, platformToday(app.now()));
      return ok({
        tier,
        startTime: startsAt ? startsAt.toISOString() : null,
        expireTime: expiresAt ? expiresAt.toISOString() : null,
        trial: tier.id === start.rows[0]!.id,
        usage: {
          products: {
            used: await countPublishedProducts(app.db, member.companyId),
            quota: tier.productQuota,
          },
          subAccounts: {
            used: await countSubAccounts(app.db, member.companyId),
            quota: tier.subAccountQuota,
          },
          // Registrations under review or approved for exhibitions not ended (docs/exhibitions.md).
          exhibitions: { used: shown.exhibitions, quota: tier.exhibitionQuota },
          exhibits: { used: shown.exhibits, quota: tier.exhibitQuota },
          storage: { used: await storageUsed(app.db, member.companyId), quota: tier.storageQuota },
        },
        pendingApplication: application
          ? {
              id: application.id,
              roleKey: application.role_key,
              createTime: new Date(application.created_at).toISOString(),
            }
          : null,
      });
    },
  );

  app.post(
    '/memberRole/apply',
    {
      preValidation: rejectUnknownFields(MembershipApplyBody),
      schema: {
        tags: ['membership'],
        summary: 'Request a paid tier (main account); the platform activates it after payment',
        body: MembershipApplyBody,
        response: { 200: Envelope(MembershipApplied) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { rows } = await app.db.query<{ id: number }>(
        `SELECT id FROM membership_tiers
          WHERE role_key = $1 AND rank > (SELECT min(rank) FROM membership_tiers)`,
        [request.body.roleKey ?? ''],
      );
      const tier = rows[0];
      assertValid(tier ? null : TIER_REQUIRED_MSG);
      try {
        const inserted = await app.db.transaction(async (tx) => {
          const pending = await tx.query(
            'SELECT 1 FROM membership_applications WHERE company_id = $1 AND status = 0',
            [member.companyId],
          );
          if (pending.rows.length > 0) throw new BusinessError(400, APPLICATION_PENDING_MSG);
          return tx.query<{ id: number }>(
            `INSERT INTO membership_applications (company_id, tier_id, applicant_id, created_at)
             VALUES ($1, $2, $3, $4) RETURNING id`,
            [member.companyId, tier!.id, member.id, app.now()],
          );
        });
        return ok({ id: inserted.rows[0]!.id }, '已提交开通申请，请等待平台确认');
      } catch (error) {
        // A parallel request won the one pending slot (partial unique index).
        if (isUniqueViolation(error)) throw new BusinessError(400, APPLICATION_PENDING_MSG);
        throw error;
      }
    },
  );

  app.get(
    '/operator/membershipApplications',
    {
      schema: {
        tags: ['operator'],
        summary: `Membership requests by status, oldest first (operators: *:*:* or ${PERMISSIONS.membershipManage})`,
        querystring: MembershipApplicationQuery,
        response: { 200: PageEnvelope(MembershipApplication) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.membershipManage);
      const { status, pageNum, pageSize } = request.query;
      const total = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM membership_applications WHERE status = $1',
        [status],
      );
      const { rows } = await app.db.query<{
        id: number;
        company_id: number;
        company_name: string;
        role_key: string;
        role_name: string;
        applicant_name: string | null;
        created_at: Date;
        status: number;
      }>(
        `SELECT a.id, a.company_id, c.name AS company_name, t.role_key, t.role_name,
                coalesce(m.name, m.username) AS applicant_name, a.created_at, a.status
           FROM membership_applications a
           JOIN companies c ON c.id = a.company_id
           JOIN membership_tiers t ON t.id = a.tier_id
           JOIN members m ON m.id = a.applicant_id
          WHERE a.status = $1
          ORDER BY a.created_at, a.id
          LIMIT $2 OFFSET $3`,
        [status, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          id: row.id,
          companyId: row.company_id,
          companyName: row.company_name,
          roleKey: row.role_key,
          roleName: row.role_name,
          applicantName: row.applicant_name,
          createTime: new Date(row.created_at).toISOString(),
          status: row.status,
        })),
      };
    },
  );

  /** A pending request, locked for the decision. */
  const lockPending = async (tx: DbExecutor, id: number) => {
    const { rows } = await tx.query<{
      id: number;
      company_id: number;
      tier_id: number;
      applicant_id: number;
      role_key: string;
      duration_days: number | null;
    }>(
      `SELECT a.id, a.company_id, a.tier_id, a.applicant_id, t.role_key, t.duration_days
         FROM membership_applications a JOIN membership_tiers t ON t.id = a.tier_id
        WHERE a.id = $1 AND a.status = 0 FOR UPDATE OF a`,
      [id],
    );
    if (!rows[0]) throw new BusinessError(400, APPLICATION_NOT_FOUND_MSG);
    return rows[0];
  };

  app.put(
    '/operator/membershipApplications/:id/activate',
    {
      schema: {
        tags: ['operator'],
        summary: 'Activate a paid request: a new term, or the active one of that tier extended',
        params: MembershipApplicationParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.membershipManage);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const application = await lockPending(tx, request.params.id);
        const term = application.duration_days === null ? null : application.duration_days * DAY_MS;
        const active = await tx.query<{ id: number; expires_at: Date | null }>(
          `SELECT id, expires_at FROM company_memberships
            WHERE company_id = $1 AND tier_id = $2 AND starts_at <= $3
              AND (expires_at IS NULL OR expires_at > $3)
            ORDER BY expires_at DESC NULLS FIRST LIMIT 1 FOR UPDATE`,
          [application.company_id, application.tier_id, now],
        );
        const current = active.rows[0];
        let expiresAt: Date | null;
        if (current) {
          // Renewal: the new term follows the one still running, so no paid day is lost.
          expiresAt =
            current.expires_at === null || term === null
              ? null
              : new Date(new Date(current.expires_at).getTime() + term);
          await tx.query('UPDATE company_memberships SET expires_at = $2 WHERE id = $1', [
            current.id,
            expiresAt,
          ]);
        } else {
          expiresAt = term === null ? null : new Date(now.getTime() + term);
          await tx.query(
            `INSERT INTO company_memberships (company_id, tier_id, starts_at, expires_at)
             VALUES ($1, $2, $3, $4)`,
            [application.company_id, application.tier_id, now, expiresAt],
          );
        }
        await tx.query(
          `UPDATE membership_applications SET status = 1, decided_at = $2, decided_by = $3 WHERE id = $1`,
          [application.id, now, member.id],
        );
        await notify(
          app,
          {
            memberId: application.applicant_id,
            type: NOTIFICATION_TYPES.membership,
            message: {
              key: 'membership.activated',
              params: {
                tier: application.role_key,
                until: expiresAt ? chinaDate(expiresAt) : null,
              },
            },
            jumpId: application.id,
          },
          tx,
        );
      });
      app.notificationOutbox.deliverSoon();
      request.log.info(
        { event: 'membership_activated', operatorId: member.id, applicationId: request.params.id },
        'membership activated',
      );
      return ok(null, '已开通会员');
    },
  );

  app.put(
    '/operator/membershipApplications/:id/decline',
    {
      preValidation: rejectUnknownFields(MembershipDeclineBody),
      schema: {
        tags: ['operator'],
        summary: 'Decline a request with a reason',
        params: MembershipApplicationParams,
        body: MembershipDeclineBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.membershipManage);
      const reason = request.body.reason?.trim() ?? '';
      assertValid(reason ? null : MESSAGES.reasonRequired);
      await app.db.transaction(async (tx) => {
        const application = await lockPending(tx, request.params.id);
        await tx.query(
          `UPDATE membership_applications SET status = 2, decline_reason = $2, decided_at = $3, decided_by = $4
            WHERE id = $1`,
          [application.id, reason, app.now(), member.id],
        );
      });
      return ok(null, '已拒绝申请');
    },
  );
};

export default membershipRoutes;
