/** The wire shapes of the chat socket (docs/realtime.md). */

/** What clients may send (`chat:send`). */
export type ChatMessageType = 'text' | 'customFile' | 'order';
/**
 * What a stored message may be: 'inquiry' (a product inquiry card) and 'demand' (a demand and
 * quote card) are created only by the server.
 */
export type StoredMessageType = ChatMessageType | 'inquiry' | 'demand';

/** A stored chat message; `payload` is JSON text on the wire (spec §3). */
export interface ChatMessage {
  id: number;
  /** The sender's own id for it (a UUID), so a resend never makes a second message. */
  messageId: string;
  conversationId: number;
  /** Position in its conversation: the order both sides show. */
  seq: number;
  senderId: number;
  receiverId: number;
  type: StoredMessageType;
  payload: string;
  haveRead: boolean;
  recalled: boolean;
  recalledBy: number | null;
  status: string;
  createTime: string;
}

export interface UnreadSnapshot {
  system: number;
  chat: number;
  /** Unread chat messages per peer (member id). */
  conversations: Record<string, number>;
}

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
export interface SystemNotification {
  id: number;
  messageTitle: string;
  messageBrief: string | null;
  messageContent: string | null;
  /**
   * 3 order, 4 diagnosis, 5 certification, 6 feedback reply, 7 membership, 8 inquiry, 9 quote
   * received, 10 quote decided or invitation, 11 digital-product order, 12 exhibition registration.
   */
  messageTypesOf: number;
  jumpId: number | null;
  senderName: string | null;
  status: number;
  haveRead: boolean;
  createTime: string;
}

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
