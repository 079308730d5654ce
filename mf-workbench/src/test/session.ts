import type { UserInfo } from '@portal/contracts';
import { bus, sessionStore, type Notice } from '@portal/session';

export const seller: UserInfo = {
  id: 5,
  mid: 0,
  username: 'demo.pt@example.com',
  status: 2,
  corporateLabel: 2,
  comName: 'Lusitânia Vinhos e Azeites, Lda.',
  touxiang: null,
  logo: null,
  email: 'demo.pt@example.com',
  name: 'João Ferreira',
  phone: null,
};

export function signIn(permissions: string[] = [], user: UserInfo = seller) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
  sessionStore.getState().setTradeCurrency([
    { dictValue: 'CNY', dictLabel: '人民币', remark: '¥' },
    { dictValue: 'EUR', dictLabel: '欧元', remark: '€' },
  ]);
}

/** Collects the notices and navigations the page asks the shell for. */
export function watchBus() {
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const onNotice = (notice: Notice) => notices.push(notice);
  const onNavigate = ({ to }: { to: string }) => navigations.push(to);
  bus.on('notify', onNotice);
  bus.on('navigate', onNavigate);
  return {
    notices,
    navigations,
    stop() {
      bus.off('notify', onNotice);
      bus.off('navigate', onNavigate);
      sessionStore.getState().logout('logout');
    },
  };
}
