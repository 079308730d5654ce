import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../../src/platform/db/db';

export const SOCKET_PATH = '/hg/socket.io';

export interface Ack<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface ChatMessage {
  id: number;
  messageId: string;
  conversationId: number;
  seq: number;
  senderId: number;
  receiverId: number;
  type: string;
  payload: string;
  haveRead: boolean;
  recalled: boolean;
  recalledBy: number | null;
  status: string;
  createTime: string;
}

export interface Unread {
  system: number;
  chat: number;
  conversations: Record<string, number>;
}

/** A connected client; every event it receives is recorded, so none is missed between awaits. */
export interface TestClient {
  socket: Socket;
  received(event: string): unknown[];
  /** Resolves with the first recorded (or future) event matching the predicate. */
  waitFor<T>(event: string, predicate?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  request<T>(event: string, payload: unknown): Promise<Ack<T>>;
  close(): void;
}

/**
 * `localAddress` (any of 127.0.0.0/8 on Linux) gives a client its own source address, as a user
 * elsewhere has: the per-address limits and bans then tell it apart from the test's others.
 */
export function openSocket(
  url: string,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
  localAddress?: string,
): Socket {
  // engine.io-client hands it to `ws`, though its own types leave it out.
  const source = localAddress ? { localAddress } : {};
  return io(url, {
    path: SOCKET_PATH,
    auth,
    extraHeaders: headers,
    ...source,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** `headers` go with the handshake's HTTP request (Accept-Language, as a browser sends it). */
export function connect(
  url: string,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<TestClient> {
  const socket = openSocket(url, auth, headers, localAddress);
  const events = new Map<string, unknown[]>();
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    events.set(event, [...(events.get(event) ?? []), payload]);
    for (const wake of waiters) wake();
  });
  const client: TestClient = {
    socket,
    received: (event) => events.get(event) ?? [],
    waitFor: <T>(
      event: string,
      predicate: (payload: T) => boolean = () => true,
      timeoutMs = 5000,
    ) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = (events.get(event) ?? []).find((payload) => predicate(payload as T));
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${event} event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    request: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function textMessage(receiverId: number, text: string, messageId: string = randomUUID()) {
  return { messageId, receiverId, type: 'text', payload: JSON.stringify({ text }) };
}

export async function memberId(db: Db, login: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE phone = $1 OR email = $1 OR username = $1',
    [login],
  );
  if (!rows[0]) throw new Error(`no member ${login}`);
  return rows[0].id;
}
