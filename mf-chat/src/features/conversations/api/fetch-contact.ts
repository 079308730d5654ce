import { haiguanApi } from '@portal/api-client';
import type { ChatContact, Static } from '@portal/contracts/schemas';

/** The card of someone to start chatting with, before any message exists. */
export type Contact = Static<typeof ChatContact>;

/** `GET api/chatMessage/contact/{id}` → the member's card (404 '用户不存在'). */
export async function fetchContact(memberId: number): Promise<Contact> {
  const answer = await haiguanApi.get<Contact>(`/api/chatMessage/contact/${memberId}`);
  if (!answer.data) throw new Error('contact answered without data');
  return answer.data;
}
