import mitt from 'mitt';
import type { LogoutReason } from './session-store';

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  content: string;
  /** Seconds on screen; spec §8 uses 2. */
  duration?: number;
}

/** Every cross-app event. Apps talk through these, never by importing each other. */
export type PortalEvents = {
  'session:login': { token: string };
  'session:logout': { reason: LogoutReason };
  navigate: { to: string; replace?: boolean };
  notify: Notice;
};

/** The one typed event bus of the page (a singleton through Module Federation sharing). */
export const bus = mitt<PortalEvents>();
