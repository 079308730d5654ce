import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DictEntry, MembershipInfo, UnreadCounts, UserInfo } from '@portal/contracts';
import { bus } from './bus';

export const TOKEN_STORAGE_KEY = 'portal.token';

/**
 * Differs per evaluation of this module. Every app renders it as `data-session-instance`, so a
 * page (and its browser tests) can see that all apps share one session package.
 */
export const SESSION_INSTANCE_ID = Math.random().toString(36).slice(2);

export type LogoutReason = 'logout' | 'expired';

export interface SessionProfile {
  user: UserInfo;
  membership: MembershipInfo | null;
  permissions: string[];
}

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  membership: MembershipInfo | null;
  permissions: string[];
  tradeCurrency: DictEntry[];
  unread: UnreadCounts;
  /** Stores the token (spec §4: "after login the token is stored"). */
  login(token: string): void;
  setProfile(profile: SessionProfile): void;
  setTradeCurrency(entries: DictEntry[]): void;
  setUnread(counts: Partial<UnreadCounts>): void;
  /** Clears token, user info and unread counts; listeners disconnect chat and redirect. */
  logout(reason: LogoutReason): void;
  hasPermission(perms: string): boolean;
}

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode); the in-memory session still works for this tab.
  }
}

const signedOut = {
  token: null,
  user: null,
  membership: null,
  permissions: [],
  unread: { system: 0, chat: 0 },
};

/** The page's one session (a Module Federation singleton, so every app sees this object). */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...signedOut,
  token: readStoredToken(),
  tradeCurrency: [],
  login(token) {
    writeStoredToken(token);
    set({ token });
    bus.emit('session:login', { token });
  },
  setProfile({ user, membership, permissions }) {
    set({ user, membership, permissions });
  },
  setTradeCurrency(tradeCurrency) {
    set({ tradeCurrency });
  },
  setUnread(counts) {
    set({ unread: { ...get().unread, ...counts } });
  },
  logout(reason) {
    if (!get().token && !get().user) return;
    writeStoredToken(null);
    set(signedOut);
    bus.emit('session:logout', { reason });
  },
  hasPermission(perms) {
    const granted = get().permissions;
    return granted.includes('*:*:*') || granted.includes(perms);
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
