import { REVIEW_QUEUE, workRole } from '@portal/contracts';

export interface WorkEntry {
  to: string;
  /** Key of the entry's label in the common catalogue. */
  label: string;
}

/**
 * The way to one's work from the header, the account menu and the phone's menu: the workbench
 * and the lists a member comes back to, those their permissions open.
 */
export function workEntries(permissions: readonly string[]): WorkEntry[] {
  const role = workRole(permissions);
  if (role === 'reviewer') return [{ to: REVIEW_QUEUE, label: 'work.reviewQueue' }];
  const workbench = { to: '/workbench', label: 'nav.workbench' };
  const messages = { to: '/messages', label: 'route.messages' };
  if (role === 'operator') return [workbench, messages];
  return [
    workbench,
    { to: '/orderListManage', label: 'work.orders' },
    { to: '/demandRelease', label: 'work.demands' },
    ...(permissions.includes('product:product:list')
      ? [{ to: '/productManage', label: 'work.products' }]
      : []),
    messages,
    { to: '/wallet', label: 'route.wallet' },
  ];
}
