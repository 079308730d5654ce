import { PERMISSIONS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/validators';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { fromCents, toCents } from '../../platform/money';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { holdsPermission } from '../../platform/auth/permissions';
import { assertTradingCompany } from '../../lib/platform-trading';
import type { NoticeParams, OrderNoticeKey } from '../../lib/notice-texts';
import {
  ORDER_NOT_FOUND_MSG,
  orderRole,
  refusalOf,
  type OrderAction,
  type OrderCaller,
  type OrderFacts,
  type OrderRole,
} from '../../lib/order-rules';
import type { AuthenticatedMember } from '../../platform/auth/plugin';

export const REASON_TOO_LONG_MSG = '拒绝理由不能超过200个字符';

/** The order columns the rules and the actions read. */
export interface OrderRow {
  id: number;
  order_no: string;
  company_id: number;
  enterprise_id: number;
  buyer_company_id: number;
  seller_company_id: number;
  buyer_member_id: number | null;
  type: number;
  status: number;
  contract_status: number;
  execution_status: number;
  signed_at: Date | null;
  submitted_at: Date | null;
  amount: string;
  currency: string;
  contract_name: string | null;
  contract_number: string | null;
  follow_up_name: string | null;
  pickup_address: string | null;
  pickup_contact: string | null;
  pickup_phone: string | null;
  buyer_deleted_at: Date | null;
  seller_deleted_at: Date | null;
  any_received: boolean;
  any_unpaid: boolean;
}

export const ORDER_ROW_COLUMNS = `o.id, o.order_no, o.company_id, o.enterprise_id, o.buyer_company_id,
  o.seller_company_id, o.buyer_member_id, o.type, o.status, o.contract_status, o.execution_status,
  o.signed_at, o.submitted_at, o.amount::text AS amount, o.currency, o.contract_name,
  o.contract_number, o.follow_up_name, o.pickup_address, o.pickup_contact, o.pickup_phone,
  o.buyer_deleted_at, o.seller_deleted_at`;

export const INSTALMENT_FLAGS = `
  EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.received) AS any_received,
  EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.received IS NOT TRUE) AS any_unpaid`;

export function factsOf(row: OrderRow): OrderFacts {
  return {
    status: row.status,
    contractStatus: row.contract_status,
    executionStatus: row.execution_status,
    signed: row.signed_at !== null,
    submitted: row.submitted_at !== null,
    enterpriseId: row.enterprise_id,
    buyerCompanyId: row.buyer_company_id,
    anyReceived: row.any_received,
    anyUnpaid: row.any_unpaid,
    buyerDeleted: row.buyer_deleted_at !== null,
    sellerDeleted: row.seller_deleted_at !== null,
  };
}

export interface CallerContext {
  member: AuthenticatedMember;
  caller: OrderCaller;
  hasSupplement: boolean;
}

export function callerContext(member: AuthenticatedMember): CallerContext {
  return {
    member,
    caller: {
      id: member.id,
      mid: member.mid,
      companyId: member.companyId,
      isReviewer: holdsPermission(member, PERMISSIONS.orderExamine),
    },
    hasSupplement: holdsPermission(member, PERMISSIONS.orderSupplement),
  };
}

export function notFound(): BusinessError {
  return new BusinessError(404, ORDER_NOT_FOUND_MSG);
}

/**
 * The order locked FOR UPDATE with the caller's role on it; another company's order is answered
 * exactly like a missing one (404 '订单不存在').
 */
export async function lockOrder(
  tx: DbExecutor,
  context: CallerContext,
  id: number,
): Promise<{ order: OrderRow; role: OrderRole; facts: OrderFacts }> {
  const locked = await tx.query<{ id: number }>('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  if (!locked.rows[0]) throw notFound();
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER_ROW_COLUMNS}, ${INSTALMENT_FLAGS} FROM orders o WHERE o.id = $1`,
    [id],
  );
  const order = rows[0]!;
  const facts = factsOf(order);
  const role = orderRole(context.caller, facts);
  if (role === null) throw notFound();
  return { order, role, facts };
}

/** Locks the order and fails unless the caller may take the action now (order-rules). */
export async function lockForAction(
  tx: DbExecutor,
  context: CallerContext,
  id: number,
  action: OrderAction,
) {
  const locked = await lockOrder(tx, context, id);
  // Reviewing (role 3) is the platform's job; acting as the buyer or the seller never is.
  if (locked.role !== 3) await assertTradingCompany(tx, context.member.companyId);
  const refusal = refusalOf(action, locked.facts, locked.role, context.hasSupplement);
  if (refusal) throw new BusinessError(refusal.code, refusal.msg);
  return locked;
}

/** One procedure-log row, written in the transaction of the change. */
export async function writeLog(
  tx: DbExecutor,
  now: Date,
  member: AuthenticatedMember,
  orderId: number,
  action: string,
  fromStatus: number | null,
  toStatus: number | null,
  remark: string | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO procedure_logs (order_id, action, operator_id, operator_name, company_id, company_name,
       from_status, to_status, remark, created_at)
     SELECT $1, $2, m.id, m.name, c.id, c.name, $3, $4, $5, $6
       FROM members m JOIN companies c ON c.id = m.company_id WHERE m.id = $7`,
    [orderId, action, fromStatus, toStatus, remark, now, member.id],
  );
}

/** Who a notification about an order goes to. */
export type Party = 'buyer' | 'seller' | 'reviewers';

export interface OrderNotice {
  orderId: number;
  orderNo: string;
  sellerMainId: number;
  buyerCompanyId: number;
  to: Party[];
  key: OrderNoticeKey;
  /** Values the notice's sentence names ({reason}). */
  params?: NoticeParams;
}

/** The main account of a company (notifications go to it). */
export async function mainAccountOf(db: DbExecutor, companyId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Writes the order's notifications (type 3, jumpId = order id) in the transaction that changed
 * the order; kick `app.notificationOutbox.deliverSoon()` after its commit.
 */
export async function notifyParties(
  app: FastifyInstance,
  notice: OrderNotice,
  tx: DbExecutor,
): Promise<void> {
  const receivers = new Set<number>();
  for (const party of notice.to) {
    if (party === 'seller') receivers.add(notice.sellerMainId);
    if (party === 'buyer') {
      const buyer = await mainAccountOf(tx, notice.buyerCompanyId);
      if (buyer !== null) receivers.add(buyer);
    }
    if (party === 'reviewers') {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT DISTINCT m.id FROM member_permissions p JOIN members m ON m.id = p.member_id
          WHERE p.perms IN ('*:*:*', $1) AND NOT m.disabled ORDER BY m.id`,
        [PERMISSIONS.orderExamine],
      );
      for (const row of rows) receivers.add(row.id);
    }
  }
  for (const memberId of receivers) {
    await notify(
      app,
      {
        memberId,
        type: NOTIFICATION_TYPES.order,
        message: {
          key: `order.${notice.key}`,
          params: { ...notice.params, orderNo: notice.orderNo },
        },
        jumpId: notice.orderId,
      },
      tx,
    );
  }
}

/** Shorthand for the notice of an order row. */
export function noticeOf(
  order: OrderRow,
  to: Party[],
  key: OrderNoticeKey,
  params?: NoticeParams,
): OrderNotice {
  return {
    orderId: order.id,
    orderNo: order.order_no,
    sellerMainId: order.enterprise_id,
    buyerCompanyId: order.buyer_company_id,
    to,
    key,
    params,
  };
}

/** A reason (reject / deny): required, at most 200 characters. */
export function checkReason(reason: string | undefined | null): string {
  const text = reason?.trim() ?? '';
  if (!text) throw new BusinessError(400, MESSAGES.reasonRequired);
  if ([...text].length > 200) throw new BusinessError(400, REASON_TOO_LONG_MSG);
  return text;
}

/**
 * Recomputes the order amount from its lines, exactly. Unpriced lines ('面议') count nothing: the
 * read shapes give their number (`unpricedLines`), so a screen can say the amount is partial.
 */
export async function recomputeAmount(tx: DbExecutor, orderId: number): Promise<string> {
  const { rows } = await tx.query<{ price: string | null; quantity: number }>(
    'SELECT product_price::text AS price, quantity::int AS quantity FROM order_products WHERE order_id = $1',
    [orderId],
  );
  let total = 0n;
  for (const row of rows) {
    if (row.price !== null) total += toCents(row.price) * BigInt(row.quantity);
  }
  if (total > 99_999_999_999_999n) throw new BusinessError(400, '订单金额超出范围');
  const amount = fromCents(total);
  await tx.query('UPDATE orders SET amount = $2 WHERE id = $1', [orderId, amount]);
  return amount;
}
