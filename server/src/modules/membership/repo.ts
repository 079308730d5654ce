import type { MembershipApplication, MembershipTier, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import { TIER_COLUMNS, toTier, type TierRow } from '../../lib/quotas';

export async function readTiers(db: DbExecutor): Promise<Static<typeof MembershipTier>[]> {
  const { rows } = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM membership_tiers t ORDER BY t.rank`,
  );
  return rows.map(toTier);
}

/** The lowest tier's id: the start edition every company has without paying. */
export async function startTierId(db: DbExecutor): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM membership_tiers ORDER BY rank LIMIT 1',
  );
  return rows[0]!.id;
}

export async function pendingApplicationOf(db: DbExecutor, companyId: number) {
  const { rows } = await db.query<{ id: number; role_key: string; created_at: Date }>(
    `SELECT a.id, t.role_key, a.created_at
       FROM membership_applications a JOIN membership_tiers t ON t.id = a.tier_id
      WHERE a.company_id = $1 AND a.status = 0`,
    [companyId],
  );
  return rows[0];
}

/** A paid tier (any but the lowest) by its key. */
export async function findPaidTier(db: DbExecutor, roleKey: string) {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM membership_tiers
      WHERE role_key = $1 AND rank > (SELECT min(rank) FROM membership_tiers)`,
    [roleKey],
  );
  return rows[0];
}

export async function hasPendingApplication(db: DbExecutor, companyId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM membership_applications WHERE company_id = $1 AND status = 0',
    [companyId],
  );
  return rows.length > 0;
}

export async function insertApplication(
  tx: DbExecutor,
  companyId: number,
  tierId: number,
  applicantId: number,
  at: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO membership_applications (company_id, tier_id, applicant_id, created_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [companyId, tierId, applicantId, at],
  );
  return rows[0]!.id;
}

export async function applicationPage(
  db: DbExecutor,
  status: number,
  page: PageRequest,
): Promise<Page<Static<typeof MembershipApplication>>> {
  const { rows, total } = await selectPage<{
    id: number;
    company_id: number;
    company_name: string;
    role_key: string;
    role_name: string;
    applicant_name: string | null;
    created_at: Date;
    status: number;
  }>(
    db,
    {
      columns: `a.id, a.company_id, c.name AS company_name, t.role_key, t.role_name,
                coalesce(m.name, m.username) AS applicant_name, a.created_at, a.status`,
      from: `membership_applications a
           JOIN companies c ON c.id = a.company_id
           JOIN membership_tiers t ON t.id = a.tier_id
           JOIN members m ON m.id = a.applicant_id
          WHERE a.status = $1`,
      orderBy: 'a.created_at, a.id',
      params: [status],
    },
    page,
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      roleKey: row.role_key,
      roleName: row.role_name,
      applicantName: row.applicant_name,
      createTime: new Date(row.created_at).toISOString(),
      status: row.status,
    })),
  };
}

/** A pending request and its tier, locked for the decision. */
export async function lockPendingApplication(tx: DbExecutor, id: number) {
  const { rows } = await tx.query<{
    id: number;
    company_id: number;
    tier_id: number;
    applicant_id: number;
    role_key: string;
    duration_days: number | null;
  }>(
    `SELECT a.id, a.company_id, a.tier_id, a.applicant_id, t.role_key, t.duration_days
       FROM membership_applications a JOIN membership_tiers t ON t.id = a.tier_id
      WHERE a.id = $1 AND a.status = 0 FOR UPDATE OF a`,
    [id],
  );
  return rows[0];
}

/** The company's running term of a tier, locked. */
export async function lockActiveTerm(tx: DbExecutor, companyId: number, tierId: number, at: Date) {
  const { rows } = await tx.query<{ id: number; expires_at: Date | null }>(
    `SELECT id, expires_at FROM company_memberships
      WHERE company_id = $1 AND tier_id = $2 AND starts_at <= $3
        AND (expires_at IS NULL OR expires_at > $3)
      ORDER BY expires_at DESC NULLS FIRST LIMIT 1 FOR UPDATE`,
    [companyId, tierId, at],
  );
  return rows[0];
}

export async function extendTerm(tx: DbExecutor, termId: number, expiresAt: Date | null) {
  await tx.query('UPDATE company_memberships SET expires_at = $2 WHERE id = $1', [
    termId,
    expiresAt,
  ]);
}

export async function insertTerm(
  tx: DbExecutor,
  companyId: number,
  tierId: number,
  startsAt: Date,
  expiresAt: Date | null,
) {
  await tx.query(
    `INSERT INTO company_memberships (company_id, tier_id, starts_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [companyId, tierId, startsAt, expiresAt],
  );
}

export async function markActivated(tx: DbExecutor, id: number, at: Date, operatorId: number) {
  await tx.query(
    `UPDATE membership_applications SET status = 1, decided_at = $2, decided_by = $3 WHERE id = $1`,
    [id, at, operatorId],
  );
}

export async function markDeclined(
  tx: DbExecutor,
  id: number,
  reason: string,
  at: Date,
  operatorId: number,
) {
  await tx.query(
    `UPDATE membership_applications SET status = 2, decline_reason = $2, decided_at = $3, decided_by = $4
      WHERE id = $1`,
    [id, reason, at, operatorId],
  );
}
