// The answers the shell loads after sign-in, typed by the schemas the server answers with. Types
// only: this main entry is bundled into every app, and the schemas entry would bring TypeBox.
import type {
  ChatUnreadCounts,
  DictEntry as DictEntrySchema,
  MembershipInfo as MembershipInfoSchema,
  PermissionEntry as PermissionEntrySchema,
  Static,
  UserInfo as UserInfoSchema,
} from './schemas';

/** `POST member/userInfo`: `mid` is 0 for a company main account, else the main account's id. */
export type UserInfo = Static<typeof UserInfoSchema>;

/**
 * Account status (spec §4): 0 normal — company not verified, which prompts verification —,
 * 1 under review, 2 verified (the spec leaves it unnamed), 3 review failed.
 */
export type AccountStatus = UserInfo['status'];

/** corporateLabel values 2 and 3 carry the corporate badge in the account drop-down. */
export const BADGED_CORPORATE_LABELS: readonly number[] = [2, 3];

export type MembershipInfo = Static<typeof MembershipInfoSchema>;

export type PermissionEntry = Static<typeof PermissionEntrySchema>;

export type DictEntry = Static<typeof DictEntrySchema>;

/** The badges' two figures; the per-conversation counts stay with the chat. */
export type UnreadCounts = Pick<Static<typeof ChatUnreadCounts>, 'system' | 'chat'>;

export type Language = 'zh' | 'cht' | 'pt' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'cht', 'pt', 'en'];
/** The value for `<html lang>`: BCP 47, unlike the spec's short codes. */
export const HTML_LANG: Record<Language, string> = {
  zh: 'zh-CN',
  cht: 'zh-Hant',
  pt: 'pt',
  en: 'en',
};
/** The page's language, kept in a cookie too so that the server sends the page in it. */
export const LANGUAGE_COOKIE = 'portal.lang';

export function isMainAccount(user: Pick<UserInfo, 'mid'>): boolean {
  return user.mid === 0;
}
