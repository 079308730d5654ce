/**
 * The wire shapes of the chat socket (docs/realtime.md). Those the server validates or answers
 * with are the contracts' schemas; `import type` only, so TypeBox stays out of the bundle.
 */
import type {
  ChatMessage as ChatMessageSchema,
  ChatMessageType as ChatMessageTypeSchema,
  ChatStoredMessageType,
  ChatUnreadCounts,
  Static,
  SystemNotification as SystemNotificationSchema,
} from '@portal/contracts/schemas';

/** What clients may send (`chat:send`). */
export type ChatMessageType = Static<typeof ChatMessageTypeSchema>;
/**
 * What a stored message may be: 'inquiry' (a product inquiry card) and 'demand' (a demand and
 * quote card) are created only by the server.
 */
export type StoredMessageType = Static<typeof ChatStoredMessageType>;

/** A stored chat message; `payload` is JSON text on the wire (spec §3). */
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** The badges' figures, with the unread chat messages per peer (member id). */
export type UnreadSnapshot = Static<typeof ChatUnreadCounts>;

export interface ReadReceipt {
  messageIds: string[];
  readerId: number;
}

export interface RecallNotice {
  messageId: string;
  conversationId: number;
  recalledBy: number;
}

export interface PresenceChange {
  userId: number;
  online: boolean;
}

/** A system notification as the feed lists it (spec §3). */
export type SystemNotification = Static<typeof SystemNotificationSchema>;

/** What the server answers to an emit that takes an acknowledgement. */
export type Ack<T = undefined> = { code: number; msg?: string; data?: T };

/** Events the page can subscribe to. */
export interface RealtimeEvents {
  message: ChatMessage;
  read: ReadReceipt;
  recalled: RecallNotice;
  presence: PresenceChange;
  unread: UnreadSnapshot;
  notification: SystemNotification;
  /** The socket (re)connected or dropped. */
  connection: { connected: boolean };
}
