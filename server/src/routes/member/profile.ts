import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MemberInfoUpdateBody,
  MemberPersonalInfo,
  OwnCompany,
  OwnCompanyBody,
  type Static,
} from '@portal/contracts/schemas';
import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { requestLanguage } from '../../platform/language/language';
import { checkTranslations } from '../../modules/listing-texts/check-translations';
import { missingLanguages } from '../../modules/listing-texts/shown-texts';
import { currentMember } from '../../platform/auth/plugin';
import {
  BusinessError,
  Envelope,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { ownImageUrl } from '../../modules/files/service';
import { requireMainAccount } from '../../platform/auth/permissions';

interface CompanyRow {
  id: number;
  name: string;
  short_name: string | null;
  credit_code: string | null;
  country: string | null;
  legal_person: string | null;
  registered_capital: string | null;
  founded_on: string | null;
  address: string | null;
  contact: string | null;
  industry: string | null;
  scope: string | null;
  logo: string | null;
  licence_file: number | null;
  review_status: Static<typeof OwnCompany>['reviewStatus'];
  reject_reason: string | null;
  original_language: Language;
  translations: ListingTranslations<'company'>;
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

/** Fields the platform checked when it verified a company (with the registration number and licence). */
interface VerifiedFields {
  name: string;
  country: string | null;
  legal_person: string | null;
}

export const VERIFIED_CHANGE_MSG = '保存成功，企业认证信息已变更，需重新审核';

/** What changes in the verified fields; `undefined` in `next` leaves a field as it is. */
function verifiedFieldChanges(
  current: VerifiedFields,
  next: { [K in keyof VerifiedFields]: VerifiedFields[K] | undefined },
) {
  const labels: Record<keyof VerifiedFields, string> = {
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

/** The signed-in member's own record and their company's profile; behind the authentication gate. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/info',
    {
      schema: {
        tags: ['member'],
        summary: "The caller's personal information",
        response: { 200: Envelope(MemberPersonalInfo) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{
        id: number;
        mid: number;
        username: string;
        name: string | null;
        email: string | null;
        phone: string | null;
        touxiang: string | null;
        position: string | null;
      }>(
        'SELECT id, mid, username, name, email, phone, touxiang, position FROM members WHERE id = $1',
        [member.id],
      );
      return ok(rows[0]!);
    },
  );

  app.post(
    '/member/updateInfo',
    {
      preValidation: rejectUnknownFields(MemberInfoUpdateBody),
      schema: {
        tags: ['member'],
        summary:
          "Update the caller's name or avatar (the e-mail changes through member/emailChange, with codes)",
        body: MemberInfoUpdateBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const body = request.body;
      const changes: [string, string | null][] = [];
      if (body.name !== undefined) {
        const name = body.name.trim();
        assertValid(name ? null : '姓名不能为空');
        changes.push(['name', name]);
      }
      if (body.touxiang !== undefined) {
        changes.push([
          'touxiang',
          await ownImageUrl(app.db, member.companyId, body.touxiang, '头像图片不存在或格式不正确'),
        ]);
      }
      if (changes.length > 0) {
        const assignments = changes.map(([column], index) => `${column} = $${index + 2}`);
        await app.db.query(`UPDATE members SET ${assignments.join(', ')} WHERE id = $1`, [
          member.id,
          ...changes.map(([, value]) => value),
        ]);
      }
      return ok(null, '修改成功');
    },
  );

  app.get(
    '/member/ownCompany',
    {
      schema: {
        tags: ['company'],
        summary: "The caller's company profile and verification state (sub-members read only)",
        response: { 200: Envelope(OwnCompany) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<CompanyRow>(
        `SELECT id, name, short_name, credit_code, country, legal_person, registered_capital,
                to_char(founded_on, 'YYYY-MM-DD') AS founded_on, address, contact, industry, scope, logo,
                licence_file, review_status, reject_reason, original_language, translations
           FROM companies WHERE id = $1`,
        [member.companyId],
      );
      const row = rows[0]!;
      return ok({
        id: row.id,
        name: row.name,
        shortName: row.short_name,
        creditCode: row.credit_code,
        country: row.country?.trim() ?? null,
        legalPerson: row.legal_person,
        registeredCapital: row.registered_capital,
        foundedOn: row.founded_on,
        address: row.address,
        contact: row.contact,
        industry: row.industry,
        scope: row.scope,
        logo: row.logo,
        licenceFile: row.licence_file,
        reviewStatus: row.review_status,
        rejectReason: row.reject_reason,
        originalLanguage: row.original_language,
        translations: row.translations,
        missingLanguages: missingLanguages({
          original: { name: row.name, scope: row.scope },
          originalLanguage: row.original_language,
          translations: row.translations,
        }),
      });
    },
  );

  app.put(
    '/member/ownCompany',
    {
      preValidation: rejectUnknownFields(OwnCompanyBody),
      schema: {
        tags: ['company'],
        summary:
          'Update the company profile (main account; not while verification is pending). Omitted optional fields are left as they are; null or blank clears them. A verified company that changes its name, country or legal person goes back to review (reviewStatus 1).',
        body: OwnCompanyBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireMainAccount(member);
      const body = request.body;
      const name = body.name.trim();
      assertValid(name ? null : '企业名称不能为空');
      const foundedOn = blankToNull(body.foundedOn);
      assertValid(foundedOn && !isCalendarDate(foundedOn) ? '成立日期格式不正确' : null);
      const logo =
        body.logo === undefined
          ? undefined
          : await ownImageUrl(
              app.db,
              member.companyId,
              body.logo,
              '企业Logo图片不存在或格式不正确',
            );

      const columns: [string, string | null | undefined][] = [
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
      const changes = columns.filter(([, value]) => value !== undefined);
      const assignments = changes.map(([column], index) =>
        column === 'founded_on' ? `${column} = $${index + 2}::date` : `${column} = $${index + 2}`,
      );
      const sentBack = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<
          VerifiedFields & {
            review_status: number;
            original_language: Language;
            translations: ListingTranslations<'company'>;
          }
        >(
          `SELECT name, country, legal_person, review_status, original_language, translations
             FROM companies WHERE id = $1 FOR NO KEY UPDATE`,
          [member.companyId],
        );
        const current = rows[0]!;
        if (current.review_status === 1) throw new BusinessError(400, '认证审核中，暂不能修改');
        // What the save leaves out stays as it was, and is checked against the new original.
        const originalLanguage = body.originalLanguage ?? current.original_language;
        const translations = checkTranslations(
          'company',
          originalLanguage,
          body.translations ?? current.translations,
          requestLanguage(request.headers['accept-language']),
        );
        await tx.query(
          `UPDATE companies SET ${assignments.join(', ')},
             original_language = $${changes.length + 2}, translations = $${changes.length + 3}
           WHERE id = $1`,
          [
            member.companyId,
            ...changes.map(([, value]) => value),
            originalLanguage,
            JSON.stringify(translations),
          ],
        );
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
        await tx.query(
          `UPDATE companies SET review_status = 1, corporate_label = 0, reject_reason = NULL,
             submitted_at = $2, applicant_id = $3, review_changes = $4
           WHERE id = $1`,
          [member.companyId, app.now(), member.id, JSON.stringify(verifiedChanges)],
        );
        await tx.query('UPDATE members SET status = 1 WHERE id = $1', [member.id]);
        return true;
      });
      if (sentBack) {
        request.log.info(
          { event: 'verification_reopened', memberId: member.id, companyId: member.companyId },
          'verified company changed verified fields',
        );
        return ok(null, VERIFIED_CHANGE_MSG);
      }
      return ok(null, '保存成功');
    },
  );
};

export default profileRoutes;
