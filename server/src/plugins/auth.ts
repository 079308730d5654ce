import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BusinessError, SESSION_EXPIRED_MSG } from '../lib/envelope';
import { hashToken } from '../lib/tokens';

/** Who is calling, as established from a valid bearer token. */
export interface AuthenticatedMember {
  id: number;
  /** 0 for a main account, otherwise the main account's id. */
  mid: number;
  companyId: number;
  /** The main account id that owns the company's records (spec §6: mid || id). */
  scopeMemberId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
  interface FastifyInstance {
    /** onRequest hook for route plugins that need a signed-in member. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header) : null;
  return match ? match[1]! : null;
}

/** The member of a request behind the authentication gate; the gate guarantees it is set. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new BusinessError(401, SESSION_EXPIRED_MSG);
  return request.member;
}

export default fp(
  async (app) => {
    app.decorateRequest('member', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new BusinessError(401, SESSION_EXPIRED_MSG);
      const { rows } = await app.db.query<{ id: number; mid: number; company_id: number }>(
        `SELECT m.id, m.mid, m.company_id
           FROM auth_tokens t JOIN members m ON m.id = t.member_id
          WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND NOT m.disabled`,
        [hashToken(token), app.now()],
      );
      const row = rows[0];
      if (!row) {
        request.log.info('rejected bearer token (unknown, expired, revoked or member disabled)');
        throw new BusinessError(401, SESSION_EXPIRED_MSG);
      }
      request.member = {
        id: row.id,
        mid: row.mid,
        companyId: row.company_id,
        scopeMemberId: row.mid || row.id,
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
