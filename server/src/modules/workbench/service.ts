import type { Static, WorkbenchSummary } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { currentMembership } from '../../lib/quotas';
import { expiringWindow } from '../demand/service';
import { readCompanyCounts } from './repo';

/** What needs the member's company now (docs/workbench.md). */
export async function workbenchSummary(
  db: DbExecutor,
  member: { id: number; companyId: number },
  now: Date,
): Promise<Static<typeof WorkbenchSummary>> {
  const { today, expiringBy } = expiringWindow(now);
  const [counts, membership] = await Promise.all([
    readCompanyCounts(db, member.companyId, member.id, today, expiringBy),
    currentMembership(db, member.companyId, now),
  ]);
  return {
    verification: counts.verification,
    membership: {
      roleKey: membership.tier.roleKey,
      expiresAt: membership.expiresAt?.toISOString() ?? null,
      applicationPending: counts.applicationPending,
    },
    orders: { salesAwaiting: counts.salesAwaiting, purchasesAwaiting: counts.purchasesAwaiting },
    messages: { unreadChat: counts.unreadChat, unreadInquiries: counts.unreadInquiries },
    demands: {
      quotesReceived: counts.quotesReceived,
      expiringSoon: counts.expiringSoon,
      openToQuote: counts.openToQuote,
    },
    exhibitions: { openToRegister: counts.openExhibitions },
    firstSteps: { products: counts.products, demands: counts.demands, staff: counts.staff },
  };
}
