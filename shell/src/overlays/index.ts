import type { Notice } from '@portal/session';
import type { ConfirmOptions } from './overlays';

const load = () => import(/* webpackChunkName: "overlays" */ './overlays');

export function showNotice(notice: Notice): void {
  void load().then(({ showNotice: show }) => show(notice));
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return load().then(({ confirmDialog: confirm }) => confirm(options));
}
