import type { Conversation } from '../api/conversation';

/** The contact as the list and the chat header name them: the person, else their company. */
export function contactName(
  conversation: Pick<Conversation, 'name' | 'comName'> & Partial<Pick<Conversation, 'phone'>>,
): string {
  return conversation.name || conversation.comName || conversation.phone || '';
}

/** A main account is pictured by its company logo, a member by their own avatar (spec §2). */
export function contactImage(conversation: Pick<Conversation, 'mid' | 'avatar' | 'logo'>) {
  return conversation.mid === 0 ? (conversation.logo ?? conversation.avatar) : conversation.avatar;
}
