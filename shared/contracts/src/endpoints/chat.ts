import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  ChatContact,
  ChatConversation,
  ChatConversationQuery,
  ChatMessage,
  ChatPeerParams,
  ChatSendInput,
  MessageCentrePageQuery,
} from '../schemas/chat';
import { endpoint } from './define';

/**
 * Private chat over REST (spec §7): the conversation list, the history with one peer, the
 * fallbacks for sending and reading when the socket is down, and the unread count for the badges.
 */
export const chatEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/chatMessage/getChatUserList',
    summary: "The caller's conversations, most recent first",
    tags: ['chat'],
    access: 'member',
    query: ChatConversationQuery,
    response: PageEnvelope(ChatConversation),
  }),
  contact: endpoint({
    method: 'GET',
    path: '/chatMessage/contact/:id',
    summary: 'The card of a member to start a conversation with (no phone or e-mail)',
    tags: ['chat'],
    access: 'member',
    params: ChatPeerParams,
    response: Envelope(ChatContact),
  }),
  history: endpoint({
    method: 'GET',
    path: '/chatMessage/listBySenderId/:id',
    summary: 'The history with one peer, newest first (page 1 is the latest)',
    tags: ['chat'],
    access: 'member',
    params: ChatPeerParams,
    query: MessageCentrePageQuery,
    response: PageEnvelope(ChatMessage),
  }),
  send: endpoint({
    method: 'POST',
    path: '/chatMessage',
    summary: 'Send a message (the fallback of socket chat:send; same rules, same delivery)',
    tags: ['chat'],
    access: 'member',
    body: ChatSendInput,
    response: Envelope(ChatMessage),
  }),
  read: endpoint({
    method: 'PUT',
    path: '/chatMessage/readMessage/:id',
    summary: "Mark that peer's messages to the caller read; answers how many flipped",
    tags: ['chat'],
    access: 'member',
    params: ChatPeerParams,
    response: Envelope(Type.Integer()),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/chatMessage/getMyUnReadMsgCount',
    summary: 'Unread chat messages addressed to the caller',
    tags: ['messages'],
    access: 'member',
    response: Envelope(Type.Integer()),
  }),
};
