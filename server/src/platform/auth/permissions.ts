import { BusinessError } from '../http/envelope';
import type { AuthenticatedMember } from './plugin';

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
/** Reading what buyers search for and do not find (docs/search-insights.md). */
export const SEARCH_INSIGHTS_PERM = 'platform:search:insights';
/** Publishing products to the supply list; a sub-member holds it only when the main account grants it. */
export const SUPPLY_PUBLISH_PERM = 'product:supply:publish';
export const PRODUCT_EDIT_PERM = 'product:product:edit';

/**
 * Whether the calling member holds the permission (or the all-powerful `*:*:*`), as read with its
 * token at the start of the request (platform/auth/plugin.ts): a grant or revocation applies from the
 * member's next request.
 */
export function holdsPermission(member: AuthenticatedMember, perms: string): boolean {
  return member.permissions.has('*:*:*') || member.permissions.has(perms);
}

/** Fails with body code 403 '没有权限' unless the member holds the permission. */
export function requirePermission(member: AuthenticatedMember, perms: string): void {
  if (!holdsPermission(member, perms)) throw new BusinessError(403, NO_PERMISSION_MSG);
}

/** Fails with body code 403 '仅企业主账号可操作' for a sub-member. */
export function requireMainAccount(member: AuthenticatedMember): void {
  if (member.mid !== 0) throw new BusinessError(403, MAIN_ACCOUNT_ONLY_MSG);
}
