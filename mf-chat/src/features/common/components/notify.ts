import { LIMITS } from '@portal/contracts';
import { bus } from '@portal/session';

export function notify(type: 'success' | 'error' | 'warning', content: string) {
  bus.emit('notify', { type, content, duration: LIMITS.toastSeconds });
}
