import type { DbExecutor } from '../../platform/db/db';

/**
 * The chat's own queries beside the message store's (realtime/chat-store.ts, which the socket
 * and these routes share): the unread count for the badges.
 */
export async function countUnreadChat(db: DbExecutor, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chat_messages WHERE receiver_id = $1 AND NOT have_read AND NOT recalled',
    [memberId],
  );
  return rows[0]!.count;
}
