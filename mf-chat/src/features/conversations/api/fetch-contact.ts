import { haiguanApi } from '@portal/api-client';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import type { ChatContact, Static } from '@portal/contracts/schemas';

/** The card of someone to start chatting with, before any message exists. */
export type Contact = Static<typeof ChatContact>;

/** The member's card (404 '用户不存在'). */
export async function fetchContact(memberId: number): Promise<Contact> {
  const answer = await haiguanApi.call(chatEndpoints.contact, { params: { id: memberId } });
  if (!answer.data) throw new Error('contact answered without data');
  return answer.data;
}
