import { PERMISSIONS, type Permission } from '@portal/contracts';
import { BusinessError } from '../http/envelope';
import type { AuthenticatedMember } from './plugin';

export const NO_PERMISSION_MSG = '没有权限';
export const MAIN_ACCOUNT_ONLY_MSG = '仅企业主账号可操作';

/**
 * Whether the calling member holds the permission (or the all-powerful `*:*:*`), as read with its
 * token at the start of the request (platform/auth/plugin.ts): a grant or revocation applies from the
 * member's next request.
 */
export function holdsPermission(member: AuthenticatedMember, perms: Permission): boolean {
  return member.permissions.has(PERMISSIONS.all) || member.permissions.has(perms);
}

/** Fails with body code 403 '没有权限' unless the member holds the permission. */
export function requirePermission(member: AuthenticatedMember, perms: Permission): void {
  if (!holdsPermission(member, perms)) throw new BusinessError(403, NO_PERMISSION_MSG);
}

/** Fails with body code 403 '仅企业主账号可操作' for a sub-member. */
export function requireMainAccount(member: AuthenticatedMember): void {
  if (member.mid !== 0) throw new BusinessError(403, MAIN_ACCOUNT_ONLY_MSG);
}
