import { haiguanApi } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import type { ChatMessage } from '@portal/realtime';

export interface HistoryPage {
  rows: ChatMessage[];
  total: number;
}

/** `GET api/chatMessage/listBySenderId/{peerId}?pageNum&pageSize=30` → newest page first. */
export async function fetchChatHistory(peerId: number, pageNum: number): Promise<HistoryPage> {
  const answer = await haiguanApi.page<ChatMessage>(`/api/chatMessage/listBySenderId/${peerId}`, {
    pageNum,
    pageSize: LIMITS.chatPageSize,
  });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}
