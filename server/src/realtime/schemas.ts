import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../lib/envelope';

/** The shapes of spec §3 shared by the chat REST calls and the socket events (docs/realtime.md). */

export const ChatMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('customFile'),
  Type.Literal('order'),
]);
export type ChatMessageType = Static<typeof ChatMessageType>;

/**
 * Every type a stored message may have: what clients send, plus the cards only the server
 * creates, so that no client can forge one: 'inquiry' (a buyer's structured inquiry about a
 * product, POST product/:id/inquiry) and 'demand' (the demand and quote a buyer's chat with a
 * quoting supplier is about, POST demand/:id/quote/:quoteId/chat).
 */
export const StoredMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('customFile'),
  Type.Literal('order'),
  Type.Literal('inquiry'),
  Type.Literal('demand'),
]);
export type StoredMessageType = Static<typeof StoredMessageType>;

const MemberId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  messageId: Type.String({ description: 'the client-generated UUID (the retry key)' }),
  conversationId: Type.Integer(),
  seq: Type.Integer({ description: 'position in the conversation, from 1, gap-free' }),
  senderId: Type.Integer(),
  receiverId: Type.Integer(),
  type: StoredMessageType,
  payload: Type.String({
    description:
      'JSON text: {text} | {fileList} | {id,url,name,price,count} | inquiry {productId,productName,image,hsCode,quantity,unit,targetPrice,currency,destination,text}',
  }),
  haveRead: Type.Boolean(),
  recalled: Type.Boolean(),
  recalledBy: Nullable(Type.Integer()),
  status: Type.Literal('success'),
  createTime: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const LastMessage = Type.Object({
  payload: Type.String(),
  type: StoredMessageType,
  createTime: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  senderId: Type.Integer(),
  recalled: Type.Boolean(),
  recalledBy: Nullable(Type.Integer()),
});

export const Conversation = Type.Object({
  conversationId: Type.Integer(),
  lastSeq: Type.Integer(),
  userId: Type.Integer({ description: 'the peer' }),
  name: Type.String(),
  comName: Type.String(),
  avatar: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  mid: Type.Integer(),
  unreadCount: Type.Integer(),
  type: Type.Literal('private'),
  lastMessage: Nullable(LastMessage),
});
export type Conversation = Static<typeof Conversation>;

/** Who a member would be talking to, before any message exists ("contact this company"). */
export const Contact = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  comName: Type.String(),
  avatar: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  mid: Type.Integer(),
});
export type Contact = Static<typeof Contact>;

export const UnreadCounts = Type.Object({
  system: Type.Integer(),
  chat: Type.Integer(),
  conversations: Type.Record(Type.String(), Type.Integer(), { description: 'peer id → unread' }),
});
export type UnreadCounts = Static<typeof UnreadCounts>;

/** What a client sends to store a message (socket `chat:send`, REST POST chatMessage). */
export const SendMessageInput = Type.Object(
  {
    messageId: Uuid,
    receiverId: MemberId,
    type: ChatMessageType,
    payload: Type.String({ maxLength: 16_384, description: 'JSON text' }),
  },
  { additionalProperties: false },
);
export type SendMessageInput = Static<typeof SendMessageInput>;

/** A message the server writes on a member's behalf (its payload already normalised). */
export interface ServerMessageInput {
  messageId: string;
  receiverId: number;
  type: 'inquiry' | 'demand';
  payload: string;
}

export const ReadInput = Type.Union([
  Type.Object({ peerId: MemberId }, { additionalProperties: false }),
  Type.Object(
    { messageIds: Type.Array(Uuid, { minItems: 1, maxItems: 500 }) },
    { additionalProperties: false },
  ),
]);
export type ReadInput = Static<typeof ReadInput>;

export const RecallInput = Type.Object({ messageId: Uuid }, { additionalProperties: false });

export const SyncInput = Type.Object(
  {
    lastSeq: Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Type.Integer({ minimum: 0 }), {
      maxProperties: 10_000,
    }),
  },
  { additionalProperties: false },
);
export type SyncInput = Static<typeof SyncInput>;

export const PresenceQuery = Type.Object(
  { userIds: Type.Array(MemberId, { maxItems: 200 }) },
  { additionalProperties: false },
);
