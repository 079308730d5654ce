import type { DbExecutor } from '../../platform/db/db';

/** A member as signing in sees it. */
export interface SignInAccount {
  id: number;
  username: string;
  password_hash: string;
  disabled: boolean;
}

/** The member a sign-in name (username, phone or e-mail in any case) belongs to. */
export async function findAccount(
  db: DbExecutor,
  login: string,
): Promise<SignInAccount | undefined> {
  const { rows } = await db.query<SignInAccount>(
    `SELECT id, username, password_hash, disabled FROM members
      WHERE username = $1 OR phone = $1 OR email = lower($1)
      ORDER BY (username = $1) DESC LIMIT 1`,
    [login],
  );
  return rows[0];
}

/** A new company and its main account (mid 0, status 0 "not verified"); answers the member's id. */
export async function insertMainAccount(
  tx: DbExecutor,
  company: { name: string; country: string | null; originalLanguage: string },
  member: { username: string; phone: string | null; email: string | null; passwordHash: string },
  permissions: readonly string[],
): Promise<number> {
  const created = await tx.query<{ id: number }>(
    'INSERT INTO companies (name, country, original_language) VALUES ($1, $2, $3) RETURNING id',
    [company.name, company.country, company.originalLanguage],
  );
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO members (mid, company_id, username, phone, email, password_hash, status)
     VALUES (0, $1, $2, $3, $4, $5, 0) RETURNING id`,
    [created.rows[0]!.id, member.username, member.phone, member.email, member.passwordHash],
  );
  const memberId = inserted.rows[0]!.id;
  for (const perms of permissions) {
    await tx.query('INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2)', [
      memberId,
      perms,
    ]);
  }
  return memberId;
}

export async function updatePasswordHash(
  tx: DbExecutor,
  memberId: number,
  passwordHash: string,
): Promise<void> {
  await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
}

export async function usernameOf(db: DbExecutor, memberId: number): Promise<string> {
  const { rows } = await db.query<{ username: string }>(
    'SELECT username FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]!.username;
}

/** What an e-mail change checks and tells: the holder's contacts, password and pending address. */
export interface EmailHolder {
  email: string | null;
  phone: string | null;
  password_hash: string;
  pending_email: string | null;
}

export async function emailHolder(db: DbExecutor, memberId: number): Promise<EmailHolder> {
  const { rows } = await db.query<EmailHolder>(
    'SELECT email, phone, password_hash, pending_email FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]!;
}

export async function setPendingEmail(
  db: DbExecutor,
  memberId: number,
  email: string,
): Promise<void> {
  await db.query('UPDATE members SET pending_email = $2 WHERE id = $1', [memberId, email]);
}

/** Makes the pending address the e-mail; false when it is no longer the pending one. */
export async function confirmPendingEmail(
  tx: DbExecutor,
  memberId: number,
  email: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE members SET email = $2, pending_email = NULL
      WHERE id = $1 AND pending_email = $2 RETURNING id`,
    [memberId, email],
  );
  return rows.length > 0;
}

// Sessions

/** Stores a new session's token hash. */
export async function insertSession(
  db: DbExecutor,
  memberId: number,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO auth_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, memberId, createdAt, expiresAt],
  );
}

/** Signs the member out everywhere (password changed or reset, staff disabled). */
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

export async function revokeSession(db: DbExecutor, tokenHash: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, now],
  );
}

// Password guessing: failed attempts and captchas

/** Takes the transaction-scoped advisory lock of a key (`login:…`, `member:…`). */
export async function lockKey(tx: DbExecutor, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** Failed (or still running) password attempts for a typed name or its account since `since`. */
export async function countRecentFailures(
  db: DbExecutor,
  login: string,
  memberId: number | null,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM login_failures
      WHERE (login = $1 OR member_id = $2) AND failed_at > $3`,
    [login, memberId, since],
  );
  return rows[0]!.count;
}

/** Clears failures older than `before` and records one at `at`; answers its id. */
export async function insertFailure(
  tx: DbExecutor,
  login: string,
  memberId: number | null,
  at: Date,
  before: Date,
): Promise<number> {
  await tx.query('DELETE FROM login_failures WHERE failed_at <= $1', [before]);
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO login_failures (login, member_id, failed_at) VALUES ($1, $2, $3) RETURNING id',
    [login, memberId, at],
  );
  return rows[0]!.id;
}

export async function deleteFailure(db: DbExecutor, id: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

/** Stores a captcha's answer hash, clearing the expired ones (a few minutes' worth stay). */
export async function insertCaptcha(
  db: DbExecutor,
  uuid: string,
  answerHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO captchas (uuid, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    uuid,
    answerHash,
    expiresAt,
  ]);
}

/** Marks an unused captcha used and answers it, or undefined when there is none. */
export async function spendCaptcha(
  db: DbExecutor,
  uuid: string,
  now: Date,
): Promise<{ answer_hash: string; expires_at: Date } | undefined> {
  const { rows } = await db.query<{ answer_hash: string; expires_at: Date }>(
    `UPDATE captchas SET used_at = $2 WHERE uuid = $1 AND used_at IS NULL RETURNING answer_hash, expires_at`,
    [uuid, now],
  );
  return rows[0];
}

// The development outbox

export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest hundred messages "sent" to one recipient. */
export async function outboxFor(db: DbExecutor, recipient: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{
    recipient: string;
    channel: 'sms' | 'email';
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `SELECT recipient, channel, subject, body, created_at FROM dev_outbox
      WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
    [recipient],
  );
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}
