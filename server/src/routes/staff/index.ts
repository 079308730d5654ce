import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountMessageAnswer,
  StaffCodeRequestBody,
  StaffCreateBody,
  StaffCreated,
  StaffIdParams,
  StaffListQuery,
  StaffMember,
  StaffStatusBody,
  StaffSupplyPublishBody,
  StaffUpdateBody,
  StaffVerifyBody,
  type Static,
} from '@portal/contracts/schemas';
import {
  isEmail,
  normalisePhone,
  MESSAGES,
  validateCode,
  validateEmail,
  validatePassword,
} from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import { findAccount, SUB_MEMBER_PERMS } from '../../modules/accounts/service';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { ownImageUrl } from '../../modules/files/service';
import { requestLanguage } from '../../platform/language/language';
import { hashPassword } from '../../platform/auth/passwords';
import { requireMainAccount } from '../../platform/auth/permissions';
import { assertSubAccountAvailable } from '../../lib/quotas';
import { revokeAllSessions } from '../../modules/accounts/service';
import {
  CODE_INVALID_MSG,
  CODE_SENT_MSG,
  EMAIL,
  PHONE,
  type VerificationCodes,
} from '../../modules/accounts/verification-codes';
import { currentMember, type AuthenticatedMember } from '../../platform/auth/plugin';

export const STAFF_NOT_FOUND_MSG = '员工不存在';
export const STAFF_NAME_REQUIRED_MSG = '请输入员工姓名';
export const BUSINESS_CARD_REQUIRED_MSG = '请先上传员工名片';
const AVATAR_INVALID_MSG = '头像图片不存在或格式不正确';
const BUSINESS_CARD_INVALID_MSG = '名片图片不存在或格式不正确';

const Done = Envelope(Type.Null());

interface StaffRow {
  id: number;
  username: string;
  name: string | null;
  english_name: string | null;
  position: string | null;
  work_email: string | null;
  phone: string | null;
  email: string | null;
  wechat: string | null;
  touxiang: string | null;
  business_card: string | null;
  disabled: boolean;
  verified: boolean;
  supply_publish: boolean;
  created_at: Date;
}

const STAFF_COLUMNS = `m.id, m.username, m.name, m.english_name, m.position, m.work_email, m.phone, m.email,
  m.wechat, m.touxiang, m.business_card, m.disabled, m.verified, m.created_at,
  EXISTS (SELECT 1 FROM member_permissions p WHERE p.member_id = m.id AND p.perms = '${PERMISSIONS.supplyPublish}')
    AS supply_publish`;

function toStaff(row: StaffRow) {
  return {
    id: row.id,
    username: row.username,
    name: row.name ?? '',
    englishName: row.english_name,
    position: row.position,
    workEmail: row.work_email,
    phone: row.phone,
    email: row.email,
    wechat: row.wechat,
    touxiang: row.touxiang,
    businessCard: row.business_card,
    disabled: row.disabled,
    verified: row.verified,
    supplyPublish: row.supply_publish,
    createTime: new Date(row.created_at).toISOString(),
  };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/** The sub-member `id` of the caller's company (the caller being its main account), locked. */
async function lockStaff(tx: DbExecutor, owner: AuthenticatedMember, id: number) {
  const { rows } = await tx.query<{ id: number; disabled: boolean; business_card: string | null }>(
    `SELECT id, disabled, business_card FROM members
      WHERE id = $1 AND mid = $2 AND company_id = $3 FOR UPDATE`,
    [id, owner.id, owner.companyId],
  );
  const staff = rows[0];
  if (!staff) throw new BusinessError(404, STAFF_NOT_FOUND_MSG);
  return staff;
}

/** The sign-in a staff member gets: a phone in its stored form, or an e-mail lower-cased (sign-in compares so). */
function staffAccount(raw: string | undefined) {
  const trimmed = raw?.trim() ?? '';
  const phone = normalisePhone(trimmed);
  const isPhoneAccount = phone !== null;
  const account = phone ?? trimmed.toLowerCase();
  assertValid(
    trimmed ? null : MESSAGES.accountRequired,
    isPhoneAccount || isEmail(account) ? null : MESSAGES.accountFormat,
  );
  return { account, contact: isPhoneAccount ? PHONE : EMAIL };
}

/**
 * The company's employees (sub-members, spec §6), managed by the main account: each signs in
 * with their own phone or e-mail, bound only with a code sent to it (the staff member tells the
 * main account the code); their number is bounded by the membership tier, and only the main
 * account grants them the supply-publishing permission.
 */
const staffRoutes: FastifyPluginAsyncTypebox<{ codes: VerificationCodes }> = async (
  app,
  options,
) => {
  /** The optional profile fields, checked and normalised (blank is stored as NULL). */
  const profileOf = async (
    companyId: number,
    body: Omit<Static<typeof StaffUpdateBody>, 'id' | 'name'>,
  ) => {
    const workEmail = blankToNull(body.workEmail)?.toLowerCase() ?? null;
    assertValid(workEmail === null ? null : validateEmail(workEmail));
    return {
      englishName: blankToNull(body.englishName),
      position: blankToNull(body.position),
      workEmail,
      wechat: blankToNull(body.wechat),
      touxiang: await ownImageUrl(app.db, companyId, body.touxiang ?? null, AVATAR_INVALID_MSG),
      businessCard: await ownImageUrl(
        app.db,
        companyId,
        body.businessCard ?? null,
        BUSINESS_CARD_INVALID_MSG,
      ),
    };
  };

  app.get(
    '/staff/list',
    {
      schema: {
        tags: ['staff'],
        summary: "The company's employees, newest first (main account)",
        querystring: StaffListQuery,
        response: { 200: PageEnvelope(StaffMember) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { pageNum, pageSize, status } = request.query;
      const keyword = request.query.keyword?.trim().toLowerCase() ?? '';
      // strpos rather than LIKE, so '%' and '_' in the keyword match literally.
      const where = `m.mid = $1 AND m.company_id = $2
        AND ($3 = '' OR strpos(lower(coalesce(m.name, '') || ' ' || coalesce(m.english_name, '') || ' ' ||
             m.username || ' ' || coalesce(m.position, '')), $3) > 0)
        AND ($4::boolean IS NULL OR m.disabled = $4::boolean)`;
      const params = [
        member.id,
        member.companyId,
        keyword,
        status === undefined ? null : status === 'disabled',
      ];
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM members m WHERE ${where}`,
        params,
      );
      const { rows } = await app.db.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM members m WHERE ${where}
          ORDER BY m.created_at DESC, m.id DESC LIMIT $5 OFFSET $6`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      return { code: 200, msg: SUCCESS_MSG, total: total.rows[0]!.count, rows: rows.map(toStaff) };
    },
  );

  app.get(
    '/staff/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One employee of the company (main account)',
        params: StaffIdParams,
        response: { 200: Envelope(StaffMember) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { rows } = await app.db.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM members m WHERE m.id = $1 AND m.mid = $2 AND m.company_id = $3`,
        [request.params.id, member.id, member.companyId],
      );
      if (!rows[0]) throw new BusinessError(404, STAFF_NOT_FOUND_MSG);
      return ok(toStaff(rows[0]));
    },
  );

  app.post(
    '/staff/sendCode',
    {
      preValidation: rejectUnknownFields(StaffCodeRequestBody),
      schema: {
        tags: ['staff'],
        summary:
          "Sends a bindStaff code to the future staff member's phone or e-mail (same answer whether or not it is taken)",
        body: StaffCodeRequestBody,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { account, contact } = staffAccount(request.body.account);
      // No seat, no code: the main account learns it before the staff member is bothered.
      await assertSubAccountAvailable(app.db, member.companyId, app.now());
      // A taken account gets its owner a notice and no code: the answer is the same (item 13).
      await options.codes.send({
        purpose: 'bindStaff',
        contact,
        target: account,
        clientIp: request.ip,
        language: requestLanguage(request.headers['accept-language']),
      });
      return { code: 200, msg: CODE_SENT_MSG };
    },
  );

  app.post(
    '/staff',
    {
      preValidation: rejectUnknownFields(StaffCreateBody),
      schema: {
        tags: ['staff'],
        summary:
          'Add an employee with their own sign-in, bound with the code sent by staff/sendCode (takes one sub-account of the quota)',
        body: StaffCreateBody,
        response: { 200: Envelope(StaffCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      // No seat: nothing else matters, and no code is spent.
      await assertSubAccountAvailable(app.db, member.companyId, app.now());
      const body = request.body;
      const { account, contact } = staffAccount(body.account);
      const isPhoneAccount = contact === PHONE;
      const name = body.name?.trim() ?? '';
      assertValid(
        validateCode(body.code),
        validatePassword(body.password),
        name ? null : STAFF_NAME_REQUIRED_MSG,
      );
      const profile = await profileOf(member.companyId, body);
      await options.codes.redeem('bindStaff', account, body.code!);
      // Registered by someone since the code was sent: like a spent code (no enumeration).
      if (await findAccount(app.db, account)) throw new BusinessError(400, CODE_INVALID_MSG);
      const passwordHash = await hashPassword(body.password!);
      const perms = body.supplyPublish
        ? [...SUB_MEMBER_PERMS, PERMISSIONS.supplyPublish]
        : SUB_MEMBER_PERMS;
      try {
        const id = await app.db.transaction(async (tx) => {
          await assertSubAccountAvailable(tx, member.companyId, app.now());
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO members (mid, company_id, username, phone, email, name, password_hash, status,
               english_name, position, work_email, wechat, touxiang, business_card, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
            [
              member.id,
              member.companyId,
              account,
              isPhoneAccount ? account : null,
              isPhoneAccount ? null : account,
              name,
              passwordHash,
              profile.englishName,
              profile.position,
              profile.workEmail,
              profile.wechat,
              profile.touxiang,
              profile.businessCard,
              app.now(),
            ],
          );
          const staffId = rows[0]!.id;
          for (const perm of perms) {
            await tx.query('INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2)', [
              staffId,
              perm,
            ]);
          }
          return staffId;
        });
        request.log.info({ event: 'staff_added', memberId: member.id, staffId: id }, 'staff added');
        return ok({ id });
      } catch (error) {
        // Someone registered the same phone or e-mail between the check and the insert.
        if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
        throw error;
      }
    },
  );

  app.put(
    '/staff',
    {
      preValidation: rejectUnknownFields(StaffUpdateBody),
      schema: {
        tags: ['staff'],
        summary: "Replace an employee's profile (not their account or password)",
        body: StaffUpdateBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const body = request.body;
      const name = body.name?.trim() ?? '';
      assertValid(name ? null : STAFF_NAME_REQUIRED_MSG);
      const profile = await profileOf(member.companyId, body);
      await app.db.transaction(async (tx) => {
        await lockStaff(tx, member, body.id);
        // Removing the business card withdraws the verification that rested on it.
        await tx.query(
          `UPDATE members SET name = $2, english_name = $3, position = $4, work_email = $5, wechat = $6,
             touxiang = $7, business_card = $8,
             verified = verified AND $8::text IS NOT NULL,
             verified_at = CASE WHEN $8::text IS NULL THEN NULL ELSE verified_at END
           WHERE id = $1`,
          [
            body.id,
            name,
            profile.englishName,
            profile.position,
            profile.workEmail,
            profile.wechat,
            profile.touxiang,
            profile.businessCard,
          ],
        );
      });
      return ok(null);
    },
  );

  app.put(
    '/staff/:id/status',
    {
      preValidation: rejectUnknownFields(StaffStatusBody),
      schema: {
        tags: ['staff'],
        summary: 'Disable (signs the employee out everywhere) or enable again (checks the quota)',
        params: StaffIdParams,
        body: StaffStatusBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { disabled } = request.body;
      await app.db.transaction(async (tx) => {
        const staff = await lockStaff(tx, member, request.params.id);
        if (staff.disabled === disabled) return;
        if (!disabled) await assertSubAccountAvailable(tx, member.companyId, app.now());
        await tx.query('UPDATE members SET disabled = $2 WHERE id = $1', [staff.id, disabled]);
        if (disabled) await revokeAllSessions(tx, staff.id, app.now());
      });
      app.authChanged();
      if (disabled) app.realtime.endSessions({ memberId: request.params.id });
      request.log.info(
        {
          event: disabled ? 'staff_disabled' : 'staff_enabled',
          memberId: member.id,
          staffId: request.params.id,
        },
        'staff status changed',
      );
      return ok(null);
    },
  );

  app.put(
    '/staff/:id/verify',
    {
      preValidation: rejectUnknownFields(StaffVerifyBody),
      schema: {
        tags: ['staff'],
        summary: 'Verify an employee (needs their business card) or withdraw it',
        params: StaffIdParams,
        body: StaffVerifyBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { verified } = request.body;
      await app.db.transaction(async (tx) => {
        const staff = await lockStaff(tx, member, request.params.id);
        if (verified && !staff.business_card) {
          throw new BusinessError(400, BUSINESS_CARD_REQUIRED_MSG);
        }
        await tx.query('UPDATE members SET verified = $2, verified_at = $3 WHERE id = $1', [
          staff.id,
          verified,
          verified ? app.now() : null,
        ]);
      });
      return ok(null);
    },
  );

  app.put(
    '/staff/:id/supplyPublish',
    {
      preValidation: rejectUnknownFields(StaffSupplyPublishBody),
      schema: {
        tags: ['staff'],
        summary: `Grant or revoke ${PERMISSIONS.supplyPublish} (effective at the employee's next call)`,
        params: StaffIdParams,
        body: StaffSupplyPublishBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const { granted } = request.body;
      await app.db.transaction(async (tx) => {
        const staff = await lockStaff(tx, member, request.params.id);
        await tx.query(
          granted
            ? 'INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2) ON CONFLICT DO NOTHING'
            : 'DELETE FROM member_permissions WHERE member_id = $1 AND perms = $2',
          [staff.id, PERMISSIONS.supplyPublish],
        );
      });
      app.authChanged();
      request.log.info(
        {
          event: 'supply_publish_changed',
          memberId: member.id,
          staffId: request.params.id,
          granted,
        },
        'permission changed',
      );
      return ok(null);
    },
  );
};

export default staffRoutes;
