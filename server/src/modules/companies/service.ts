import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type {
  CertificationBody,
  CertificationChange,
  MemberInfoUpdateBody,
  OwnCompany,
  OwnCompanyBody,
  Static,
} from '@portal/contracts/schemas';
import { MESSAGES, normaliseCompanyNumber, validateCompanyNumber } from '@portal/validators';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { requireMainAccount } from '../../platform/auth/permissions';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { PageRequest } from '../../platform/db/paging';
import { assertValid, BusinessError } from '../../platform/http/envelope';
import type { Language } from '@portal/contracts';
import { findCompanyFile, ownImageUrl } from '../files/service';
import { checkTranslations } from '../listing-texts/check-translations';
import { missingLanguages } from '../listing-texts/shown-texts';
import { notify, NOTIFICATION_TYPES } from '../notifications/service';
import {
  approveCertification,
  certificationPage,
  creditCodeTaken,
  isPlatformCompany,
  lockCompanyProfile,
  lockForCertification,
  lockPendingCertification,
  readOwnCompany,
  readPermissions,
  rejectCertification,
  reopenVerification,
  reviewStatusOf,
  setMemberStatus,
  submitCertification,
  updateCompanyProfile,
  updateMemberColumns,
  withdrawCertification,
  type ProfileColumn,
  type VerifiedFields,
} from './repo';

export { isPlatformCompany, readMemberInfo, readUserInfo } from './repo';

// The platform never trades

/** Answered (403) to platform staff on every route that buys, sells, quotes or offers goods. */
export const PLATFORM_NEVER_TRADES_MSG = '平台账号不能参与交易';

/**
 * The platform never trades (docs/trade-orders.md): it reviews orders and runs the portal, but
 * holds no cart, places, sells, quotes, publishes or inquires. Fails with 403 for its staff,
 * whatever permissions they hold (the operator's `*:*:*` included).
 */
export async function assertTradingCompany(db: DbExecutor, companyId: number): Promise<void> {
  if (await isPlatformCompany(db, companyId)) {
    throw new BusinessError(403, PLATFORM_NEVER_TRADES_MSG);
  }
}

// The signed-in member

export function permissionsOf(db: DbExecutor, memberId: number) {
  return readPermissions(db, memberId);
}

/** Whether the member is the main account of a verified company. */
export async function isVerifiedMainAccount(
  db: DbExecutor,
  member: Pick<AuthenticatedMember, 'mid' | 'companyId'>,
): Promise<boolean> {
  if (member.mid !== 0) return false;
  return (await reviewStatusOf(db, member.companyId)) === 2;
}

/** Updates the member's name or avatar (an image of the company's own files). */
export async function updateMemberInfo(
  db: DbExecutor,
  member: Pick<AuthenticatedMember, 'id' | 'companyId'>,
  body: Static<typeof MemberInfoUpdateBody>,
): Promise<void> {
  const changes: ['name' | 'touxiang', string | null][] = [];
  if (body.name !== undefined) {
    const name = body.name.trim();
    assertValid(name ? null : '姓名不能为空');
    changes.push(['name', name]);
  }
  if (body.touxiang !== undefined) {
    changes.push([
      'touxiang',
      await ownImageUrl(db, member.companyId, body.touxiang, '头像图片不存在或格式不正确'),
    ]);
  }
  if (changes.length > 0) await updateMemberColumns(db, member.id, changes);
}

// The company profile

export async function ownCompany(
  db: DbExecutor,
  companyId: number,
): Promise<Static<typeof OwnCompany>> {
  const company = await readOwnCompany(db, companyId);
  return {
    ...company,
    missingLanguages: missingLanguages({
      original: { name: company.name, scope: company.scope },
      originalLanguage: company.originalLanguage,
      translations: company.translations,
    }),
  };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Blank text is stored as NULL; undefined stays undefined (the field is left as it is). */
function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export const VERIFIED_CHANGE_MSG = '保存成功，企业认证信息已变更，需重新审核';

/** What changes in the verified fields; `undefined` in `next` leaves a field as it is. */
function verifiedFieldChanges(
  current: VerifiedFields,
  next: { [K in keyof VerifiedFields]: VerifiedFields[K] | undefined },
): Static<typeof CertificationChange>[] {
  const labels: Record<keyof VerifiedFields, Static<typeof CertificationChange>['field']> = {
    name: 'name',
    country: 'country',
    legal_person: 'legalPerson',
  };
  return (Object.keys(labels) as (keyof VerifiedFields)[])
    .filter((field) => {
      const value = next[field];
      return value !== undefined && value !== (current[field]?.trim() ?? null);
    })
    .map((field) => ({
      field: labels[field],
      from: current[field]?.trim() ?? null,
      to: next[field] ?? null,
    }));
}

/**
 * Saves the company profile (main account; not while verification is pending). Answers whether
 * the save sent a verified company back to review: a change of a verified field does.
 */
export async function updateOwnCompany(
  ctx: { db: Db; now: Date; log: FastifyBaseLogger },
  member: AuthenticatedMember,
  body: Static<typeof OwnCompanyBody>,
  language: Language,
): Promise<boolean> {
  requireMainAccount(member);
  const name = body.name.trim();
  assertValid(name ? null : '企业名称不能为空');
  const foundedOn = blankToNull(body.foundedOn);
  assertValid(foundedOn && !isCalendarDate(foundedOn) ? '成立日期格式不正确' : null);
  const logo =
    body.logo === undefined
      ? undefined
      : await ownImageUrl(ctx.db, member.companyId, body.logo, '企业Logo图片不存在或格式不正确');

  const columns: [ProfileColumn, string | null | undefined][] = [
    ['name', name],
    ['short_name', blankToNull(body.shortName)],
    ['country', body.country],
    ['legal_person', blankToNull(body.legalPerson)],
    ['registered_capital', blankToNull(body.registeredCapital)],
    ['founded_on', foundedOn],
    ['address', blankToNull(body.address)],
    ['contact', blankToNull(body.contact)],
    ['industry', blankToNull(body.industry)],
    ['scope', blankToNull(body.scope)],
    ['logo', logo],
  ];
  const changes = columns.filter((change): change is [ProfileColumn, string | null] => {
    return change[1] !== undefined;
  });
  const sentBack = await ctx.db.transaction(async (tx) => {
    const current = await lockCompanyProfile(tx, member.companyId);
    if (current.review_status === 1) throw new BusinessError(400, '认证审核中，暂不能修改');
    // What the save leaves out stays as it was, and is checked against the new original.
    const originalLanguage = body.originalLanguage ?? current.original_language;
    const translations = checkTranslations(
      'company',
      originalLanguage,
      body.translations ?? current.translations,
      language,
    );
    await updateCompanyProfile(tx, member.companyId, changes, originalLanguage, translations);
    const verifiedChanges =
      current.review_status === 2
        ? verifiedFieldChanges(current, {
            name,
            country: body.country,
            legal_person: blankToNull(body.legalPerson),
          })
        : [];
    if (verifiedChanges.length === 0) return false;
    // Impersonation guard (issue 11 item 8): a verified company that changes what was
    // verified is verified no more until the platform has looked at the change.
    await reopenVerification(tx, member.companyId, member.id, ctx.now, verifiedChanges);
    await setMemberStatus(tx, member.id, 1);
    return true;
  });
  if (sentBack) {
    ctx.log.info(
      { event: 'verification_reopened', memberId: member.id, companyId: member.companyId },
      'verified company changed verified fields',
    );
  }
  return sentBack;
}

// Enterprise verification (spec §4)

const NOT_FOUND_MSG = '认证申请不存在或已处理';

/** A main account submits its registration number, legal person and licence for review. */
export async function requestCertification(
  db: Db,
  member: AuthenticatedMember,
  body: Static<typeof CertificationBody>,
  now: Date,
): Promise<void> {
  requireMainAccount(member);
  await db.transaction(async (tx) => {
    const company = await lockForCertification(tx, member.companyId);
    if (company.review_status === 1) throw new BusinessError(400, '认证审核中，请勿重复提交');
    if (company.review_status === 2) throw new BusinessError(400, '企业已通过认证');
    const country = company.country?.trim();
    assertValid(
      company.name.trim() ? null : '请先完善企业名称',
      country ? null : '请先选择企业所在国家或地区',
    );
    const creditCode = normaliseCompanyNumber(country!, body.creditCode);
    const legalPerson = body.legalPerson.trim();
    assertValid(
      creditCode ? null : '注册编号不能为空',
      validateCompanyNumber(country!, creditCode),
      legalPerson ? null : '法定代表人不能为空',
    );
    const licence = await findCompanyFile(tx, member.companyId, body.licenceFile);
    assertValid(
      licence && (licence.fileType === 'image' || licence.mimeType === 'application/pdf')
        ? null
        : '营业执照文件不存在或格式不正确',
    );
    assertValid(
      (await creditCodeTaken(tx, creditCode, member.companyId))
        ? '该注册编号已被其他企业使用'
        : null,
    );
    const request = { creditCode, legalPerson, licenceFile: body.licenceFile };
    await submitCertification(tx, member.companyId, request, now, member.id);
    await setMemberStatus(tx, member.id, 1);
  });
}

/** A main account withdraws its pending request. */
export async function withdrawOwnCertification(db: Db, member: AuthenticatedMember) {
  requireMainAccount(member);
  await db.transaction(async (tx) => {
    if (!(await withdrawCertification(tx, member.companyId))) {
      throw new BusinessError(400, '没有待审核的认证申请');
    }
    await setMemberStatus(tx, member.id, 0);
  });
}

export function certificationRequests(db: DbExecutor, status: number, page: PageRequest) {
  return certificationPage(db, status, page);
}

/**
 * An operator's decision on a pending request; the applicant is notified (notifications type 5)
 * in the decision's transaction and the notice delivered after its commit.
 */
export async function decideCertification(
  app: FastifyInstance,
  companyId: number,
  decision: { approve: true } | { approve: false; reason: string | undefined },
): Promise<void> {
  const reason = decision.approve ? null : (decision.reason?.trim() ?? '');
  if (reason !== null) assertValid(reason ? null : MESSAGES.reasonRequired);
  await app.db.transaction(async (tx) => {
    const pending = await lockPendingCertification(tx, companyId);
    if (!pending) throw new BusinessError(400, NOT_FOUND_MSG);
    if (reason === null) await approveCertification(tx, pending.id);
    else await rejectCertification(tx, pending.id, reason);
    await setMemberStatus(tx, pending.mainId, reason === null ? 2 : 3);
    await notify(
      app,
      {
        memberId: pending.applicant_id ?? pending.mainId,
        type: NOTIFICATION_TYPES.certification,
        message: {
          key: reason === null ? 'certification.approved' : 'certification.rejected',
          params: { company: pending.name, reason },
        },
        jumpId: pending.id,
      },
      tx,
    );
  });
  app.notificationOutbox.deliverSoon();
}
