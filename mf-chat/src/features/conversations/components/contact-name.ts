import type { Conversation } from '../api/conversation';

/**
 * The contact as the list and the chat header name them: the person, else their company (the
 * server never sends a peer's phone or login name).
 */
export function contactName(conversation: Pick<Conversation, 'name' | 'comName'>): string {
  return conversation.name || conversation.comName;
}

/** A main account is pictured by its company logo, a member by their own avatar (spec §2). */
export function contactImage(conversation: Pick<Conversation, 'mid' | 'avatar' | 'logo'>) {
  return conversation.mid === 0 ? (conversation.logo ?? conversation.avatar) : conversation.avatar;
}
