import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatContact,
  ChatConversation,
  ChatConversationQuery,
  ChatMessage,
  ChatPeerParams,
  ChatSendInput,
  MessageCentrePageQuery,
} from '@portal/contracts/schemas';
import {
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  TooManyRequestsError,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { contactCard, historyWith, listConversations } from '../../realtime/chat-store';

/**
 * Private chat over REST (spec §7): the conversation list, the history with one peer, and the
 * fallbacks for sending and reading when the socket is down. Sends and reads are delivered live
 * exactly as their socket events are (docs/realtime.md). Behind the authentication gate; every
 * query is bounded to conversations the caller is part of.
 */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chatMessage/getChatUserList',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's conversations, most recent first",
        querystring: ChatConversationQuery,
        response: { 200: PageEnvelope(ChatConversation) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const page = await listConversations(app.db, member.id, request.query);
      return { code: 200, msg: SUCCESS_MSG, ...page };
    },
  );

  app.get(
    '/chatMessage/contact/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'The card of a member to start a conversation with (no phone or e-mail)',
        params: ChatPeerParams,
        response: { 200: Envelope(ChatContact) },
      },
    },
    async (request) => {
      return ok(await contactCard(app.db, currentMember(request), request.params.id));
    },
  );

  app.get(
    '/chatMessage/listBySenderId/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'The history with one peer, newest first (page 1 is the latest)',
        params: ChatPeerParams,
        querystring: MessageCentrePageQuery,
        response: { 200: PageEnvelope(ChatMessage) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const page = await historyWith(app.db, member.id, request.params.id, request.query);
      return { code: 200, msg: SUCCESS_MSG, ...page };
    },
  );

  app.post(
    '/chatMessage',
    {
      preValidation: rejectUnknownFields(ChatSendInput),
      schema: {
        tags: ['chat'],
        summary: 'Send a message (the fallback of socket chat:send; same rules, same delivery)',
        body: ChatSendInput,
        response: { 200: Envelope(ChatMessage) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      // The same budget as the member's sockets: REST is no way around the socket limit.
      if (!(await app.realtime.allow(member.id, request.ip))) throw new TooManyRequestsError(1);
      return ok(await app.realtime.sendMessage(member, request.body));
    },
  );

  app.put(
    '/chatMessage/readMessage/:id',
    {
      schema: {
        tags: ['chat'],
        summary: "Mark that peer's messages to the caller read; answers how many flipped",
        params: ChatPeerParams,
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => {
      const receipts = await app.realtime.markRead(currentMember(request), {
        peerId: request.params.id,
      });
      return ok(receipts.reduce((sum, receipt) => sum + receipt.messageIds.length, 0));
    },
  );
};

export default chatRoutes;
