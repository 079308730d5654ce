import type { FastifyInstance } from 'fastify';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import { ChatSendInput } from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import {
  contactCard,
  historyWith,
  listConversations,
  readConversation,
  sendMessage,
  unreadChatCount,
} from './service';

/**
 * Private chat over REST (spec §7): the conversation list, the history with one peer, the
 * fallbacks for sending and reading when the socket is down, and the unread count.
 */
export function chatRoutes(app: FastifyInstance): void {
  route(app, chatEndpoints.conversations, async (request) => {
    const page = await listConversations(app.db, currentMember(request).id, request.query);
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(app, chatEndpoints.contact, async (request) =>
    ok(await contactCard(app.db, currentMember(request), request.params.id)),
  );

  route(app, chatEndpoints.history, async (request) => {
    const member = currentMember(request);
    const page = await historyWith(app.db, member.id, request.params.id, request.query);
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(
    app,
    chatEndpoints.send,
    async (request) => ok(await sendMessage(app, currentMember(request), request.body, request.ip)),
    { preValidation: rejectUnknownFields(ChatSendInput) },
  );

  route(app, chatEndpoints.read, async (request) =>
    ok(await readConversation(app, currentMember(request), request.params.id)),
  );

  route(app, chatEndpoints.unreadCount, async (request) =>
    ok(await unreadChatCount(app.db, currentMember(request).id)),
  );
}
