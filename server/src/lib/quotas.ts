import type { DbExecutor } from '../platform/db/db';
import { BusinessError } from '../platform/http/envelope';

export const subAccountQuotaMsg = (used: number, quota: number) =>
  `子账号数量已达会员上限（${used}/${quota}），请升级会员`;
export const productQuotaMsg = (used: number, quota: number) =>
  `在线产品数量已达会员上限（${used}/${quota}），请升级会员`;
export const storageQuotaMsg = (used: number, quota: number) =>
  `存储空间已满（已用 ${formatBytes(used)} / 共 ${formatBytes(quota)}），请升级会员或删除不用的文件`;

const MIB = 1024 * 1024;

/** 1536 → '0.1 MB' style sizes for messages: MB below a GiB, GB above, one decimal at most. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * MIB ? [bytes / (1024 * MIB), 'GB'] : [bytes / MIB, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

export interface MembershipTier {
  id: number;
  roleKey: string;
  roleName: string;
  rank: number;
  productQuota: number;
  subAccountQuota: number;
  exhibitionQuota: number;
  exhibitQuota: number;
  /** Bytes of uploads the company may keep stored. */
  storageQuota: number;
  /** Percent of a fee the member pays (85 = 15 % off). */
  feeDiscount: number;
  freeListing: boolean;
  durationDays: number | null;
  /** Yuan per term, two decimals. */
  price: string;
}

/** The tier a company enjoys now and the membership that grants it (null: the start fallback). */
export interface CurrentMembership {
  tier: MembershipTier;
  startsAt: Date | null;
  expiresAt: Date | null;
}

export const TIER_COLUMNS = `t.id, t.role_key, t.role_name, t.rank, t.product_quota, t.sub_account_quota,
  t.exhibition_quota, t.exhibit_quota, t.storage_quota_mb, t.fee_discount, t.free_listing, t.duration_days, t.price::text AS price`;

export interface TierRow {
  id: number;
  role_key: string;
  role_name: string;
  rank: number;
  product_quota: number;
  sub_account_quota: number;
  exhibition_quota: number;
  exhibit_quota: number;
  storage_quota_mb: number;
  fee_discount: number;
  free_listing: boolean;
  duration_days: number | null;
  price: string;
}

export function toTier(row: TierRow): MembershipTier {
  return {
    id: row.id,
    roleKey: row.role_key,
    roleName: row.role_name,
    rank: row.rank,
    productQuota: row.product_quota,
    subAccountQuota: row.sub_account_quota,
    exhibitionQuota: row.exhibition_quota,
    exhibitQuota: row.exhibit_quota,
    storageQuota: row.storage_quota_mb * MIB,
    feeDiscount: row.fee_discount,
    freeListing: row.free_listing,
    durationDays: row.duration_days,
    price: Number(row.price).toFixed(2),
  };
}

/**
 * The highest tier among the company's memberships active at `now`. Every company has at least
 * the free start edition (spec §6), so without an active membership (none bought, or all expired)
 * the lowest tier applies, with no dates.
 */
export async function currentMembership(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<CurrentMembership> {
  const { rows } = await db.query<TierRow & { starts_at: Date; expires_at: Date | null }>(
    `SELECT ${TIER_COLUMNS}, cm.starts_at, cm.expires_at
       FROM company_memberships cm JOIN membership_tiers t ON t.id = cm.tier_id
      WHERE cm.company_id = $1 AND cm.starts_at <= $2 AND (cm.expires_at IS NULL OR cm.expires_at > $2)
      ORDER BY t.rank DESC, cm.expires_at DESC NULLS FIRST LIMIT 1`,
    [companyId, now],
  );
  const active = rows[0];
  if (active) {
    return {
      tier: toTier(active),
      startsAt: new Date(active.starts_at),
      expiresAt: active.expires_at ? new Date(active.expires_at) : null,
    };
  }
  const start = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM membership_tiers t ORDER BY t.rank LIMIT 1`,
  );
  return { tier: toTier(start.rows[0]!), startsAt: null, expiresAt: null };
}

/** Enabled sub-members of the company (disabled staff free their seat). */
export async function countSubAccounts(db: DbExecutor, companyId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM members WHERE company_id = $1 AND mid <> 0 AND NOT disabled',
    [companyId],
  );
  return rows[0]!.count;
}

/** Products online (published) for the company. */
export async function countPublishedProducts(db: DbExecutor, companyId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products WHERE company_id = $1 AND status = 1',
    [companyId],
  );
  return rows[0]!.count;
}

/**
 * Exhibitions and exhibits the company takes (spec §6, docs/exhibitions.md): its registrations
 * under review or approved for exhibitions that have not ended (`today`, the platform's day), and
 * the products those exhibit. A rejected registration or an ended exhibition frees its slots.
 */
export async function exhibitionUsage(
  db: DbExecutor,
  companyId: number,
  today: string,
  exceptRegistration: number | null = null,
): Promise<{ exhibitions: number; exhibits: number }> {
  const { rows } = await db.query<{ exhibitions: number; exhibits: number }>(
    `SELECT count(*)::int AS exhibitions,
            coalesce(sum((SELECT count(*) FROM exhibition_exhibits x WHERE x.registration_id = r.id)), 0)::int AS exhibits
       FROM exhibition_registrations r JOIN exhibitions e ON e.id = r.exhibition_id
      WHERE r.company_id = $1 AND r.status IN (1, 2) AND e.ends_on >= $2::date
        AND ($3::int IS NULL OR r.id <> $3)`,
    [companyId, today, exceptRegistration],
  );
  return rows[0]!;
}

/** Bytes the company's stored uploads take. */
export async function storageUsed(db: DbExecutor, companyId: number): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    'SELECT coalesce(sum(size), 0)::float8 AS used FROM files WHERE company_id = $1',
    [companyId],
  );
  return rows[0]!.used;
}

/**
 * Serialises quota-checked changes of one company, so two parallel requests cannot both take
 * the last seat. Call inside the transaction that makes the change. NO KEY UPDATE, not UPDATE:
 * rows that merely reference the company (their foreign-key checks take KEY SHARE) are written
 * beside it without waiting, so a writer holding another row this transaction needs cannot
 * deadlock with it.
 */
export async function lockCompany(tx: DbExecutor, companyId: number): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR NO KEY UPDATE', [companyId]);
}

/** Fails with 403 unless one more enabled sub-member fits the company's tier. */
export async function assertSubAccountAvailable(
  tx: DbExecutor,
  companyId: number,
  now: Date,
): Promise<void> {
  await lockCompany(tx, companyId);
  const { tier } = await currentMembership(tx, companyId, now);
  const used = await countSubAccounts(tx, companyId);
  if (used >= tier.subAccountQuota) {
    throw new BusinessError(403, subAccountQuotaMsg(used, tier.subAccountQuota));
  }
}

/** Fails with 400 unless `bytes` more of uploads fit the company's storage quota. */
export async function assertStorageAvailable(
  tx: DbExecutor,
  companyId: number,
  bytes: number,
  now: Date,
): Promise<void> {
  await lockCompany(tx, companyId);
  const { tier } = await currentMembership(tx, companyId, now);
  const used = await storageUsed(tx, companyId);
  if (used + bytes > tier.storageQuota) {
    throw new BusinessError(400, storageQuotaMsg(used, tier.storageQuota));
  }
}

/** Fails with 403 unless one more published product fits the company's tier. */
export async function assertProductSlotAvailable(
  tx: DbExecutor,
  companyId: number,
  now: Date,
): Promise<void> {
  await lockCompany(tx, companyId);
  const { tier } = await currentMembership(tx, companyId, now);
  const used = await countPublishedProducts(tx, companyId);
  if (used >= tier.productQuota) {
    throw new BusinessError(403, productQuotaMsg(used, tier.productQuota));
  }
}
