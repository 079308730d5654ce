import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountAjaxQuery,
  MembershipInfo,
  PermissionEntry,
  UserInfo,
  type Static,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { Envelope, ok } from '../../platform/http/envelope';
import { currentMembership } from '../../lib/quotas';

/** Routes about the signed-in member; registered behind the authentication gate. */
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/member/userInfo',
    {
      schema: {
        tags: ['member'],
        summary: 'The signed-in member and their company',
        response: { 200: Envelope(UserInfo) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{
        id: number;
        mid: number;
        username: string;
        status: Static<typeof UserInfo>['status'];
        corporate_label: number;
        com_name: string | null;
        touxiang: string | null;
        logo: string | null;
        email: string | null;
        name: string | null;
        phone: string | null;
      }>(
        `SELECT m.id, m.mid, m.username, m.status, c.corporate_label, c.name AS com_name, m.touxiang, c.logo,
                m.email, m.name, m.phone
           FROM members m JOIN companies c ON c.id = m.company_id
          WHERE m.id = $1`,
        [member.id],
      );
      const row = rows[0]!;
      return ok({
        id: row.id,
        mid: row.mid,
        username: row.username,
        status: row.status,
        corporateLabel: row.corporate_label,
        comName: row.com_name,
        touxiang: row.touxiang,
        logo: row.logo,
        email: row.email,
        name: row.name,
        phone: row.phone,
      });
    },
  );

  app.get(
    '/memberRole/getUserHighestLevel',
    {
      schema: {
        tags: ['member'],
        summary:
          "The company's highest active membership tier (sub-members share the main account's)",
        response: { 200: Envelope(MembershipInfo) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { tier, expiresAt } = await currentMembership(app.db, member.companyId, app.now());
      return ok({
        roleId: tier.id,
        roleName: tier.roleName,
        roleKey: tier.roleKey,
        expireTime: expiresAt ? expiresAt.toISOString() : null,
      });
    },
  );

  app.get(
    '/getMenu',
    {
      schema: {
        tags: ['member'],
        summary: "The member's permission strings",
        response: { 200: Envelope(Type.Array(PermissionEntry)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{ perms: string }>(
        'SELECT perms FROM member_permissions WHERE member_id = $1 ORDER BY perms',
        [member.id],
      );
      return ok(rows);
    },
  );

  app.get(
    '/member/isCompany',
    {
      schema: {
        tags: ['member'],
        summary: 'Whether the caller is a main account of a verified company',
        querystring: AccountAjaxQuery,
        response: { 200: Envelope(Type.Boolean()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      if (member.mid !== 0) return ok(false);
      const { rows } = await app.db.query<{ review_status: number }>(
        'SELECT review_status FROM companies WHERE id = $1',
        [member.companyId],
      );
      return ok(rows[0]?.review_status === 2);
    },
  );
};

export default memberRoutes;
