import type { Language } from '@portal/contracts';
import type {
  CertificationChange,
  CertificationRequest,
  ListingTranslations,
  MemberPersonalInfo,
  OwnCompany,
  Static,
  UserInfo,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';

// The signed-in member

export async function readUserInfo(
  db: DbExecutor,
  memberId: number,
): Promise<Static<typeof UserInfo>> {
  const { rows } = await db.query<{
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
    [memberId],
  );
  const row = rows[0]!;
  return {
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
  };
}

export async function readPermissions(
  db: DbExecutor,
  memberId: number,
): Promise<{ perms: string }[]> {
  const { rows } = await db.query<{ perms: string }>(
    'SELECT perms FROM member_permissions WHERE member_id = $1 ORDER BY perms',
    [memberId],
  );
  return rows;
}

export async function readMemberInfo(
  db: DbExecutor,
  memberId: number,
): Promise<Static<typeof MemberPersonalInfo>> {
  const { rows } = await db.query<Static<typeof MemberPersonalInfo>>(
    'SELECT id, mid, username, name, email, phone, touxiang, position FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]!;
}

/** Sets the member's own columns that changed: `name`, `touxiang`. */
export async function updateMemberColumns(
  db: DbExecutor,
  memberId: number,
  changes: [column: 'name' | 'touxiang', value: string | null][],
): Promise<void> {
  const assignments = changes.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(`UPDATE members SET ${assignments.join(', ')} WHERE id = $1`, [
    memberId,
    ...changes.map(([, value]) => value),
  ]);
}

export async function setMemberStatus(
  db: DbExecutor,
  memberId: number,
  status: 0 | 1 | 2 | 3,
): Promise<void> {
  await db.query('UPDATE members SET status = $2 WHERE id = $1', [memberId, status]);
}

// The company

export async function reviewStatusOf(db: DbExecutor, companyId: number): Promise<number | null> {
  const { rows } = await db.query<{ review_status: number }>(
    'SELECT review_status FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.review_status ?? null;
}

/** Whether the company is the platform itself (`companies.is_platform`: its operators and reviewers). */
export async function isPlatformCompany(db: DbExecutor, companyId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_platform: boolean }>(
    'SELECT is_platform FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.is_platform ?? false;
}

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

/** The company's profile as its members see it, but for the languages it still lacks. */
export async function readOwnCompany(
  db: DbExecutor,
  companyId: number,
): Promise<Omit<Static<typeof OwnCompany>, 'missingLanguages'>> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT id, name, short_name, credit_code, country, legal_person, registered_capital,
            to_char(founded_on, 'YYYY-MM-DD') AS founded_on, address, contact, industry, scope, logo,
            licence_file, review_status, reject_reason, original_language, translations
       FROM companies WHERE id = $1`,
    [companyId],
  );
  const row = rows[0]!;
  return {
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
  };
}

/** Fields the platform checked when it verified a company (with the registration number and licence). */
export interface VerifiedFields {
  name: string;
  country: string | null;
  legal_person: string | null;
}

/** The company as a profile save checks it, locked until the save's transaction ends. */
export async function lockCompanyProfile(tx: DbExecutor, companyId: number) {
  const { rows } = await tx.query<
    VerifiedFields & {
      review_status: number;
      original_language: Language;
      translations: ListingTranslations<'company'>;
    }
  >(
    `SELECT name, country, legal_person, review_status, original_language, translations
       FROM companies WHERE id = $1 FOR NO KEY UPDATE`,
    [companyId],
  );
  return rows[0]!;
}

/** The profile columns a save may set; `founded_on` is a date. */
export type ProfileColumn =
  | 'name'
  | 'short_name'
  | 'country'
  | 'legal_person'
  | 'registered_capital'
  | 'founded_on'
  | 'address'
  | 'contact'
  | 'industry'
  | 'scope'
  | 'logo';

export async function updateCompanyProfile(
  tx: DbExecutor,
  companyId: number,
  changes: [ProfileColumn, string | null][],
  originalLanguage: Language,
  translations: ListingTranslations<'company'>,
): Promise<void> {
  const assignments = changes.map(([column], index) =>
    column === 'founded_on' ? `${column} = $${index + 2}::date` : `${column} = $${index + 2}`,
  );
  await tx.query(
    `UPDATE companies SET ${assignments.join(', ')},
       original_language = $${changes.length + 2}, translations = $${changes.length + 3}
     WHERE id = $1`,
    [
      companyId,
      ...changes.map(([, value]) => value),
      originalLanguage,
      JSON.stringify(translations),
    ],
  );
}

/** Sends a verified company back to review for the changes of its verified fields. */
export async function reopenVerification(
  tx: DbExecutor,
  companyId: number,
  applicantId: number,
  at: Date,
  changes: Static<typeof CertificationChange>[],
): Promise<void> {
  await tx.query(
    `UPDATE companies SET review_status = 1, corporate_label = 0, reject_reason = NULL,
       submitted_at = $2, applicant_id = $3, review_changes = $4
     WHERE id = $1`,
    [companyId, at, applicantId, JSON.stringify(changes)],
  );
}

// Verification

export async function lockForCertification(tx: DbExecutor, companyId: number) {
  const { rows } = await tx.query<{ name: string; country: string | null; review_status: number }>(
    'SELECT name, country, review_status FROM companies WHERE id = $1 FOR NO KEY UPDATE',
    [companyId],
  );
  return rows[0]!;
}

export async function creditCodeTaken(
  db: DbExecutor,
  creditCode: string,
  companyId: number,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM companies WHERE credit_code = $1 AND id <> $2', [
    creditCode,
    companyId,
  ]);
  return rows.length > 0;
}

export async function submitCertification(
  tx: DbExecutor,
  companyId: number,
  request: { creditCode: string; legalPerson: string; licenceFile: number },
  at: Date,
  applicantId: number,
): Promise<void> {
  await tx.query(
    `UPDATE companies SET credit_code = $2, legal_person = $3, licence_file = $4, review_status = 1,
       reject_reason = NULL, submitted_at = $5, applicant_id = $6, review_changes = NULL
     WHERE id = $1`,
    [companyId, request.creditCode, request.legalPerson, request.licenceFile, at, applicantId],
  );
}

/** Withdraws the company's pending request; false when none was pending. */
export async function withdrawCertification(tx: DbExecutor, companyId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE companies SET review_status = 0, submitted_at = NULL, review_changes = NULL
      WHERE id = $1 AND review_status = 1 RETURNING id`,
    [companyId],
  );
  return rows.length > 0;
}

export async function certificationPage(
  db: DbExecutor,
  status: number,
  page: PageRequest,
): Promise<Page<Static<typeof CertificationRequest>>> {
  const { rows, total } = await selectPage<{
    id: number;
    name: string;
    country: string | null;
    credit_code: string | null;
    legal_person: string | null;
    licence_file: number | null;
    submitted_at: Date | null;
    review_status: number;
    reject_reason: string | null;
    review_changes: string | null;
    applicant_id: number | null;
    applicant_username: string | null;
    applicant_name: string | null;
  }>(
    db,
    {
      columns: `c.id, c.name, c.country, c.credit_code, c.legal_person, c.licence_file, c.submitted_at,
                c.review_status, c.reject_reason, c.review_changes, m.id AS applicant_id,
                m.username AS applicant_username, m.name AS applicant_name`,
      from: `companies c
           LEFT JOIN members m ON m.id = COALESCE(c.applicant_id,
             (SELECT min(id) FROM members WHERE company_id = c.id AND mid = 0))
          WHERE c.review_status = $1 AND NOT c.is_platform`,
      orderBy: 'c.submitted_at ASC NULLS LAST, c.id',
      params: [status],
    },
    page,
  );
  return {
    total,
    rows: rows.map((row) => ({
      companyId: row.id,
      companyName: row.name,
      country: row.country?.trim() ?? null,
      creditCode: row.credit_code,
      legalPerson: row.legal_person,
      licenceFile: row.licence_file,
      submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
      reviewStatus: row.review_status,
      rejectReason: row.reject_reason,
      changes: row.review_changes
        ? (JSON.parse(row.review_changes) as Static<typeof CertificationChange>[])
        : null,
      applicant:
        row.applicant_id === null
          ? null
          : { id: row.applicant_id, username: row.applicant_username!, name: row.applicant_name },
    })),
  };
}

/** A pending request of a (non-platform) company and its main account, locked for the decision. */
export async function lockPendingCertification(tx: DbExecutor, companyId: number) {
  const { rows } = await tx.query<{ id: number; name: string; applicant_id: number | null }>(
    `SELECT id, name, applicant_id FROM companies
      WHERE id = $1 AND review_status = 1 AND NOT is_platform FOR UPDATE`,
    [companyId],
  );
  const company = rows[0];
  if (!company) return undefined;
  const main = await tx.query<{ id: number }>(
    'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  return { ...company, mainId: main.rows[0]!.id };
}

export async function approveCertification(tx: DbExecutor, companyId: number): Promise<void> {
  await tx.query(
    `UPDATE companies SET review_status = 2, corporate_label = 2, reject_reason = NULL, review_changes = NULL
      WHERE id = $1`,
    [companyId],
  );
}

export async function rejectCertification(
  tx: DbExecutor,
  companyId: number,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE companies SET review_status = 3, reject_reason = $2, review_changes = NULL WHERE id = $1`,
    [companyId, reason],
  );
}
