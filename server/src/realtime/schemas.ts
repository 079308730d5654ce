import type { Static } from 'typebox';
import type {
  ChatContact,
  ChatConversation,
  ChatMessage as ChatMessageSchema,
  ChatMessageType as ChatMessageTypeSchema,
  ChatSendInput,
  ChatStoredMessageType,
  ChatUnreadCounts,
} from '@portal/contracts/schemas';

/**
 * The server's types of the chat shapes (spec §3, docs/realtime.md), whose schemas live in
 * @portal/contracts/schemas (chat.ts).
 */
export type ChatMessage = Static<typeof ChatMessageSchema>;
export type ChatMessageType = Static<typeof ChatMessageTypeSchema>;
export type StoredMessageType = Static<typeof ChatStoredMessageType>;
export type Conversation = Static<typeof ChatConversation>;
export type Contact = Static<typeof ChatContact>;
export type UnreadCounts = Static<typeof ChatUnreadCounts>;
export type SendMessageInput = Static<typeof ChatSendInput>;

/** A message the server writes on a member's behalf (its payload already normalised). */
export interface ServerMessageInput {
  messageId: string;
  receiverId: number;
  type: 'inquiry' | 'demand';
  payload: string;
}
