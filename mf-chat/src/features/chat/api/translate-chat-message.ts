import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';

/** A received text message in the reader's language: always a machine translation. */
export interface ChatMessageTranslation {
  id: number;
  language: Language;
  text: string;
  sourceLanguage: Language | null;
}

/**
 * `GET api/translation/status`: whether the platform has a translation service (docs/translation.md).
 * A failure reads as "off": the action is an extra, never in the way of chatting.
 */
export async function fetchTranslationEnabled(): Promise<boolean> {
  try {
    const answer = await haiguanApi.get<{ enabled: boolean }>(
      '/api/translation/status',
      undefined,
      { silent: true },
    );
    return answer.data?.enabled === true;
  } catch {
    return false;
  }
}

/**
 * `POST api/chatMessage/translate/{id}`: the message in the UI's language (the client sends it as
 * Accept-Language). Rejects with the server's message, which the caller shows beside the message.
 */
export async function translateChatMessage(id: number): Promise<ChatMessageTranslation> {
  const answer = await haiguanApi.post<ChatMessageTranslation>(
    `/api/chatMessage/translate/${id}`,
    undefined,
    { silent: true },
  );
  return answer.data!;
}
