/**
 * Account status (spec §4): 0 normal — company not verified, which prompts verification —,
 * 1 under review, 2 verified (the spec leaves it unnamed), 3 review failed.
 */
export type AccountStatus = 0 | 1 | 2 | 3;

/** corporateLabel values 2 and 3 carry the corporate badge in the account drop-down. */
export const BADGED_CORPORATE_LABELS: readonly number[] = [2, 3];

export interface UserInfo {
  id: number;
  /** 0 for a company main account, otherwise the main account's id. */
  mid: number;
  username: string;
  status: AccountStatus;
  corporateLabel: number;
  comName: string | null;
  /** Member avatar. */
  touxiang: string | null;
  /** Company logo, the avatar of a main account. */
  logo: string | null;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface MembershipInfo {
  roleId: number;
  roleName: string;
  roleKey: string;
  expireTime: string | null;
}

export interface PermissionEntry {
  perms: string;
}

export interface DictEntry {
  dictValue: string;
  dictLabel: string;
  remark: string | null;
}

export interface UnreadCounts {
  system: number;
  chat: number;
}

export type Language = 'zh' | 'cht' | 'pt' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'cht', 'pt', 'en'];

export function isMainAccount(user: Pick<UserInfo, 'mid'>): boolean {
  return user.mid === 0;
}
