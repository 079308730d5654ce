import type { DbExecutor } from '../../platform/db/db';
import { OWN_DEMAND_FILTER_SQL } from '../demand/service';
import { awaitingSql } from '../orders/stage-filters';

export interface CompanyCounts {
  verification: 0 | 1 | 2 | 3;
  applicationPending: boolean;
  salesAwaiting: number;
  purchasesAwaiting: number;
  unreadChat: number;
  unreadInquiries: number;
  quotesReceived: number;
  expiringSoon: number;
  openToQuote: number;
  openExhibitions: number;
  products: number;
  demands: number;
  staff: number;
}

/**
 * Every count of the workbench home in one statement: the embedded database has one connection,
 * so one round trip rather than thirteen. `$1` company, `$2` member, `$3` the platform's today,
 * `$4` the last day counted as "expiring soon".
 */
export async function readCompanyCounts(
  db: DbExecutor,
  companyId: number,
  memberId: number,
  today: string,
  expiringBy: string,
): Promise<CompanyCounts> {
  const { rows } = await db.query<CompanyCounts>(
    `SELECT
       (SELECT review_status FROM companies WHERE id = $1)::int AS "verification",
       EXISTS (SELECT 1 FROM membership_applications
                WHERE company_id = $1 AND status = 0) AS "applicationPending",
       (SELECT count(*) FROM orders o WHERE o.seller_company_id = $1
          AND o.seller_deleted_at IS NULL AND ${awaitingSql('sales')})::int AS "salesAwaiting",
       (SELECT count(*) FROM orders o WHERE o.buyer_company_id = $1
          AND o.buyer_deleted_at IS NULL AND ${awaitingSql('purchase')})::int AS "purchasesAwaiting",
       (SELECT count(*) FROM chat_messages WHERE receiver_id = $2 AND NOT have_read
          AND NOT recalled AND type <> 'inquiry')::int AS "unreadChat",
       (SELECT count(*) FROM chat_messages WHERE receiver_id = $2 AND NOT have_read
          AND NOT recalled AND type = 'inquiry')::int AS "unreadInquiries",
       (SELECT count(*) FROM demands d WHERE d.company_id = $1
          AND ${OWN_DEMAND_FILTER_SQL.quotesReceived})::int AS "quotesReceived",
       (SELECT count(*) FROM demands d WHERE d.company_id = $1
          AND ${OWN_DEMAND_FILTER_SQL.expiringSoon('$3', '$4')})::int AS "expiringSoon",
       (SELECT count(*) FROM demands d WHERE d.status = 1 AND d.deadline >= $3::date
          AND d.company_id <> $1
          AND (NOT d.designated_only OR EXISTS (SELECT 1 FROM demand_suppliers s
                WHERE s.demand_id = d.id AND s.company_id = $1))
          AND NOT EXISTS (SELECT 1 FROM quotes q
                WHERE q.demand_id = d.id AND q.company_id = $1))::int AS "openToQuote",
       (SELECT count(*) FROM exhibitions e WHERE e.ends_on >= $3::date
          AND NOT EXISTS (SELECT 1 FROM exhibition_registrations r
                WHERE r.exhibition_id = e.id AND r.company_id = $1))::int AS "openExhibitions",
       (SELECT count(*) FROM products WHERE company_id = $1)::int AS "products",
       (SELECT count(*) FROM demands WHERE company_id = $1)::int AS "demands",
       (SELECT count(*) FROM members WHERE company_id = $1 AND mid <> 0
          AND NOT disabled)::int AS "staff"`,
    [companyId, memberId, today, expiringBy],
  );
  return rows[0]!;
}
