import type { Language } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';

export interface TranslatableMessage {
  type: string;
  payload: string;
  /** Already translated into the language asked for, or null. */
  cached_text: string | null;
  cached_source: Language | null;
}

/**
 * A message of a conversation `memberId` takes part in, not recalled, with its cached
 * translation into `language`; null for anyone else's message, exactly as for a missing one.
 */
export async function readTranslatableMessage(
  db: DbExecutor,
  messageId: number,
  memberId: number,
  language: Language,
): Promise<TranslatableMessage | null> {
  const { rows } = await db.query<TranslatableMessage>(
    `SELECT m.type, m.payload, t.text AS cached_text, t.source_language AS cached_source
       FROM chat_messages m
       LEFT JOIN chat_message_translations t ON t.message_id = m.id AND t.language = $3
      WHERE m.id = $1 AND (m.sender_id = $2 OR m.receiver_id = $2) AND NOT m.recalled`,
    [messageId, memberId, language],
  );
  return rows[0] ?? null;
}

export async function saveMessageTranslation(
  db: DbExecutor,
  messageId: number,
  language: Language,
  text: string,
  sourceLanguage: Language | null,
): Promise<void> {
  // Two participants asking at once both translate; the first answer stays.
  await db.query(
    `INSERT INTO chat_message_translations (message_id, language, text, source_language)
     VALUES ($1, $2, $3, $4) ON CONFLICT (message_id, language) DO NOTHING`,
    [messageId, language, text, sourceLanguage],
  );
}
