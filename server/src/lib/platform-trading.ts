import type { DbExecutor } from '../platform/db/db';
import { BusinessError } from '../platform/http/envelope';

/** Answered (403) to platform staff on every route that buys, sells, quotes or offers goods. */
export const PLATFORM_NEVER_TRADES_MSG = '平台账号不能参与交易';

/** Whether the company is the platform itself (`companies.is_platform`: its operators and reviewers). */
export async function isPlatformCompany(db: DbExecutor, companyId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_platform: boolean }>(
    'SELECT is_platform FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.is_platform ?? false;
}

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
