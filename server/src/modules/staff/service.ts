import { PERMISSIONS, type Language } from '@portal/contracts';
import type {
  StaffCreateBody,
  StaffListQuery,
  StaffMember,
  StaffUpdateBody,
  Static,
} from '@portal/contracts/schemas';
import {
  isEmail,
  MESSAGES,
  normalisePhone,
  validateCode,
  validateEmail,
  validatePassword,
} from '@portal/validators';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords';
import { requireMainAccount } from '../../platform/auth/permissions';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { Page } from '../../platform/db/paging';
import { assertValid, BusinessError } from '../../platform/http/envelope';
import { assertSubAccountAvailable } from '../../lib/quotas';
import { findAccount, revokeAllSessions, SUB_MEMBER_PERMS } from '../accounts/service';
import {
  CODE_INVALID_MSG,
  EMAIL,
  PHONE,
  type VerificationCodes,
} from '../accounts/verification-codes';
import { ownImageUrl } from '../files/service';
import {
  findStaff,
  insertStaff,
  lockStaff,
  setPermission,
  setStaffDisabled,
  setStaffVerified,
  staffPage,
  updateStaffProfile,
  type StaffProfile,
} from './repo';

const STAFF_NOT_FOUND_MSG = '员工不存在';
const STAFF_NAME_REQUIRED_MSG = '请输入员工姓名';
const BUSINESS_CARD_REQUIRED_MSG = '请先上传员工名片';
const AVATAR_INVALID_MSG = '头像图片不存在或格式不正确';
const BUSINESS_CARD_INVALID_MSG = '名片图片不存在或格式不正确';

/** What the staff services work with: the database, the clock and the request's log. */
export interface StaffContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
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

/** The optional profile fields, checked and normalised (blank is stored as NULL). */
async function profileOf(
  db: DbExecutor,
  companyId: number,
  body: Omit<Static<typeof StaffUpdateBody>, 'id' | 'name'>,
): Promise<StaffProfile> {
  const workEmail = blankToNull(body.workEmail)?.toLowerCase() ?? null;
  assertValid(workEmail === null ? null : validateEmail(workEmail));
  return {
    englishName: blankToNull(body.englishName),
    position: blankToNull(body.position),
    workEmail,
    wechat: blankToNull(body.wechat),
    touxiang: await ownImageUrl(db, companyId, body.touxiang ?? null, AVATAR_INVALID_MSG),
    businessCard: await ownImageUrl(
      db,
      companyId,
      body.businessCard ?? null,
      BUSINESS_CARD_INVALID_MSG,
    ),
  };
}

/** The main account's staff member `id`, locked, or 404. */
async function lockOwnStaff(tx: DbExecutor, owner: AuthenticatedMember, id: number) {
  const staff = await lockStaff(tx, owner, id);
  if (!staff) throw new BusinessError(404, STAFF_NOT_FOUND_MSG);
  return staff;
}

export async function listStaff(
  db: DbExecutor,
  owner: AuthenticatedMember,
  query: Static<typeof StaffListQuery>,
): Promise<Page<Static<typeof StaffMember>>> {
  requireMainAccount(owner);
  const { pageNum, pageSize, status } = query;
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const disabled = status === undefined ? null : status === 'disabled';
  return staffPage(db, owner, { keyword, disabled }, { pageNum, pageSize });
}

export async function oneStaff(
  db: DbExecutor,
  owner: AuthenticatedMember,
  id: number,
): Promise<Static<typeof StaffMember>> {
  requireMainAccount(owner);
  const staff = await findStaff(db, owner, id);
  if (!staff) throw new BusinessError(404, STAFF_NOT_FOUND_MSG);
  return staff;
}

/** Sends a bindStaff code to the future staff member's sign-in (a notice when it is taken). */
export async function sendStaffCode(
  ctx: StaffContext,
  codes: VerificationCodes,
  owner: AuthenticatedMember,
  rawAccount: string | undefined,
  requester: { clientIp: string; language: Language },
): Promise<void> {
  requireMainAccount(owner);
  const { account, contact } = staffAccount(rawAccount);
  // No seat, no code: the main account learns it before the staff member is bothered.
  await assertSubAccountAvailable(ctx.db, owner.companyId, ctx.now);
  // A taken account gets its owner a notice and no code: the answer is the same (item 13).
  await codes.send({ purpose: 'bindStaff', contact, target: account, ...requester });
}

/** Adds a staff member bound with the code sent to their sign-in; answers their id. */
export async function addStaff(
  ctx: StaffContext,
  codes: VerificationCodes,
  owner: AuthenticatedMember,
  body: Static<typeof StaffCreateBody>,
): Promise<number> {
  requireMainAccount(owner);
  // No seat: nothing else matters, and no code is spent.
  await assertSubAccountAvailable(ctx.db, owner.companyId, ctx.now);
  const { account, contact } = staffAccount(body.account);
  const name = body.name?.trim() ?? '';
  assertValid(
    validateCode(body.code),
    validatePassword(body.password),
    name ? null : STAFF_NAME_REQUIRED_MSG,
  );
  const profile = await profileOf(ctx.db, owner.companyId, body);
  await codes.redeem('bindStaff', account, body.code!);
  // Registered by someone since the code was sent: like a spent code (no enumeration).
  if (await findAccount(ctx.db, account)) throw new BusinessError(400, CODE_INVALID_MSG);
  const passwordHash = await hashPassword(body.password!);
  const perms = body.supplyPublish
    ? [...SUB_MEMBER_PERMS, PERMISSIONS.supplyPublish]
    : SUB_MEMBER_PERMS;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await assertSubAccountAvailable(tx, owner.companyId, ctx.now);
      const staff = {
        account,
        isPhoneAccount: contact === PHONE,
        name,
        passwordHash,
        profile,
        createdAt: ctx.now,
      };
      return insertStaff(tx, owner, staff, perms);
    });
    ctx.log.info({ event: 'staff_added', memberId: owner.id, staffId: id }, 'staff added');
    return id;
  } catch (error) {
    // Someone registered the same phone or e-mail between the check and the insert.
    if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
    throw error;
  }
}

/** Replaces a staff member's profile (not their account or password). */
export async function updateStaff(
  db: Db,
  owner: AuthenticatedMember,
  body: Static<typeof StaffUpdateBody>,
): Promise<void> {
  requireMainAccount(owner);
  const name = body.name?.trim() ?? '';
  assertValid(name ? null : STAFF_NAME_REQUIRED_MSG);
  const profile = await profileOf(db, owner.companyId, body);
  await db.transaction(async (tx) => {
    await lockOwnStaff(tx, owner, body.id);
    await updateStaffProfile(tx, body.id, name, profile);
  });
}

/** Disables a staff member (signing them out everywhere) or enables them again (a seat needed). */
export async function setStaffStatus(
  ctx: StaffContext,
  owner: AuthenticatedMember,
  id: number,
  disabled: boolean,
): Promise<void> {
  requireMainAccount(owner);
  await ctx.db.transaction(async (tx) => {
    const staff = await lockOwnStaff(tx, owner, id);
    if (staff.disabled === disabled) return;
    if (!disabled) await assertSubAccountAvailable(tx, owner.companyId, ctx.now);
    await setStaffDisabled(tx, staff.id, disabled);
    if (disabled) await revokeAllSessions(tx, staff.id, ctx.now);
  });
  ctx.log.info(
    { event: disabled ? 'staff_disabled' : 'staff_enabled', memberId: owner.id, staffId: id },
    'staff status changed',
  );
}

/** Verifies a staff member (their business card needed) or withdraws it. */
export async function verifyStaff(
  db: Db,
  owner: AuthenticatedMember,
  id: number,
  verified: boolean,
  now: Date,
): Promise<void> {
  requireMainAccount(owner);
  await db.transaction(async (tx) => {
    const staff = await lockOwnStaff(tx, owner, id);
    if (verified && !staff.business_card) {
      throw new BusinessError(400, BUSINESS_CARD_REQUIRED_MSG);
    }
    await setStaffVerified(tx, staff.id, verified ? now : null);
  });
}

/** Grants or revokes supply publishing (effective at the staff member's next call). */
export async function grantSupplyPublish(
  ctx: StaffContext,
  owner: AuthenticatedMember,
  id: number,
  granted: boolean,
): Promise<void> {
  requireMainAccount(owner);
  await ctx.db.transaction(async (tx) => {
    const staff = await lockOwnStaff(tx, owner, id);
    await setPermission(tx, staff.id, PERMISSIONS.supplyPublish, granted);
  });
  ctx.log.info(
    { event: 'supply_publish_changed', memberId: owner.id, staffId: id, granted },
    'permission changed',
  );
}
