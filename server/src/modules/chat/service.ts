import type { FastifyInstance } from 'fastify';
import type { ChatSendInput, Static } from '@portal/contracts/schemas';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import type { DbExecutor } from '../../platform/db/db';
import { TooManyRequestsError } from '../../platform/http/envelope';
import { contactCard, historyWith, listConversations } from '../../realtime/chat-store';
import { countUnreadChat } from './repo';

/**
 * Private chat over REST: reads come from the message store the socket uses, and sends and reads
 * go through the realtime service, so they are delivered live exactly as their socket events are
 * (docs/realtime.md). Every query is bounded to conversations the caller is part of.
 */
export { contactCard, historyWith, listConversations };

/** Sends as the socket does, within the same budget: REST is no way around the socket limit. */
export async function sendMessage(
  app: FastifyInstance,
  member: AuthenticatedMember,
  input: Static<typeof ChatSendInput>,
  ip: string,
) {
  if (!(await app.realtime.allow(member.id, ip))) throw new TooManyRequestsError(1);
  return app.realtime.sendMessage(member, input);
}

/** That peer's messages to the member become read; how many did. */
export async function readConversation(
  app: FastifyInstance,
  member: AuthenticatedMember,
  peerId: number,
): Promise<number> {
  const receipts = await app.realtime.markRead(member, { peerId });
  return receipts.reduce((sum, receipt) => sum + receipt.messageIds.length, 0);
}

export function unreadChatCount(db: DbExecutor, memberId: number): Promise<number> {
  return countUnreadChat(db, memberId);
}
