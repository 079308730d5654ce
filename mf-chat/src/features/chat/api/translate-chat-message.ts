import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { translationEndpoints } from '@portal/contracts/endpoints/translation';

/** A received text message in the reader's language: always a machine translation. */
export type ChatMessageTranslation = EndpointAnswer<
  typeof translationEndpoints.chatMessage
>['data'];

/**
 * Whether the platform has a translation service (docs/translation.md).
 * A failure reads as "off": the action is an extra, never in the way of chatting.
 */
export async function fetchTranslationEnabled(): Promise<boolean> {
  try {
    const answer = await haiguanApi.call(translationEndpoints.status, {}, { silent: true });
    return answer.data?.enabled === true;
  } catch {
    return false;
  }
}

/**
 * The message in the UI's language (the client sends it as
 * Accept-Language). Rejects with the server's message, which the caller shows beside the message.
 */
export async function translateChatMessage(id: number): Promise<ChatMessageTranslation> {
  const answer = await haiguanApi.call(
    translationEndpoints.chatMessage,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}
