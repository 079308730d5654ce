import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import type { Conversation } from './conversation';

/** The caller's conversations, newest first (spec §7). */
export async function fetchConversations(): Promise<Conversation[]> {
  const answer = await haiguanApi.call(chatEndpoints.conversations, {
    query: { pageNum: 1, pageSize: LIMITS.conversationPageSize },
  });
  return answer.rows ?? [];
}
