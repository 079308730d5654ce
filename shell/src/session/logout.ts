import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { notify } from '@portal/ui';
import { goTo } from '../app/router';
import { confirmDialog } from '../overlays';

/** Logout with confirmation (spec §2): revoke the token on the server, clear the session, go to /. */
export async function logoutWithConfirmation(): Promise<void> {
  const confirmed = await confirmDialog({
    title: i18n.t('account.logoutConfirmTitle'),
    content: i18n.t('account.logoutConfirmBody'),
    okText: i18n.t('account.logout'),
    cancelText: i18n.t('account.cancel'),
  });
  if (!confirmed) return;
  try {
    await haiguanApi.call(accountsEndpoints.logout, { query: { ajax: '1' } }, { silent: true });
  } catch (error) {
    const msg = (error as { msg?: string }).msg;
    notify('error', msg || '操作失败');
    return;
  }
  // Leave first: a signed-in page would otherwise send the signed-out visitor to the login page.
  await goTo('/');
  sessionStore.getState().logout('logout');
}
