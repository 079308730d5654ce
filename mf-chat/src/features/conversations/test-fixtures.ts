import type { Conversation } from './api/conversation';
import type { Contact } from './api/fetch-contact';

/** The caller's conversation with member 5, whose last message is unread. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    conversationId: 11,
    lastSeq: 3,
    userId: 5,
    name: 'Ana Costa',
    comName: 'Lusitânia Vinhos e Azeites',
    avatar: null,
    logo: null,
    mid: 0,
    unreadCount: 2,
    type: 'private',
    lastMessage: {
      payload: '{"text":"Olá"}',
      type: 'text',
      createTime: '2026-11-22T08:00:00.000Z',
      read: false,
      senderId: 5,
      recalled: false,
      recalledBy: null,
    },
    ...overrides,
  };
}

/** Someone not yet in the list ("contact this company"). */
export const contact: Contact = {
  userId: 77,
  name: 'Teresa Mendes',
  comName: 'Kwanza Agro-Comércio, Lda.',
  avatar: null,
  logo: null,
  mid: 0,
};
