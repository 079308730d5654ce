import type { DbExecutor } from '../db/db';
import { BusinessError } from './envelope';
import type { AuthenticatedMember } from '../plugins/auth';

export const NO_PERMISSION_MSG = '没有权限';
export const MAIN_ACCOUNT_ONLY_MSG = '仅企业主账号可操作';
export const CERTIFICATION_REVIEW_PERM = 'platform:certification:review';
export const MEMBERSHIP_MANAGE_PERM = 'platform:membership:manage';
export const FEEDBACK_REPLY_PERM = 'platform:feedback:reply';
/** Reviewing enterprises' digital-transformation diagnoses (docs/diagnosis.md). */
export const DIAGNOSIS_REVIEW_PERM = 'platform:diagnosis:review';
/** Entering the exchange rates the quote comparison converts with (docs/demand.md). */
export const EXCHANGE_RATE_PERM = 'platform:exchange:manage';
/** Handling enterprises' orders of digital products (docs/digital-products.md). */
export const DIGITAL_ORDER_PERM = 'platform:digital:manage';
/** Editing the portal's editorial pages: cases and service pages (docs/cases-and-services.md). */
export const CONTENT_PERM = 'platform:content:manage';
/** Publishing products to the supply list; a sub-member holds it only when the main account grants it. */
export const SUPPLY_PUBLISH_PERM = 'product:supply:publish';
export const PRODUCT_EDIT_PERM = 'product:product:edit';

/** Whether the member holds one of the permission strings (or the all-powerful `*:*:*`). */
export async function hasPermission(
  db: DbExecutor,
  memberId: number,
  perms: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM member_permissions WHERE member_id = $1 AND perms IN ('*:*:*', $2) LIMIT 1`,
    [memberId, perms],
  );
  return rows.length > 0;
}

/** Fails with body code 403 '没有权限' unless the member holds the permission. */
export async function requirePermission(
  db: DbExecutor,
  member: AuthenticatedMember,
  perms: string,
): Promise<void> {
  if (!(await hasPermission(db, member.id, perms))) {
    throw new BusinessError(403, NO_PERMISSION_MSG);
  }
}

/** Fails with body code 403 '仅企业主账号可操作' for a sub-member. */
export function requireMainAccount(member: AuthenticatedMember): void {
  if (member.mid !== 0) throw new BusinessError(403, MAIN_ACCOUNT_ONLY_MSG);
}
