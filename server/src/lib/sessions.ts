import type { DbExecutor } from '../platform/db/db';
import { newToken, TOKEN_LIFETIME_MS } from '../platform/auth/tokens';

/** Signs the member in: stores the new token's hash and returns the token for the client. */
export async function startSession(db: DbExecutor, memberId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.query(
    'INSERT INTO auth_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, memberId, now, new Date(now.getTime() + TOKEN_LIFETIME_MS)],
  );
  return token;
}

/** Signs the member out everywhere (password changed or reset). */
export async function revokeAllSessions(
  db: DbExecutor,
  memberId: number,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL',
    [memberId, now],
  );
}
