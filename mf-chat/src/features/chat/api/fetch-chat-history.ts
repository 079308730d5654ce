import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import type { ChatMessage } from '@portal/realtime';

export interface HistoryPage {
  rows: ChatMessage[];
  total: number;
}

/** The history with one peer, 30 a page, the newest page first. */
export async function fetchChatHistory(peerId: number, pageNum: number): Promise<HistoryPage> {
  const answer = await haiguanApi.call(chatEndpoints.history, {
    params: { id: peerId },
    query: { pageNum, pageSize: LIMITS.chatPageSize },
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
