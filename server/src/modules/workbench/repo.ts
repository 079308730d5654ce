import type { DbExecutor } from '../../db/db';

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
 * The stages where an order waits for one side (docs/trade-orders.md, "The action table"). The
 * seller confirms or rejects a new order, prepares the contract and submits it, and resubmits a
 * refused one; the buyer re-trades a rejected order and signs an approved contract.
 */
const SELLER_TURN = `(o.status IN (1, 5)
  OR (o.status = 3 AND o.signed_at IS NULL AND o.contract_status IN (1, 2, 3)))`;
const BUYER_TURN = `(o.status = 2 OR (o.status = 3 AND o.signed_at IS NULL AND o.contract_status = 4))`;

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
          AND o.seller_deleted_at IS NULL AND ${SELLER_TURN})::int AS "salesAwaiting",
       (SELECT count(*) FROM orders o WHERE o.buyer_company_id = $1
          AND o.buyer_deleted_at IS NULL AND ${BUYER_TURN})::int AS "purchasesAwaiting",
       (SELECT count(*) FROM chat_messages WHERE receiver_id = $2 AND NOT have_read
          AND NOT recalled AND type <> 'inquiry')::int AS "unreadChat",
       (SELECT count(*) FROM chat_messages WHERE receiver_id = $2 AND NOT have_read
          AND NOT recalled AND type = 'inquiry')::int AS "unreadInquiries",
       (SELECT count(*) FROM quotes q JOIN demands d ON d.id = q.demand_id
         WHERE d.company_id = $1 AND d.status = 1 AND q.status = 1)::int AS "quotesReceived",
       (SELECT count(*) FROM demands d WHERE d.company_id = $1 AND d.status = 1
          AND d.deadline BETWEEN $3::date AND $4::date)::int AS "expiringSoon",
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
