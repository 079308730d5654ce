import { LIMITS } from '@portal/contracts';
import { bus } from '@portal/session';

/** A toast rendered by the shell (spec §8: 2 seconds). */
export function notify(type: 'success' | 'error' | 'warning', content: string) {
  bus.emit('notify', { type, content, duration: LIMITS.toastSeconds });
}
