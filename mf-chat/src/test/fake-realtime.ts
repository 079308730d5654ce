import type { ChatDraft, RealtimeEvents } from '@portal/realtime';

type Listener = (value: never) => void;

/**
 * Stands in for the page's realtime client in unit tests: the test plays the server by
 * resolving sends and emitting events.
 */
export function createFakeRealtime() {
  const listeners = new Map<string, Set<Listener>>();
  const online = new Set<number>();
  let counter = 0;
  return {
    connected: true,
    sends: [] as ChatDraft[],
    send: jest.fn(),
    markRead: jest.fn().mockResolvedValue({ code: 200 }),
    recall: jest.fn().mockResolvedValue({ code: 200 }),
    queryPresence: jest.fn().mockResolvedValue(undefined),
    noteSeen: jest.fn(),
    isConnected() {
      return this.connected;
    },
    isOnline: (userId: number) => online.has(userId),
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    serverEmits<K extends keyof RealtimeEvents>(event: K, value: RealtimeEvents[K]) {
      if (event === 'presence') {
        const change = value as RealtimeEvents['presence'];
        if (change.online) online.add(change.userId);
        else online.delete(change.userId);
      }
      for (const listener of listeners.get(event) ?? [])
        (listener as (v: typeof value) => void)(value);
    },
    createMessageId: () => {
      counter += 1;
      return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
    },
    reset() {
      listeners.clear();
      online.clear();
      counter = 0;
      this.connected = true;
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
