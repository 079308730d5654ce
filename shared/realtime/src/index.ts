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

/**
 * The page's language as `<html lang>` holds it: the shell sets it on start and @portal/i18n on
 * every switch, in the tag the API client sends as Accept-Language.
 */
function pageLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/** The page's one chat connection (a Module Federation singleton, like the session). */
export const realtime = createRealtimeClient({
  session: sessionStore,
  openSocket: openSocketIo,
  language: pageLanguage,
});

/** Connects while the session is signed in; idempotent, so the shell and mf-chat may both call it. */
export function startRealtime(): void {
  realtime.start();
}
