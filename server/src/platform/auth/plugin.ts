import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../db/db';
import { BusinessError, SESSION_EXPIRED_MSG } from '../http/envelope';
import { TokenMemory } from './token-memory';
import { hashToken } from './tokens';

/** Who is calling, as established from a valid bearer token. */
export interface AuthenticatedMember {
  id: number;
  /** 0 for a main account, otherwise the main account's id. */
  mid: number;
  companyId: number;
  /** The main account id that owns the company's records (spec §6: mid || id). */
  scopeMemberId: number;
  /** Its permission strings, read with the token (platform/auth/permissions.ts `holdsPermission`). */
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
  interface FastifyInstance {
    /** onRequest hook for route plugins that need a signed-in member. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * The member a token belongs to, or null when it is malformed, unknown, expired or revoked or
     * the member is disabled. The REST gate and the socket handshake both decide with this.
     */
    memberForToken(token: unknown): Promise<AuthenticatedMember | null>;
    /**
     * This process has just changed a member's tokens, disabled state or permissions: forget
     * what is remembered now, before the database's notice of it arrives (migration 027).
     */
    authChanged(): void;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  // RFC 9110: the authentication scheme is case-insensitive.
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match && TOKEN.test(match[1]!) ? match[1]! : null;
}

/** The member a token's hash belongs to, and when the token ends; null as for `memberForToken`. */
async function lookUpToken(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<{ member: AuthenticatedMember; expiresAt: Date } | null> {
  // The member's permissions ride along: a permission check then costs no query of its own.
  const { rows } = await db.query<{
    id: number;
    mid: number;
    company_id: number;
    permissions: string[];
    expires_at: Date;
  }>(
    `SELECT m.id, m.mid, m.company_id, t.expires_at,
            ARRAY(SELECT p.perms FROM member_permissions p WHERE p.member_id = m.id) AS permissions
       FROM auth_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND NOT m.disabled`,
    [tokenHash, now],
    // Planning it each time cost more than running it.
    'auth-member-for-token',
  );
  const row = rows[0];
  return row
    ? {
        member: {
          id: row.id,
          mid: row.mid,
          companyId: row.company_id,
          scopeMemberId: row.mid || row.id,
          permissions: new Set(row.permissions),
        },
        expiresAt: new Date(row.expires_at),
      }
    : null;
}

/** The member of a request behind the authentication gate; the gate guarantees it is set. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new BusinessError(401, SESSION_EXPIRED_MSG);
  return request.member;
}

export default fp(
  async (app) => {
    app.decorateRequest('member', null);

    // Every signed-in request would otherwise ask the database whose its token is; a fifth of
    // the order list's throughput (docs/performance.md). Remembered only while the database's
    // notices of changes are heard.
    const memory = new TokenMemory<AuthenticatedMember>();
    const notices = await app.db.listen('portal_auth', {
      onNotice: () => memory.heard(),
      onListening: (listening) => {
        if (!listening) app.log.warn('lost the auth notices: tokens are checked on every request');
        memory.listening(listening);
      },
    });
    app.addHook('onClose', async () => {
      await notices.stop();
    });

    app.decorate('memberForToken', async (token: unknown) => {
      if (typeof token !== 'string' || !TOKEN.test(token)) return null;
      const tokenHash = hashToken(token);
      const now = app.now();
      const known = memory.recall(tokenHash, now);
      if (known) return known;
      const mark = memory.mark();
      const found = await lookUpToken(app.db, tokenHash, now);
      if (!found) return null;
      memory.remember(tokenHash, found.member, found.expiresAt, mark);
      return found.member;
    });
    app.decorate('authChanged', () => memory.heard());

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const member = token ? await app.memberForToken(token) : null;
      if (!member) {
        if (token)
          request.log.info('rejected bearer token (unknown, expired, revoked or member disabled)');
        throw new BusinessError(401, SESSION_EXPIRED_MSG);
      }
      request.member = member;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
