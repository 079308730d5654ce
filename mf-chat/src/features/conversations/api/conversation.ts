import type { StoredMessageType } from '@portal/realtime';

/** The latest message of a conversation, as the list previews it (spec §3). */
export interface LastMessage {
  payload: string;
  type: StoredMessageType;
  createTime: string;
  read: boolean;
  senderId: number;
  recalled: boolean;
  recalledBy: number | null;
}

/** A conversation of the caller with one member (spec §3). */
export interface Conversation {
  conversationId: number;
  /** The sequence of its latest message: where a reconnecting socket resumes. */
  lastSeq: number;
  /** The peer's member id. */
  userId: number;
  name: string;
  comName: string;
  avatar: string | null;
  logo: string | null;
  mid: number;
  unreadCount: number;
  /** `private` for a chat between two members. */
  type: string;
  lastMessage: LastMessage | null;
}
