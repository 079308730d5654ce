import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
import { dictionaryEndpoints } from '@portal/contracts/endpoints/dictionaries';
import { i18n } from '@portal/i18n';
import { navigate, sessionStore } from '@portal/session';
import { notify } from '@portal/ui';
import { confirmDialog } from '../overlays';

async function loadUnreadCounts(): Promise<void> {
  const [system, chat] = await Promise.allSettled([
    haiguanApi.call(notificationsEndpoints.unreadCount, {}, { silent: true }),
    haiguanApi.call(chatEndpoints.unreadCount, {}, { silent: true }),
  ]);
  const store = sessionStore.getState();
  if (system.status === 'fulfilled') store.setUnread({ system: system.value.data ?? 0 });
  else notify('error', '系统通知未读数获取失败');
  if (chat.status === 'fulfilled') store.setUnread({ chat: chat.value.data ?? 0 });
  else notify('error', '聊天未读数获取失败');
}

/**
 * The chat socket (spec §7) keeps the header's unread badges live. It follows the session from
 * then on — a logout or an expiry disconnects it (spec §4) — and lives in the shared realtime
 * package, so the badges move whether or not the message centre's remote is loaded.
 */
function startRealtimeConnection(): void {
  void import(/* webpackChunkName: "realtime" */ '@portal/realtime')
    .then(({ startRealtime }) => startRealtime())
    .catch(() => undefined);
}

/** Where a company is verified: no prompt there, nor the banner (portal-frame.tsx). */
export const VERIFICATION_PAGE = '/companyInfo';

/** Set once the verification prompt has been shown in this browser session. */
const VERIFY_PROMPTED_KEY = 'portal.verifyPrompted';

/** Whether this is the session's first chance to prompt; remembers that it was taken. */
function firstPromptOfSession(): boolean {
  try {
    if (globalThis.sessionStorage.getItem(VERIFY_PROMPTED_KEY)) return false;
    globalThis.sessionStorage.setItem(VERIFY_PROMPTED_KEY, '1');
  } catch {
    // Without storage the banner alone reminds: a prompt on every page load is what this avoids.
    return false;
  }
  return true;
}

/**
 * Asks a main account whose company is not verified to verify it, once per browser session and
 * never on the verification page; the banner reminds them afterwards.
 */
async function promptEnterpriseVerification(): Promise<void> {
  if (globalThis.location?.pathname === VERIFICATION_PAGE || !firstPromptOfSession()) return;
  const go = await confirmDialog({
    title: i18n.t('account.verifyPromptTitle'),
    content: i18n.t('account.verifyPromptBody'),
    okText: i18n.t('account.verifyPromptOk'),
    cancelText: i18n.t('account.cancel'),
  });
  if (go) navigate(VERIFICATION_PAGE);
}

/**
 * Start-up behaviour of spec §2: with a stored token, load user info (and membership,
 * permissions, the trade-currency dictionary); a main account whose company is not verified
 * (status 0) is asked to verify it, once per session; then the unread counts load, and the chat socket keeps them
 * current.
 */
export async function loadSession(): Promise<void> {
  if (!sessionStore.getState().token) return;
  const silent = { silent: true };
  const [user, membership, menu] = await Promise.all([
    haiguanApi.call(companiesEndpoints.userInfo),
    haiguanApi.call(companiesEndpoints.highestMembership, {}, silent).catch(() => null),
    haiguanApi.call(companiesEndpoints.menu, {}, silent).catch(() => null),
  ]);
  const store = sessionStore.getState();
  store.setProfile({
    user: user.data,
    membership: membership?.data ?? null,
    permissions: (menu?.data ?? []).map((entry) => entry.perms),
  });
  void haiguanApi
    .call(dictionaryEndpoints.entries, { params: { type: 'trade_currency' } }, { silent: true })
    .then((dict) => store.setTradeCurrency(dict.data ?? []))
    .catch(() => undefined);
  if (user.data.status === 0 && user.data.mid === 0) void promptEnterpriseVerification();
  startRealtimeConnection();
  await loadUnreadCounts();
}
