import { haiguanApi } from '@portal/api-client';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';

/** The messages that peer sent me become read. */
export async function markConversationRead(peerId: number): Promise<void> {
  await haiguanApi.call(chatEndpoints.read, { params: { id: peerId } });
}
