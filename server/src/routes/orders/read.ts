import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../platform/db/db';
import {
  OrderDetail,
  OrderIdParams,
  OrderListQuery,
  OrderListRow,
  ProcedureLogQuery,
  ProcedureLogRow,
} from '@portal/contracts/schemas';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { fromCents, toCents } from '../../platform/money';
import { NO_PERMISSION_MSG, allowedActions, orderRole, stageOf } from '../../lib/order-rules';
import { STAGE_SQL, awaitingSql } from '../../modules/orders/stage-filters';
import { currentMember } from '../../platform/auth/plugin';
import {
  INSTALMENT_FLAGS,
  callerContext,
  factsOf,
  notFound,
  type CallerContext,
  type OrderRow,
} from './common';

interface ListLine {
  name: string;
  price: string | null;
  quantity: number;
  unit: string;
}

/**
 * The reviewers' list counts every submitted order (about half of all orders: tens of
 * milliseconds at 100,000 orders), so its counts are remembered per filter. Reviewers asking at
 * the same moment share one count. A count older than `REVIEW_COUNT_SECONDS` is still answered
 * while a fresh one is counted for the next request; one older than `REVIEW_COUNT_STALE_SECONDS`
 * is not, the request waits for the fresh count. The order routes forget them all on every write
 * they answer (index.ts), so this process's own changes show at once; a submission through another
 * server process shows in the total within those bounds (its row at once). Company lists count an
 * index range of their own orders and are not remembered.
 */
export const REVIEW_COUNT_SECONDS = 5;
export const REVIEW_COUNT_STALE_SECONDS = 60;

export interface ReviewCounts {
  /** The count remembered under `key`, or `count()`'s answer, remembered. */
  count(key: string, count: () => Promise<number>): Promise<number>;
  /** Forgets every remembered count. */
  forget(): void;
}

export function reviewCountMemory({
  freshMs = REVIEW_COUNT_SECONDS * 1000,
  staleMs = REVIEW_COUNT_STALE_SECONDS * 1000,
} = {}): ReviewCounts {
  const counts = new LRUCache<string, number, () => Promise<number>>({
    max: 200,
    ttl: freshMs,
    allowStale: true,
    // A write that forgets the counts while one is being counted must not fail the reviewers
    // waiting for it: they get that count, which is not remembered.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    count: async (key, count) => {
      // The remaining time of a count past its freshness is negative: how long ago it expired.
      if (counts.getRemainingTTL(key) < freshMs - staleMs) counts.delete(key);
      // fetch's type allows undefined, which it gives only when the count itself does.
      return (await counts.fetch(key, { context: count })) ?? count();
    },
    forget: () => counts.clear(),
  };
}

type ListRow = OrderRow & {
  buyer_name: string;
  seller_name: string;
  created_at: Date;
};

const LIST_COLUMNS = `o.id, o.order_no, o.company_id, o.enterprise_id, o.buyer_company_id,
  o.seller_company_id, o.buyer_member_id, o.type, o.status, o.contract_status, o.execution_status,
  o.signed_at, o.submitted_at, o.amount::text AS amount, o.currency, o.follow_up_name, o.created_at,
  o.buyer_deleted_at, o.seller_deleted_at, b.name AS buyer_name, s.name AS seller_name,
  ${INSTALMENT_FLAGS}`;

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function dateOnly(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // DATE columns arrive as local-midnight Dates (pg) or UTC-midnight (PGlite); read them back in
  // the same way they were made.
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * What the list and the detail share. `lines` are the order's product lines, which both read
 * anyway: the lines still '面议' (no price) are counted from them rather than by a subquery.
 */
function rowBase(row: ListRow, context: CallerContext, lines: { price: string | null }[]) {
  const facts = factsOf(row);
  const role = orderRole(context.caller, facts)!;
  return {
    facts,
    role,
    base: {
      id: row.id,
      orderNo: row.order_no,
      type: row.type,
      status: row.status,
      stage: stageOf(facts),
      contractStatus: row.contract_status,
      executionStatus: row.execution_status,
      amount: fromCents(toCents(row.amount)),
      unpricedLines: lines.filter((line) => line.price === null).length,
      currency: row.currency.trim(),
      buyerName: row.buyer_name,
      sellerName: row.seller_name,
      followUpName: row.follow_up_name,
      role,
      createTime: iso(row.created_at),
    },
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Where the caller may read an order: a party's company, or a reviewer and it was submitted. */
function visibility(context: CallerContext, param: string): string {
  const reviewer = context.caller.isReviewer ? ` OR o.submitted_at IS NOT NULL` : '';
  return `(o.seller_company_id = ${param} OR o.buyer_company_id = ${param}${reviewer})`;
}

export async function readOrderDetail(
  db: DbExecutor,
  context: CallerContext,
  id: number,
  today: string,
  apiBase: string,
) {
  const { rows } = await db.query<
    ListRow & {
      reject_reason: string | null;
      denied_reason: string | null;
      updated_at: Date;
      contract_name: string | null;
      contract_number: string | null;
      settlement_quantity: string | null;
      settlement_amount: string | null;
      pickup_address: string | null;
      pickup_contact: string | null;
      pickup_phone: string | null;
      pickup_date: Date | string | null;
      customs_declaration_no: string | null;
      customs_port: string | null;
      customs_broker: string | null;
      buyer_main_id: number | null;
    }
  >(
    `SELECT ${LIST_COLUMNS}, o.reject_reason, o.denied_reason, o.updated_at, o.contract_name,
            o.contract_number, o.settlement_quantity::text AS settlement_quantity,
            o.settlement_amount::text AS settlement_amount, o.pickup_address, o.pickup_contact,
            o.pickup_phone, o.pickup_date::text AS pickup_date, o.customs_declaration_no,
            o.customs_port, o.customs_broker,
            (SELECT m.id FROM members m WHERE m.company_id = o.buyer_company_id AND m.mid = 0
              ORDER BY m.id LIMIT 1) AS buyer_main_id
       FROM orders o JOIN companies b ON b.id = o.buyer_company_id
       JOIN companies s ON s.id = o.seller_company_id
      WHERE o.id = $1 AND ${visibility(context, '$2')}`,
    [id, context.member.companyId],
  );
  const row = rows[0];
  if (!row || orderRole(context.caller, factsOf(row)) === null) throw notFound();
  const [products, files, instalments, invoice] = await Promise.all([
    db.query<{
      id: number;
      product_id: number | null;
      product_name: string;
      price: string | null;
      quantity: number;
      unit: string;
    }>(
      `SELECT id, product_id, product_name, product_price::text AS price, quantity::int AS quantity, unit
         FROM order_products WHERE order_id = $1 ORDER BY id`,
      [id],
    ),
    db.query<{ id: number; name: string }>(
      `SELECT f.id, f.original_name AS name FROM order_contract_files c JOIN files f ON f.id = c.file_id
        WHERE c.order_id = $1 ORDER BY c.position`,
      [id],
    ),
    db.query<{
      id: number;
      amount: string | null;
      due_date: string | null;
      received: boolean | null;
    }>(
      `SELECT id, amount::text AS amount, due_date::text AS due_date, received
         FROM order_instalments WHERE order_id = $1 ORDER BY position`,
      [id],
    ),
    db.query<{
      header_type: number;
      medium: number;
      title: string;
      tax_number: string;
      email: string | null;
      mail_name: string | null;
      mail_phone: string | null;
      mail_address: string | null;
      status: number;
    }>(
      `SELECT header_type, medium, title, tax_number, email, mail_name, mail_phone, mail_address, status
         FROM order_invoices WHERE order_id = $1`,
      [id],
    ),
  ]);
  const { facts, role, base } = rowBase(row, context, products.rows);
  const inv = invoice.rows[0];
  return {
    ...base,
    enterpriseId: row.enterprise_id,
    buyerEnterpriseId: row.buyer_main_id,
    buyerContactId: row.buyer_member_id ?? row.buyer_main_id,
    sellerContactId: row.enterprise_id,
    rejectReason: row.reject_reason,
    deniedReason: row.denied_reason,
    signedAt: row.signed_at ? iso(row.signed_at) : null,
    updateTime: iso(row.updated_at),
    products: products.rows.map((line) => ({
      id: line.id,
      productId: line.product_id,
      productName: line.product_name,
      productPrice: line.price === null ? null : fromCents(toCents(line.price)),
      productQuantity: line.quantity,
      unit: line.unit,
      lineTotal:
        line.price === null ? null : fromCents(toCents(line.price) * BigInt(line.quantity)),
    })),
    contract: {
      name: row.contract_name,
      number: row.contract_number,
      files: files.rows.map((file) => ({
        id: file.id,
        name: file.name,
        url: `${apiBase}/files/${file.id}`,
      })),
    },
    instalments: instalments.rows.map((item) => ({
      id: item.id,
      amount: item.amount === null ? null : fromCents(toCents(item.amount)),
      dueDate: dateOnly(item.due_date),
      received: item.received,
      state: item.received
        ? ('received' as const)
        : item.due_date !== null && dateOnly(item.due_date)! < today
          ? ('overdue' as const)
          : ('unpaid' as const),
    })),
    invoice: inv
      ? {
          headerType: inv.header_type,
          medium: inv.medium,
          title: inv.title,
          taxNumber: inv.tax_number,
          email: inv.email,
          mailName: inv.mail_name,
          mailPhone: inv.mail_phone,
          mailAddress: inv.mail_address,
          status: inv.status,
        }
      : null,
    // NUMERIC(14, 3) without trailing zeros: '130.000' → '130', '12.500' → '12.5'
    settlementQuantity:
      row.settlement_quantity === null
        ? null
        : row.settlement_quantity.includes('.')
          ? row.settlement_quantity.replace(/0+$/, '').replace(/\.$/, '')
          : row.settlement_quantity,
    settlementAmount:
      row.settlement_amount === null ? null : fromCents(toCents(row.settlement_amount)),
    pickup: {
      address: row.pickup_address,
      contact: row.pickup_contact,
      phone: row.pickup_phone,
      date: dateOnly(row.pickup_date),
    },
    customs: {
      declarationNo: row.customs_declaration_no,
      port: row.customs_port,
      broker: row.customs_broker,
    },
    actions: allowedActions(facts, role, context.hasSupplement),
  };
}

/** The order list, one order, and its procedure log (docs "Read shapes"). */
const orderReadRoutes: FastifyPluginAsyncTypebox<{ reviewCounts: ReviewCounts }> = async (
  app,
  { reviewCounts },
) => {
  app.get(
    '/minor/order/list',
    {
      schema: {
        tags: ['order'],
        summary: "The caller's orders as seller (default), buyer, or reviewer; newest first",
        querystring: OrderListQuery,
        response: { 200: PageEnvelope(OrderListRow) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const context = callerContext(member);
      const { side = 'sales', stage, awaiting, type, keyword, pageNum, pageSize } = request.query;
      const params: unknown[] = [];
      const where: string[] = [];
      if (side === 'review') {
        if (!context.caller.isReviewer) throw new BusinessError(403, NO_PERMISSION_MSG);
        where.push('o.submitted_at IS NOT NULL');
      } else {
        params.push(member.companyId);
        // an order the caller's side deleted is gone for it (the other side still lists it)
        where.push(
          side === 'purchase'
            ? `o.buyer_company_id = $${params.length} AND o.buyer_deleted_at IS NULL`
            : `o.seller_company_id = $${params.length} AND o.seller_deleted_at IS NULL`,
        );
      }
      if (stage) where.push(`(${STAGE_SQL[stage]})`);
      if (awaiting) where.push(awaitingSql(side));
      const byType = type !== undefined && type !== '';
      if (byType) {
        params.push(type);
        where.push(`o.type = $${params.length}`);
      }
      const text = keyword?.trim();
      if (text) {
        params.push(`%${escapeLike(text)}%`);
        const p = `$${params.length}`;
        const other =
          side === 'purchase'
            ? 's.name'
            : side === 'sales'
              ? 'b.name'
              : `b.name ILIKE ${p} OR s.name`;
        where.push(
          `(o.order_no ILIKE ${p} OR ${other} ILIKE ${p} OR EXISTS (SELECT 1 FROM order_products op
             WHERE op.order_id = o.id AND op.product_name ILIKE ${p}))`,
        );
      }
      const from = `FROM orders o JOIN companies b ON b.id = o.buyer_company_id
        JOIN companies s ON s.id = o.seller_company_id WHERE ${where.join(' AND ')}`;
      // The count needs the company names only to match a keyword.
      const countSql = text
        ? `SELECT count(*)::int ${from}`
        : `SELECT count(*)::int FROM orders o WHERE ${where.join(' AND ')}`;
      const countAlone = () =>
        app.db.query<{ count: number }>(countSql, params).then(({ rows }) => rows[0]!.count);
      // The reviewers' count is remembered and asked beside the page; a company's is part of it.
      const reviewCount =
        side === 'review'
          ? reviewCounts.count(JSON.stringify([countSql, params]), countAlone)
          : undefined;
      // One statement: the page, each order's lines, and (an InitPlan, run once) the count.
      const page = app.db.query<ListRow & { total: number | null; lines: ListLine[] }>(
        `SELECT ${LIST_COLUMNS}, ${reviewCount ? 'NULL::int' : `(${countSql})`} AS total,
           (SELECT coalesce(json_agg(json_build_object('name', op.product_name,
                      'price', op.product_price::text, 'quantity', op.quantity::int,
                      'unit', op.unit) ORDER BY op.id), '[]'::json)
              FROM order_products op WHERE op.order_id = o.id) AS lines
           ${from} ORDER BY o.created_at DESC, o.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, pageSize, (pageNum - 1) * pageSize],
        // Parsing and planning this statement cost as much as running it. Without a keyword its
        // text is one of 156 (side × stage × awaiting × type), each kept by a connection once it
        // has run it (~0.3 MB each in PostgreSQL 15); a keyword's plan depends on the keyword, so
        // those are parsed and planned every time.
        text
          ? undefined
          : `order-list:${side}:${stage ?? ''}:${awaiting ? 'awaiting' : ''}:${byType ? 'type' : ''}`,
      );
      const [{ rows }, remembered] = await Promise.all([page, reviewCount]);
      const total =
        remembered ??
        rows[0]?.total ??
        // A page past the last order has no row to carry the count.
        (await countAlone());
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total,
        rows: rows.map((row) => ({
          ...rowBase(row, context, row.lines).base,
          products: row.lines.map((line) => ({
            productName: line.name,
            productPrice: line.price === null ? null : fromCents(toCents(line.price)),
            productQuantity: line.quantity,
            unit: line.unit,
          })),
        })),
      };
    },
  );

  app.get(
    '/minor/order/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'One order with its contract, instalments, invoice, supplement and actions',
        params: OrderIdParams,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (request) => {
      const context = callerContext(currentMember(request));
      const base = request.routeOptions.url!.replace(/\/minor\/order\/:id$/, '');
      const today = app.now().toISOString().slice(0, 10);
      return ok(await readOrderDetail(app.db, context, request.params.id, today, base));
    },
  );

  app.get(
    '/procedureLog/list',
    {
      schema: {
        tags: ['order'],
        summary: "An order's procedure log, oldest first",
        querystring: ProcedureLogQuery,
        response: { 200: PageEnvelope(ProcedureLogRow) },
      },
    },
    async (request) => {
      const context = callerContext(currentMember(request));
      const { orderId } = request.query;
      const order = await app.db.query<ListRow>(
        `SELECT ${LIST_COLUMNS} FROM orders o JOIN companies b ON b.id = o.buyer_company_id
           JOIN companies s ON s.id = o.seller_company_id WHERE o.id = $1`,
        [orderId],
      );
      const row = order.rows[0];
      if (!row || orderRole(context.caller, factsOf(row)) === null) throw notFound();
      const { rows } = await app.db.query<{
        id: number;
        action: string;
        operator_name: string | null;
        company_name: string | null;
        from_status: number | null;
        to_status: number | null;
        remark: string | null;
        created_at: Date;
      }>(
        `SELECT id, action, operator_name, company_name, from_status, to_status, remark, created_at
           FROM procedure_logs WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: rows.length,
        rows: rows.map((log) => ({
          id: log.id,
          action: log.action,
          operatorName: log.operator_name,
          companyName: log.company_name,
          fromStatus: log.from_status,
          toStatus: log.to_status,
          remark: log.remark,
          createTime: iso(log.created_at),
        })),
      };
    },
  );
};

export default orderReadRoutes;
