import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import type { Conversation } from './conversation';

/** `GET api/chatMessage/getChatUserList?pageNum=1&pageSize=9999` → rows, newest first (spec §7). */
export async function fetchConversations(): Promise<Conversation[]> {
  const answer = await haiguanApi.page<Conversation>('/api/chatMessage/getChatUserList', {
    pageNum: 1,
    pageSize: LIMITS.conversationPageSize,
  });
  return answer.rows ?? [];
}
