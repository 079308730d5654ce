import { sessionStore } from '@portal/session';
import { openSocketIo } from './open-socket';
import { createRealtimeClient } from './realtime-client';

export type {
  Ack,
  ChatMessage,
  ChatMessageType,
  StoredMessageType,
  PresenceChange,
  ReadReceipt,
  RealtimeEvents,
  RecallNotice,
  SystemNotification,
  UnreadSnapshot,
} from './protocol';
export { createRealtimeClient, NO_ANSWER_CODE } from './realtime-client';
export type { ChatDraft, HandshakeAuth, RealtimeClient, RealtimeSocket } from './realtime-client';
export { SOCKET_PATH } from './open-socket';
export { createMessageId } from './message-id';

/** The page's one chat connection (a Module Federation singleton, like the session). */
export const realtime = createRealtimeClient({ session: sessionStore, openSocket: openSocketIo });

/** Connects while the session is signed in; idempotent, so the shell and mf-chat may both call it. */
export function startRealtime(): void {
  realtime.start();
}
