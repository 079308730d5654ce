import type { UserInfo } from '@portal/contracts';
import { bus, sessionStore, type Notice } from '@portal/session';

export const buyer: UserInfo = {
  id: 9,
  mid: 0,
  username: 'demo.pt@example.com',
  status: 2,
  corporateLabel: 0,
  comName: 'Lusitânia Importações Lda.',
  touxiang: null,
  logo: null,
  email: 'demo.pt@example.com',
  name: 'Ana Costa',
  phone: null,
};

export function signIn(permissions: string[] = [], user: UserInfo = buyer) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
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
