import { haiguanApi, isApiError } from '@portal/api-client';
import type { Ack, ChatDraft, ChatMessage } from '@portal/realtime';

/**
 * `POST api/chatMessage`: the same send over REST, for when the socket is down. The answer is
 * turned into the socket's acknowledgement shape so both paths read alike.
 */
export async function postChatMessage({ payload, ...draft }: ChatDraft): Promise<Ack<ChatMessage>> {
  try {
    const answer = await haiguanApi.post<ChatMessage>(
      '/api/chatMessage',
      { ...draft, payload: JSON.stringify(payload) },
      { silent: true },
    );
    return { code: answer.code, msg: answer.msg, data: answer.data };
  } catch (error) {
    if (isApiError(error)) return { code: error.code, msg: error.msg };
    throw error;
  }
}
