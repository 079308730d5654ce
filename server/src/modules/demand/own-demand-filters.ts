import { platformToday } from '../../platform/calendar';

/** A demand whose deadline is this many days away or fewer is "expiring soon". */
export const EXPIRING_DAYS = 7;

/** The platform's today and the last day counted as expiring soon (platform days, UTC+8). */
export function expiringWindow(now: Date): { today: string; expiringBy: string } {
  return {
    today: platformToday(now),
    expiringBy: platformToday(new Date(now.getTime() + EXPIRING_DAYS * 86_400_000)),
  };
}

/**
 * The filters of a company's own demands that the workbench home counts (docs/workbench.md), as
 * SQL predicates on the demand `d`: the home's counts and the list they open use these, so the
 * two always agree.
 */
export const OWN_DEMAND_FILTER_SQL = {
  /** Ongoing, with quotes waiting for the buyer's decision. */
  quotesReceived: `(d.status = 1 AND EXISTS (SELECT 1 FROM quotes q
    WHERE q.demand_id = d.id AND q.status = 1))`,
  /** Ongoing, and the deadline between `today` and `expiringBy` (SQL parameters). */
  expiringSoon: (today: string, expiringBy: string) =>
    `(d.status = 1 AND d.deadline BETWEEN ${today}::date AND ${expiringBy}::date)`,
};
