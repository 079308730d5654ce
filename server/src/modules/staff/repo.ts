import { PERMISSIONS } from '@portal/contracts';
import type { StaffMember, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';

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

function toStaff(row: StaffRow): Static<typeof StaffMember> {
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

/** Whose staff: the main account and its company. */
export interface StaffOwner {
  id: number;
  companyId: number;
}

export async function staffPage(
  db: DbExecutor,
  owner: StaffOwner,
  filter: { keyword: string; disabled: boolean | null },
  page: PageRequest,
): Promise<Page<Static<typeof StaffMember>>> {
  const { rows, total } = await selectPage<StaffRow>(
    db,
    {
      columns: STAFF_COLUMNS,
      // strpos rather than LIKE, so '%' and '_' in the keyword match literally.
      from: `members m WHERE m.mid = $1 AND m.company_id = $2
        AND ($3 = '' OR strpos(lower(coalesce(m.name, '') || ' ' || coalesce(m.english_name, '') || ' ' ||
             m.username || ' ' || coalesce(m.position, '')), $3) > 0)
        AND ($4::boolean IS NULL OR m.disabled = $4::boolean)`,
      orderBy: 'm.created_at DESC, m.id DESC',
      params: [owner.id, owner.companyId, filter.keyword, filter.disabled],
    },
    page,
  );
  return { rows: rows.map(toStaff), total };
}

export async function findStaff(
  db: DbExecutor,
  owner: StaffOwner,
  id: number,
): Promise<Static<typeof StaffMember> | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM members m WHERE m.id = $1 AND m.mid = $2 AND m.company_id = $3`,
    [id, owner.id, owner.companyId],
  );
  return rows[0] && toStaff(rows[0]);
}

/** The sub-member `id` of the owner's company, locked until the transaction ends. */
export async function lockStaff(tx: DbExecutor, owner: StaffOwner, id: number) {
  const { rows } = await tx.query<{ id: number; disabled: boolean; business_card: string | null }>(
    `SELECT id, disabled, business_card FROM members
      WHERE id = $1 AND mid = $2 AND company_id = $3 FOR UPDATE`,
    [id, owner.id, owner.companyId],
  );
  return rows[0];
}

/** A staff member's optional profile, normalised (blank is NULL). */
export interface StaffProfile {
  englishName: string | null;
  position: string | null;
  workEmail: string | null;
  wechat: string | null;
  touxiang: string | null;
  businessCard: string | null;
}

export async function insertStaff(
  tx: DbExecutor,
  owner: StaffOwner,
  staff: {
    account: string;
    isPhoneAccount: boolean;
    name: string;
    passwordHash: string;
    profile: StaffProfile;
    createdAt: Date;
  },
  permissions: readonly string[],
): Promise<number> {
  const { profile } = staff;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO members (mid, company_id, username, phone, email, name, password_hash, status,
       english_name, position, work_email, wechat, touxiang, business_card, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      owner.id,
      owner.companyId,
      staff.account,
      staff.isPhoneAccount ? staff.account : null,
      staff.isPhoneAccount ? null : staff.account,
      staff.name,
      staff.passwordHash,
      profile.englishName,
      profile.position,
      profile.workEmail,
      profile.wechat,
      profile.touxiang,
      profile.businessCard,
      staff.createdAt,
    ],
  );
  const staffId = rows[0]!.id;
  for (const perm of permissions) {
    await tx.query('INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2)', [
      staffId,
      perm,
    ]);
  }
  return staffId;
}

/** Replaces the profile; removing the business card withdraws the verification that rested on it. */
export async function updateStaffProfile(
  tx: DbExecutor,
  id: number,
  name: string,
  profile: StaffProfile,
): Promise<void> {
  await tx.query(
    `UPDATE members SET name = $2, english_name = $3, position = $4, work_email = $5, wechat = $6,
       touxiang = $7, business_card = $8,
       verified = verified AND $8::text IS NOT NULL,
       verified_at = CASE WHEN $8::text IS NULL THEN NULL ELSE verified_at END
     WHERE id = $1`,
    [
      id,
      name,
      profile.englishName,
      profile.position,
      profile.workEmail,
      profile.wechat,
      profile.touxiang,
      profile.businessCard,
    ],
  );
}

export async function setStaffDisabled(tx: DbExecutor, id: number, disabled: boolean) {
  await tx.query('UPDATE members SET disabled = $2 WHERE id = $1', [id, disabled]);
}

export async function setStaffVerified(tx: DbExecutor, id: number, verifiedAt: Date | null) {
  await tx.query('UPDATE members SET verified = $2, verified_at = $3 WHERE id = $1', [
    id,
    verifiedAt !== null,
    verifiedAt,
  ]);
}

export async function setPermission(tx: DbExecutor, id: number, perms: string, granted: boolean) {
  await tx.query(
    granted
      ? 'INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM member_permissions WHERE member_id = $1 AND perms = $2',
    [id, perms],
  );
}
