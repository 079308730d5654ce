import { Type } from 'typebox';
import { Nullable, SerialId } from './common';

/**
 * Shapes of spec §3 shared by the chat REST calls and the socket events (docs/realtime.md), and
 * the system notifications of the message centre.
 */

/** What clients may send (`chat:send`, POST chatMessage). */
export const ChatMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('customFile'),
  Type.Literal('order'),
]);

/**
 * Every type a stored message may have: what clients send, plus the cards only the server
 * creates, so that no client can forge one: 'inquiry' (a buyer's structured inquiry about a
 * product, POST product/:id/inquiry) and 'demand' (the demand and quote a buyer's chat with a
 * quoting supplier is about, POST demand/:id/quote/:quoteId/chat).
 */
export const ChatStoredMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('customFile'),
  Type.Literal('order'),
  Type.Literal('inquiry'),
  Type.Literal('demand'),
]);

const MessageUuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  messageId: Type.String({ description: 'the client-generated UUID (the retry key)' }),
  conversationId: Type.Integer(),
  seq: Type.Integer({ description: 'position in the conversation, from 1, gap-free' }),
  senderId: Type.Integer(),
  receiverId: Type.Integer(),
  type: ChatStoredMessageType,
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

export const ChatLastMessage = Type.Object({
  payload: Type.String(),
  type: ChatStoredMessageType,
  createTime: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  senderId: Type.Integer(),
  recalled: Type.Boolean(),
  recalledBy: Nullable(Type.Integer()),
});

export const ChatConversation = Type.Object({
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
  lastMessage: Nullable(ChatLastMessage),
});

/** Who a member would be talking to, before any message exists ("contact this company"). */
export const ChatContact = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  comName: Type.String(),
  avatar: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  mid: Type.Integer(),
});

/** The badges' figures, pushed as the socket event `unread`. */
export const ChatUnreadCounts = Type.Object({
  system: Type.Integer(),
  chat: Type.Integer(),
  conversations: Type.Record(Type.String(), Type.Integer(), { description: 'peer id → unread' }),
});

/** What a client sends to store a message (socket `chat:send`, REST POST chatMessage). */
export const ChatSendInput = Type.Object(
  {
    messageId: MessageUuid,
    receiverId: SerialId,
    type: ChatMessageType,
    payload: Type.String({ maxLength: 16_384, description: 'JSON text' }),
  },
  { additionalProperties: false },
);

/** Socket `chat:read`: one peer's messages, or some messages by id. */
export const ChatReadInput = Type.Union([
  Type.Object({ peerId: SerialId }, { additionalProperties: false }),
  Type.Object(
    { messageIds: Type.Array(MessageUuid, { minItems: 1, maxItems: 500 }) },
    { additionalProperties: false },
  ),
]);

export const ChatRecallInput = Type.Object(
  { messageId: MessageUuid },
  { additionalProperties: false },
);

export const ChatSyncInput = Type.Object(
  {
    lastSeq: Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Type.Integer({ minimum: 0 }), {
      maxProperties: 10_000,
    }),
  },
  { additionalProperties: false },
);

export const ChatPresenceQuery = Type.Object(
  { userIds: Type.Array(SerialId, { maxItems: 200 }) },
  { additionalProperties: false },
);

/** The peer of a conversation, by member id. */
export const ChatPeerParams = Type.Object({ id: SerialId });

/** The conversation list comes in one page (spec §7: pageSize=9999). */
export const ChatConversationQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 9999, default: 9999 }),
});

/** The message centre's pages, 30 a page: a conversation's history and the notifications. */
export const MessageCentrePageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
});

/** A system notification as the feed lists it and the socket pushes it (spec §3). */
export const SystemNotification = Type.Object({
  id: Type.Integer(),
  messageTitle: Type.String(),
  messageBrief: Nullable(Type.String()),
  messageContent: Nullable(Type.String()),
  messageTypesOf: Type.Integer({
    description:
      '3 order, 4 diagnosis, 5 enterprise verification, 6 feedback reply, 7 membership activated, 8 product inquiry, 9 quote received, 10 own quote confirmed/expired or invitation to quote, 11 digital-product order moved on, 12 exhibition registration decided',
  }),
  jumpId: Nullable(Type.Integer()),
  senderName: Nullable(Type.String()),
  status: Type.Integer(),
  haveRead: Type.Boolean(),
  createTime: Type.String({ format: 'date-time' }),
});

export const NotificationIdParams = Type.Object({
  id: SerialId,
});
