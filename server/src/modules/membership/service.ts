import type { FastifyInstance } from 'fastify';
import type { MembershipOverview, Static } from '@portal/contracts/schemas';
import { MESSAGES } from '@portal/validators';
import { requireMainAccount } from '../../platform/auth/permissions';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { platformToday } from '../../platform/calendar';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { PageRequest } from '../../platform/db/paging';
import { assertValid, BusinessError } from '../../platform/http/envelope';
import {
  countPublishedProducts,
  countSubAccounts,
  currentMembership,
  exhibitionUsage,
  storageUsed,
} from '../../lib/quotas';
import { notify, NOTIFICATION_TYPES } from '../notifications/service';
import {
  applicationPage,
  extendTerm,
  findPaidTier,
  hasPendingApplication,
  insertApplication,
  insertTerm,
  lockActiveTerm,
  lockPendingApplication,
  markActivated,
  markDeclined,
  pendingApplicationOf,
  readTiers,
  startTierId,
} from './repo';

const TIER_REQUIRED_MSG = '请选择要开通的会员等级';
const APPLICATION_PENDING_MSG = '已有待处理的开通申请';
const APPLICATION_NOT_FOUND_MSG = '开通申请不存在或已处理';
const DAY_MS = 86_400_000;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/** YYYY-MM-DD in China Standard Time, the portal's business calendar. */
function chinaDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function membershipTiers(db: DbExecutor) {
  return readTiers(db);
}

/** The company's tier, term, quota usage and pending request. */
export async function membershipOverview(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<Static<typeof MembershipOverview>> {
  const { tier, startsAt, expiresAt } = await currentMembership(db, companyId, now);
  const startId = await startTierId(db);
  const application = await pendingApplicationOf(db, companyId);
  const shown = await exhibitionUsage(db, companyId, platformToday(now));
  return {
    tier,
    startTime: startsAt ? startsAt.toISOString() : null,
    expireTime: expiresAt ? expiresAt.toISOString() : null,
    trial: tier.id === startId,
    usage: {
      products: { used: await countPublishedProducts(db, companyId), quota: tier.productQuota },
      subAccounts: { used: await countSubAccounts(db, companyId), quota: tier.subAccountQuota },
      // Registrations under review or approved for exhibitions not ended (docs/exhibitions.md).
      exhibitions: { used: shown.exhibitions, quota: tier.exhibitionQuota },
      exhibits: { used: shown.exhibits, quota: tier.exhibitQuota },
      storage: { used: await storageUsed(db, companyId), quota: tier.storageQuota },
    },
    pendingApplication: application
      ? {
          id: application.id,
          roleKey: application.role_key,
          createTime: new Date(application.created_at).toISOString(),
        }
      : null,
  };
}

/** A main account requests a paid tier; answers the request's id. One pending at a time. */
export async function applyForTier(
  db: Db,
  member: AuthenticatedMember,
  roleKey: string | undefined,
  now: Date,
): Promise<number> {
  requireMainAccount(member);
  const tier = await findPaidTier(db, roleKey ?? '');
  assertValid(tier ? null : TIER_REQUIRED_MSG);
  try {
    return await db.transaction(async (tx) => {
      if (await hasPendingApplication(tx, member.companyId)) {
        throw new BusinessError(400, APPLICATION_PENDING_MSG);
      }
      return insertApplication(tx, member.companyId, tier!.id, member.id, now);
    });
  } catch (error) {
    // A parallel request won the one pending slot (partial unique index).
    if (isUniqueViolation(error)) throw new BusinessError(400, APPLICATION_PENDING_MSG);
    throw error;
  }
}

export function membershipApplications(db: DbExecutor, status: number, page: PageRequest) {
  return applicationPage(db, status, page);
}

async function lockPending(tx: DbExecutor, id: number) {
  const application = await lockPendingApplication(tx, id);
  if (!application) throw new BusinessError(400, APPLICATION_NOT_FOUND_MSG);
  return application;
}

/**
 * Activates a paid request: a new term, or the running one of that tier extended so no paid day
 * is lost. The applicant is notified in the transaction, the notice delivered after the commit.
 */
export async function activateApplication(
  app: FastifyInstance,
  operatorId: number,
  id: number,
  now: Date,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const application = await lockPending(tx, id);
    const term = application.duration_days === null ? null : application.duration_days * DAY_MS;
    const current = await lockActiveTerm(tx, application.company_id, application.tier_id, now);
    let expiresAt: Date | null;
    if (current) {
      // Renewal: the new term follows the one still running, so no paid day is lost.
      expiresAt =
        current.expires_at === null || term === null
          ? null
          : new Date(new Date(current.expires_at).getTime() + term);
      await extendTerm(tx, current.id, expiresAt);
    } else {
      expiresAt = term === null ? null : new Date(now.getTime() + term);
      await insertTerm(tx, application.company_id, application.tier_id, now, expiresAt);
    }
    await markActivated(tx, application.id, now, operatorId);
    await notify(
      app,
      {
        memberId: application.applicant_id,
        type: NOTIFICATION_TYPES.membership,
        message: {
          key: 'membership.activated',
          params: { tier: application.role_key, until: expiresAt ? chinaDate(expiresAt) : null },
        },
        jumpId: application.id,
      },
      tx,
    );
  });
  app.notificationOutbox.deliverSoon();
}

/** Declines a request with a reason. */
export async function declineApplication(
  db: Db,
  operatorId: number,
  id: number,
  rawReason: string | undefined,
  now: Date,
): Promise<void> {
  const reason = rawReason?.trim() ?? '';
  assertValid(reason ? null : MESSAGES.reasonRequired);
  await db.transaction(async (tx) => {
    const application = await lockPending(tx, id);
    await markDeclined(tx, application.id, reason, now, operatorId);
  });
}
