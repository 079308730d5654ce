import { LRUCache } from 'lru-cache';

/** Tokens remembered at most; past it the least recently used are asked again. */
const REMEMBERED_TOKENS = 20_000;
/** Even with every notice received, nothing is remembered longer than this. */
const REMEMBER_MS = 60_000;

interface Remembered<Member> {
  member: Member;
  /** The token's own end (`auth_tokens.expires_at`), by the server's clock. */
  expiresAt: number;
}

/**
 * Whose each token is, remembered between requests (issue #16: a token check without a query).
 * Correct only while it hears every change: `heard` is called for each notice of the database's
 * `portal_auth` channel (migration 027) and `listening` when that channel is won or lost. While
 * not listening it remembers nothing. A lookup that was under way when a notice arrived is not
 * stored, as it may have read what the notice replaced.
 */
export class TokenMemory<Member> {
  private readonly remembered = new LRUCache<string, Remembered<Member>>({
    max: REMEMBERED_TOKENS,
    ttl: REMEMBER_MS,
  });
  /** Changes heard so far; a lookup stores its answer only if none came while it ran. */
  private changes = 0;
  private isListening = false;

  recall(tokenHash: string, now: Date): Member | undefined {
    const entry = this.remembered.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.remembered.delete(tokenHash);
      return undefined;
    }
    return entry.member;
  }

  /** Marks the start of a lookup; pass the mark to `remember` with what the lookup found. */
  mark(): number {
    return this.changes;
  }

  remember(tokenHash: string, member: Member, expiresAt: Date, mark: number): void {
    if (!this.isListening || mark !== this.changes) return;
    this.remembered.set(tokenHash, { member, expiresAt: expiresAt.getTime() });
  }

  /**
   * A member's tokens, disabled state or permissions changed. Any change forgets every token: they
   * are rare (sign-out, password, staff and permission edits) and one query each brings a token
   * back.
   */
  heard(): void {
    this.changes += 1;
    this.remembered.clear();
  }

  listening(listening: boolean): void {
    this.isListening = listening;
    this.heard();
  }
}
