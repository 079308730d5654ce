import { bus } from './bus';

/**
 * Asks the shell to navigate. Remotes render in their own React roots and have no router of the
 * shell's, so in-app links go through the bus and the shell's router does the history work.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  bus.emit('navigate', { to, replace: options.replace });
}
