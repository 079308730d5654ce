import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../platform/http/envelope';
import type { DbExecutor } from '../../platform/db/db';
import { MAX_CENTS, fromCents, toCents } from '../../platform/money';
import { nextOrderNumber } from '../../lib/order-number';
import { orderTypeOf } from '../../lib/order-rules';
import { PLATFORM_NEVER_TRADES_MSG } from '../../lib/platform-trading';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { noticeOf, notifyParties, writeLog, type OrderRow } from './common';

export const CART_ITEM_NOT_FOUND_MSG = '购物车商品不存在';
export const NOTHING_TICKED_MSG = '请勾选产品再提交订单~';

interface CartLine {
  id: number;
  product_id: number;
  seller_company_id: number;
  price: string | null;
  quantity: number;
  product_name: string;
  unit: string;
  currency: string;
}

/**
 * Places the caller's ticked cart items: one order per seller (status 1), all in one transaction;
 * the items leave the cart. Items of anyone else answer like missing ones. Each seller's main
 * account is told after the commit.
 */
export async function placeOrders(
  app: FastifyInstance,
  member: AuthenticatedMember,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new BusinessError(400, NOTHING_TICKED_MSG);
  const now = app.now();
  const placed = await app.db.transaction(async (tx) => {
    const { rows: lines } = await tx.query<CartLine>(
      `SELECT c.id, c.product_id, c.seller_company_id, c.product_price::text AS price, c.quantity,
              p.name AS product_name, coalesce(nullif(trim(p.unit), ''), '套') AS unit, p.currency
         FROM cart_items c JOIN products p ON p.id = c.product_id
        WHERE c.id = ANY($1::int[]) AND c.member_id = $2
        ORDER BY c.id FOR UPDATE OF c`,
      [unique, member.id],
    );
    if (lines.length !== unique.length) throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
    const bySeller = new Map<number, CartLine[]>();
    for (const line of lines) {
      const group = bySeller.get(line.seller_company_id) ?? [];
      group.push(line);
      bySeller.set(line.seller_company_id, group);
    }
    const orders: OrderRow[] = [];
    for (const [sellerCompanyId, group] of bySeller) {
      orders.push(
        await insertOrder(tx, now, member, {
          sellerCompanyId,
          currency: (group[0]!.currency ?? 'CNY').trim() || 'CNY',
          lines: group.map((line) => ({
            productId: line.product_id,
            productName: line.product_name,
            price: line.price,
            quantity: line.quantity,
            unit: line.unit,
          })),
          notFoundMessage: CART_ITEM_NOT_FOUND_MSG,
        }),
      );
    }
    await tx.query('DELETE FROM cart_items WHERE id = ANY($1::int[]) AND member_id = $2', [
      unique,
      member.id,
    ]);
    for (const order of orders) await notifyParties(app, noticeOf(order, ['seller'], 'placed'), tx);
    return orders;
  });
  app.notificationOutbox.deliverSoon();
  return placed.map((order) => order.id);
}

export interface NewOrder {
  sellerCompanyId: number;
  currency: string;
  lines: {
    productId: number | null;
    productName: string;
    /** null: price on request ('面议'). */
    price: string | null;
    quantity: number;
    unit: string;
  }[];
  /** What the caller answers when the seller has no main account left. */
  notFoundMessage: string;
}

/**
 * Creates one order of the caller's company (the buyer) with `order.sellerCompanyId`, pending the
 * seller's confirmation (status 1), with its lines and the first procedure log, inside the caller's
 * transaction. Every way an order starts (the cart, a confirmed quote) goes through here.
 */
export async function insertOrder(
  tx: DbExecutor,
  now: Date,
  member: AuthenticatedMember,
  order: NewOrder,
): Promise<OrderRow> {
  const parties = await tx.query<{
    seller_country: string | null;
    buyer_country: string | null;
    main_id: number | null;
    platform_party: boolean;
  }>(
    `SELECT s.country AS seller_country, b.country AS buyer_country,
            (SELECT m.id FROM members m WHERE m.company_id = s.id AND m.mid = 0 ORDER BY m.id LIMIT 1) AS main_id,
            s.is_platform OR b.is_platform AS platform_party
       FROM companies s, companies b WHERE s.id = $1 AND b.id = $2`,
    [order.sellerCompanyId, member.companyId],
  );
  const party = parties.rows[0];
  if (!party?.main_id) throw new BusinessError(404, order.notFoundMessage);
  // The platform never trades: no order has it as buyer or seller, however it would start.
  if (party.platform_party) throw new BusinessError(403, PLATFORM_NEVER_TRADES_MSG);
  let amount = 0n;
  for (const line of order.lines) {
    if (line.price !== null) amount += toCents(line.price) * BigInt(line.quantity);
  }
  if (amount > MAX_CENTS) throw new BusinessError(400, '订单金额超出范围');
  const orderNo = await nextOrderNumber(tx, now);
  const inserted = await tx.query<OrderRow>(
    `INSERT INTO orders (order_no, company_id, enterprise_id, buyer_company_id, seller_company_id, type,
       status, amount, currency, created_by, buyer_member_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $2, $5, 1, $6, $7, $8, $8, $9, $9)
     RETURNING id, order_no, enterprise_id, buyer_company_id`,
    [
      orderNo,
      order.sellerCompanyId,
      party.main_id,
      member.companyId,
      orderTypeOf(party.seller_country, party.buyer_country),
      fromCents(amount),
      order.currency,
      member.id,
      now,
    ],
  );
  const created = inserted.rows[0]!;
  for (const line of order.lines) {
    await tx.query(
      `INSERT INTO order_products (order_id, company_id, product_id, product_name, product_price, quantity, unit)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        created.id,
        order.sellerCompanyId,
        line.productId,
        line.productName,
        line.price,
        line.quantity,
        line.unit,
      ],
    );
  }
  await writeLog(tx, now, member, created.id, 'place', null, 1);
  return created;
}
