import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes; only their SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
