import { SESSION_EXPIRED_CODES, type UserInfo } from '@portal/contracts';
import type { SessionState } from '@portal/session';
import type {
  Ack,
  ChatMessage,
  ChatMessageType,
  RealtimeEvents,
  SystemNotification,
  UnreadSnapshot,
} from './protocol';

/** spec §7: the connection carries the user id, name, user name, avatar and phone. */
export interface HandshakeAuth {
  token: string;
  userId: number;
  name: string | null;
  userName: string;
  avatar: string | null;
  phone: string | null;
  /**
   * The page's language (a BCP 47 tag, the one the API client sends as Accept-Language): the
   * server's acks are written in it. Absent, they follow the browser's Accept-Language.
   */
  language?: string;
}

type Listener = (...args: never[]) => void;

/** The answer to `chat:sync`: at most one batch of missed messages, in sequence order. */
interface SyncBatch {
  messages: ChatMessage[];
  more: boolean;
}
type AckCallback = (error: Error | null, answer: unknown) => void;

/** The slice of a socket.io client socket this client uses (a fake one in unit tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake: socket.io then stops reconnecting by itself. */
  readonly active: boolean;
  connect(): unknown;
  on(event: string, listener: Listener): unknown;
  emit(event: string, body: unknown): unknown;
  timeout(ms: number): { emit(event: string, body: unknown, ack: AckCallback): unknown };
  disconnect(): unknown;
}

export type OpenSocket = (auth: HandshakeAuth) => Promise<RealtimeSocket>;

export interface SessionSource {
  getState(): Pick<SessionState, 'token' | 'user' | 'setUnread' | 'logout'>;
  subscribe(listener: (state: SessionState) => void): () => void;
}

export interface ChatDraft {
  /** Client id (a UUID); a resend of a failed message passes the same one. */
  messageId: string;
  receiverId: number;
  type: ChatMessageType;
  /** The payload object, sent as JSON text (spec §3). */
  payload: object;
}

/** Code of an answer the client makes up itself: not connected, or no answer in time. */
export const NO_ANSWER_CODE = 0;
export const ACK_TIMEOUT_MS = 10_000;
/** After a refused handshake (user-not-logged-in, also when the server briefly failed) or a
 * disconnect by the server. */
export const REFUSED_RETRY_MS = 15_000;
/**
 * After a server said it is shutting down (`server:leaving`, a rolling restart): soon, spread
 * over a second so that its clients do not all arrive at the other replicas at once.
 */
export const LEAVING_RETRY_MS = 250;
export const LEAVING_SPREAD_MS = 1000;

export interface RealtimeClient {
  /** Follows the session: connected while signed in, disconnected on logout or expiry. */
  start(): void;
  stop(): void;
  isConnected(): boolean;
  isOnline(userId: number): boolean;
  /** The latest unread figures the server pushed, or null before the first. */
  unread(): UnreadSnapshot | null;
  send(draft: ChatDraft): Promise<Ack<ChatMessage>>;
  /** Marks the messages a peer sent me read. */
  markRead(peerId: number): Promise<Ack>;
  recall(messageId: string): Promise<Ack>;
  /** Asks which of these peers are connected now; later changes arrive as `presence`. */
  queryPresence(userIds: number[]): Promise<void>;
  /** Messages shown from REST history, so a reconnect asks only for what came after them. */
  noteSeen(messages: readonly Pick<ChatMessage, 'conversationId' | 'seq'>[]): void;
  on<K extends keyof RealtimeEvents>(
    event: K,
    listener: (value: RealtimeEvents[K]) => void,
  ): () => void;
}

function handshakeOf(token: string, user: UserInfo, language: string): HandshakeAuth {
  return {
    token,
    userId: user.id,
    name: user.name,
    userName: user.username,
    // A main account is shown by its company logo, a member by their own avatar (spec §2).
    avatar: user.mid === 0 ? user.logo : user.touxiang,
    phone: user.phone,
    ...(language ? { language } : {}),
  };
}

export function createRealtimeClient({
  session,
  openSocket,
  language = () => '',
  ackTimeoutMs = ACK_TIMEOUT_MS,
}: {
  session: SessionSource;
  openSocket: OpenSocket;
  /** The page's language as a BCP 47 tag ('' when unknown), read when it matters to an answer. */
  language?: () => string;
  ackTimeoutMs?: number;
}): RealtimeClient {
  const listeners = new Map<keyof RealtimeEvents, Set<(value: never) => void>>();
  const lastSeq = new Map<number, number>();
  const online = new Set<number>();
  let latestUnread: UnreadSnapshot | null = null;
  let socket: RealtimeSocket | null = null;
  /** Who the open (or opening) socket speaks for; a change of token or user reconnects. */
  let identity: string | null = null;
  let unsubscribe: (() => void) | null = null;
  /** The language the server answers the open socket in, as far as this client told it. */
  let serverLanguage = '';

  function emitLocal<K extends keyof RealtimeEvents>(event: K, value: RealtimeEvents[K]) {
    for (const listener of listeners.get(event) ?? [])
      (listener as (v: typeof value) => void)(value);
  }

  function noteSeq(message: Pick<ChatMessage, 'conversationId' | 'seq'>) {
    if ((lastSeq.get(message.conversationId) ?? 0) < message.seq)
      lastSeq.set(message.conversationId, message.seq);
  }

  function receive(message: ChatMessage) {
    noteSeq(message);
    emitLocal('message', message);
  }

  function request<T>(event: string, body: unknown): Promise<Ack<T>> {
    const current = socket;
    if (!current?.connected) return Promise.resolve({ code: NO_ANSWER_CODE });
    // The page switched its language since: the server learns it before this request.
    const wanted = language();
    if (wanted && wanted !== serverLanguage) {
      current.emit('language', wanted);
      serverLanguage = wanted;
    }
    return new Promise((resolve) => {
      current.timeout(ackTimeoutMs).emit(event, body, (error, answer) => {
        const ack = error ? { code: NO_ANSWER_CODE } : (answer as Ack<T>);
        // The socket rechecks its token: a revoked one ends the session, as a REST 401 does.
        if (SESSION_EXPIRED_CODES.includes(ack.code)) session.getState().logout('expired');
        resolve(ack);
      });
    });
  }

  /**
   * Asks for what came after the last sequence known per conversation, batch by batch. Only a
   * page that has shown conversations knows any; the badges need no resync, since the server
   * pushes `unread` on every connection.
   */
  async function resync() {
    let more = lastSeq.size > 0;
    while (more) {
      const answer = await request<SyncBatch>('chat:sync', {
        lastSeq: Object.fromEntries(lastSeq),
      });
      const batch = answer.data;
      for (const message of batch?.messages ?? []) receive(message);
      more = Boolean(batch?.more && batch.messages.length > 0);
    }
  }

  function wire(opened: RealtimeSocket, handshake: HandshakeAuth) {
    let connectedBefore = false;
    opened.on('connect', () => {
      // Each connection starts in the handshake's language (socket.io sends the same one again).
      serverLanguage = handshake.language ?? '';
      emitLocal('connection', { connected: true });
      // The first connection starts from the REST history; later ones fetch what they missed.
      if (connectedBefore) void resync();
      connectedBefore = true;
    });
    // socket.io stops reconnecting after a refused handshake and after a disconnect the server
    // made. A server shutting down says so first (`server:leaving`): the socket comes back at
    // once, through the balancer to another replica. Otherwise a token that is really dead ends
    // the session through the API client, which closes this socket; until then the socket tries
    // again, slowly.
    let serverLeaving = false;
    const retryLater = () => {
      if (opened.active) return;
      const delay = serverLeaving
        ? LEAVING_RETRY_MS + Math.random() * LEAVING_SPREAD_MS
        : REFUSED_RETRY_MS;
      serverLeaving = false;
      setTimeout(() => {
        if (socket === opened && !opened.active) opened.connect();
      }, delay);
    };
    opened.on('connect_error', retryLater);
    opened.on('server:leaving', () => {
      serverLeaving = true;
    });
    opened.on('disconnect', () => {
      online.clear();
      emitLocal('connection', { connected: false });
      retryLater();
    });
    opened.on('chat:message', receive);
    opened.on('chat:read', (receipt: RealtimeEvents['read']) => emitLocal('read', receipt));
    opened.on('chat:recalled', (notice: RealtimeEvents['recalled']) =>
      emitLocal('recalled', notice),
    );
    opened.on('presence', (change: RealtimeEvents['presence']) => {
      if (change.online) online.add(change.userId);
      else online.delete(change.userId);
      emitLocal('presence', change);
    });
    opened.on('unread', (snapshot: UnreadSnapshot) => {
      latestUnread = snapshot;
      session.getState().setUnread({ system: snapshot.system, chat: snapshot.chat });
      emitLocal('unread', snapshot);
    });
    opened.on('notification', (notification: SystemNotification) =>
      emitLocal('notification', notification),
    );
  }

  function disconnect() {
    identity = null;
    const closing = socket;
    socket = null;
    lastSeq.clear();
    online.clear();
    latestUnread = null;
    if (closing) {
      closing.disconnect();
      emitLocal('connection', { connected: false });
    }
  }

  function follow(state: Pick<SessionState, 'token' | 'user'>) {
    const { token, user } = state;
    if (!token || !user) {
      if (identity !== null) disconnect();
      return;
    }
    const wanted = `${user.id}:${token}`;
    if (identity === wanted) return;
    disconnect();
    identity = wanted;
    const handshake = handshakeOf(token, user, language());
    void openSocket(handshake).then(
      (opened) => {
        // The session may have changed while socket.io-client was loading.
        if (identity !== wanted) {
          opened.disconnect();
          return;
        }
        socket = opened;
        wire(opened, handshake);
      },
      () => {
        if (identity === wanted) identity = null;
      },
    );
  }

  return {
    start() {
      if (unsubscribe) return;
      unsubscribe = session.subscribe(follow);
      follow(session.getState());
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      disconnect();
    },
    isConnected: () => socket?.connected ?? false,
    isOnline: (userId) => online.has(userId),
    unread: () => latestUnread,
    async send({ payload, ...draft }) {
      const answer = await request<ChatMessage>('chat:send', {
        ...draft,
        payload: JSON.stringify(payload),
      });
      if (answer.data) noteSeq(answer.data);
      return answer;
    },
    markRead: (peerId) => request('chat:read', { peerId }),
    recall: (messageId) => request('chat:recall', { messageId }),
    async queryPresence(userIds) {
      const answer = await request<Record<string, boolean>>('presence:query', { userIds });
      for (const [userId, isOnline] of Object.entries(answer.data ?? {})) {
        const change = { userId: Number(userId), online: isOnline };
        if (change.online) online.add(change.userId);
        else online.delete(change.userId);
        emitLocal('presence', change);
      }
    },
    noteSeen(messages) {
      for (const message of messages) noteSeq(message);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (value: never) => void);
      return () => void set.delete(listener as (value: never) => void);
    },
  };
}
