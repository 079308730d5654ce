import type { ChatMessage } from '@portal/realtime';

/**
 * A stored message as the server sends it (history, socket `chat:message`, the answer to a send):
 * a text from member 8 to member 1, unread.
 */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    messageId: '00000000-0000-4000-8000-000000000001',
    conversationId: 3,
    seq: 1,
    senderId: 8,
    receiverId: 1,
    type: 'text',
    payload: '{"text":"Olá"}',
    haveRead: false,
    recalled: false,
    recalledBy: null,
    status: 'success',
    createTime: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}
