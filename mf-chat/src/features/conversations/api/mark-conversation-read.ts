import { haiguanApi } from '@portal/api-client';

/** `PUT api/chatMessage/readMessage/{peerId}`: the messages that peer sent me become read. */
export async function markConversationRead(peerId: number): Promise<void> {
  await haiguanApi.put(`/api/chatMessage/readMessage/${peerId}`);
}
