import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { realtime } from '@portal/realtime';

/**
 * Whether a member is connected: asked when the chat opens (and again after a reconnect), then
 * kept current by the server's presence events.
 */
export function usePresence(userId: number): boolean {
  useEffect(() => {
    void realtime.queryPresence([userId]);
    return realtime.on('connection', ({ connected }) => {
      if (connected) void realtime.queryPresence([userId]);
    });
  }, [userId]);
  const subscribe = useCallback((changed: () => void) => {
    const offPresence = realtime.on('presence', changed);
    const offConnection = realtime.on('connection', changed);
    return () => {
      offPresence();
      offConnection();
    };
  }, []);
  return useSyncExternalStore(subscribe, () => realtime.isOnline(userId));
}
