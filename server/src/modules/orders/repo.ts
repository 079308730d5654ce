import { PERMISSIONS } from '@portal/contracts';
import type { OrderDetail, OrderListRow, ProcedureLogRow, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import type { Page } from '../../platform/db/paging';
import { fromCents, toCents } from '../../platform/money';
import {
  allowedActions,
  orderRole,
  stageOf,
  type OrderCaller,
  type OrderFacts,
  type OrderRole,
  type StageFilter,
} from './rules';
import { STAGE_SQL, awaitingSql, type OrderListSide } from './stage-filters';

/**
 * The one format of trade order numbers: "HG", the day (UTC, yyyymmdd), then seven digits from
 * a sequence shared by every order, so numbers never collide whoever creates the order.
 */
export async function nextOrderNumber(tx: DbExecutor, day: Date): Promise<string> {
  const { rows } = await tx.query<{ n: string }>("SELECT nextval('order_no_seq')::text AS n");
  return `HG${day.toISOString().slice(0, 10).replaceAll('-', '')}${rows[0]!.n.padStart(7, '0')}`;
}

// ——— The order row the rules and the actions read ———

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

const ORDER_ROW_COLUMNS = `o.id, o.order_no, o.company_id, o.enterprise_id, o.buyer_company_id,
  o.seller_company_id, o.buyer_member_id, o.type, o.status, o.contract_status, o.execution_status,
  o.signed_at, o.submitted_at, o.amount::text AS amount, o.currency, o.contract_name,
  o.contract_number, o.follow_up_name, o.pickup_address, o.pickup_contact, o.pickup_phone,
  o.buyer_deleted_at, o.seller_deleted_at`;

const INSTALMENT_FLAGS = `
  EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.received) AS any_received,
  EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.received IS NOT TRUE) AS any_unpaid`;

/** What the rules look at, from an order row. */
export function factsOf(
  row: Pick<
    OrderRow,
    | 'status'
    | 'contract_status'
    | 'execution_status'
    | 'signed_at'
    | 'submitted_at'
    | 'enterprise_id'
    | 'buyer_company_id'
    | 'any_received'
    | 'any_unpaid'
    | 'buyer_deleted_at'
    | 'seller_deleted_at'
  >,
): OrderFacts {
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

/** The order, locked FOR UPDATE for the rest of the transaction; null when there is none. */
export async function lockOrderRow(tx: DbExecutor, id: number): Promise<OrderRow | null> {
  const locked = await tx.query<{ id: number }>('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  if (!locked.rows[0]) return null;
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER_ROW_COLUMNS}, ${INSTALMENT_FLAGS} FROM orders o WHERE o.id = $1`,
    [id],
  );
  return rows[0]!;
}

export interface ProcedureLogEntry {
  orderId: number;
  action: string;
  /** The member acting; the log keeps their name and company's name as they are now. */
  memberId: number;
  fromStatus: number | null;
  toStatus: number | null;
  remark: string | null;
  at: Date;
}

/** One procedure-log row, written in the transaction of the change. */
export async function insertProcedureLog(tx: DbExecutor, entry: ProcedureLogEntry): Promise<void> {
  await tx.query(
    `INSERT INTO procedure_logs (order_id, action, operator_id, operator_name, company_id, company_name,
       from_status, to_status, remark, created_at)
     SELECT $1, $2, m.id, m.name, c.id, c.name, $3, $4, $5, $6
       FROM members m JOIN companies c ON c.id = m.company_id WHERE m.id = $7`,
    [
      entry.orderId,
      entry.action,
      entry.fromStatus,
      entry.toStatus,
      entry.remark,
      entry.at,
      entry.memberId,
    ],
  );
}

/** The main account of a company (notifications go to it). */
export async function mainAccountOf(db: DbExecutor, companyId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE company_id = $1 AND mid = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  return rows[0]?.id ?? null;
}

/** Every enabled member who reviews orders. */
export async function orderReviewerIds(db: DbExecutor): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT m.id FROM member_permissions p JOIN members m ON m.id = p.member_id
      WHERE p.perms IN ('*:*:*', $1) AND NOT m.disabled ORDER BY m.id`,
    [PERMISSIONS.orderExamine],
  );
  return rows.map((row) => row.id);
}

// ——— Placing an order ———

export interface OrderParties {
  seller_country: string | null;
  buyer_country: string | null;
  /** The seller's main account, the order's owner (`enterprise_id`). */
  main_id: number | null;
  platform_party: boolean;
}

export async function orderParties(
  tx: DbExecutor,
  sellerCompanyId: number,
  buyerCompanyId: number,
): Promise<OrderParties | null> {
  const { rows } = await tx.query<OrderParties>(
    `SELECT s.country AS seller_country, b.country AS buyer_country,
            (SELECT m.id FROM members m WHERE m.company_id = s.id AND m.mid = 0 ORDER BY m.id LIMIT 1) AS main_id,
            s.is_platform OR b.is_platform AS platform_party
       FROM companies s, companies b WHERE s.id = $1 AND b.id = $2`,
    [sellerCompanyId, buyerCompanyId],
  );
  return rows[0] ?? null;
}

export interface NewOrderRow {
  orderNo: string;
  sellerCompanyId: number;
  ownerId: number;
  buyerCompanyId: number;
  type: number;
  amount: string;
  currency: string;
  createdBy: number;
  at: Date;
}

/** Inserts an order pending the seller's confirmation (status 1). */
export async function insertOrderRow(
  tx: DbExecutor,
  order: NewOrderRow,
): Promise<Pick<OrderRow, 'id' | 'order_no' | 'enterprise_id' | 'buyer_company_id'>> {
  const { rows } = await tx.query<
    Pick<OrderRow, 'id' | 'order_no' | 'enterprise_id' | 'buyer_company_id'>
  >(
    `INSERT INTO orders (order_no, company_id, enterprise_id, buyer_company_id, seller_company_id, type,
       status, amount, currency, created_by, buyer_member_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $2, $5, 1, $6, $7, $8, $8, $9, $9)
     RETURNING id, order_no, enterprise_id, buyer_company_id`,
    [
      order.orderNo,
      order.sellerCompanyId,
      order.ownerId,
      order.buyerCompanyId,
      order.type,
      order.amount,
      order.currency,
      order.createdBy,
      order.at,
    ],
  );
  return rows[0]!;
}

export interface NewOrderLine {
  productId: number | null;
  productName: string;
  /** null: price on request ('面议'). */
  price: string | null;
  quantity: number;
  unit: string;
}

export async function insertOrderLine(
  tx: DbExecutor,
  orderId: number,
  sellerCompanyId: number,
  line: NewOrderLine,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_products (order_id, company_id, product_id, product_name, product_price, quantity, unit)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      orderId,
      sellerCompanyId,
      line.productId,
      line.productName,
      line.price,
      line.quantity,
      line.unit,
    ],
  );
}

// ——— The actions' changes ———

export async function touchOrder(tx: DbExecutor, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE orders SET updated_at = $2 WHERE id = $1', [id, at]);
}

/** The order a product line belongs to. */
export async function orderOfLine(db: DbExecutor, lineId: number): Promise<number | null> {
  const { rows } = await db.query<{ order_id: number }>(
    'SELECT order_id FROM order_products WHERE id = $1',
    [lineId],
  );
  return rows[0]?.order_id ?? null;
}

export async function updateLine(
  tx: DbExecutor,
  orderId: number,
  lineId: number,
  price: string,
  quantity: number,
): Promise<void> {
  await tx.query(
    'UPDATE order_products SET product_price = $2, quantity = $3 WHERE id = $1 AND order_id = $4',
    [lineId, price, quantity, orderId],
  );
}

/** Each line's unit price (null: '面议') and quantity. */
export async function linePrices(
  tx: DbExecutor,
  orderId: number,
): Promise<{ price: string | null; quantity: number }[]> {
  const { rows } = await tx.query<{ price: string | null; quantity: number }>(
    'SELECT product_price::text AS price, quantity::int AS quantity FROM order_products WHERE order_id = $1',
    [orderId],
  );
  return rows;
}

export async function setAmount(tx: DbExecutor, orderId: number, amount: string): Promise<void> {
  await tx.query('UPDATE orders SET amount = $2 WHERE id = $1', [orderId, amount]);
}

/** The first line still without a price, by its product name. */
export async function firstUnpricedLine(
  tx: DbExecutor,
  orderId: number,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ product_name: string }>(
    'SELECT product_name FROM order_products WHERE order_id = $1 AND product_price IS NULL ORDER BY id LIMIT 1',
    [orderId],
  );
  return rows[0]?.product_name;
}

/** The seller confirmed: the contract is being drafted (status 3, contract 1). */
export async function markConfirmed(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE orders SET status = 3, contract_status = 1 WHERE id = $1', [id]);
}

export async function markRejected(tx: DbExecutor, id: number, reason: string): Promise<void> {
  await tx.query('UPDATE orders SET status = 2, reject_reason = $2 WHERE id = $1', [id, reason]);
}

/** The buyer trades again: pending once more, without the old reason. */
export async function markReopened(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE orders SET status = 1, reject_reason = NULL WHERE id = $1', [id]);
}

/** The reviewer approved: effective, the contract awaits the buyer's signature (contract 4). */
export async function markApproved(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE orders SET status = 3, contract_status = 4 WHERE id = $1', [id]);
}

export async function markDenied(tx: DbExecutor, id: number, reason: string): Promise<void> {
  await tx.query(
    'UPDATE orders SET status = 5, contract_status = 3, denied_reason = $2 WHERE id = $1',
    [id, reason],
  );
}

/** The buyer signed: `status` 3, or 101 when nothing is left to pay. */
export async function markSigned(
  tx: DbExecutor,
  id: number,
  status: 3 | 101,
  at: Date,
): Promise<void> {
  await tx.query(
    'UPDATE orders SET status = $2, signed_at = $3, execution_status = 1 WHERE id = $1',
    [id, status, at],
  );
}

export async function markVoided(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE orders SET status = 0 WHERE id = $1', [id]);
}

/** One side's copy of a voided order goes; the other side keeps its record. */
export async function markDeletedFor(
  tx: DbExecutor,
  id: number,
  side: 'buyer' | 'seller',
  at: Date,
): Promise<void> {
  const column = side === 'buyer' ? 'buyer_deleted_at' : 'seller_deleted_at';
  await tx.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [id, at]);
}

export async function markSubmitted(tx: DbExecutor, id: number, at: Date): Promise<void> {
  await tx.query(
    'UPDATE orders SET status = 4, contract_status = 2, submitted_at = $2 WHERE id = $1',
    [id, at],
  );
}

export async function markCompleted(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE orders SET status = 101 WHERE id = $1', [id]);
}

export async function setExecutionStatus(
  tx: DbExecutor,
  id: number,
  executionStatus: number,
): Promise<void> {
  await tx.query('UPDATE orders SET execution_status = $2 WHERE id = $1', [id, executionStatus]);
}

/** Sets the invoice's progress; false when the buyer has not asked for one. */
export async function setInvoiceStatus(
  tx: DbExecutor,
  orderId: number,
  invoiceStatus: number,
  at: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE order_invoices SET status = $2, updated_at = $3 WHERE order_id = $1 RETURNING 1',
    [orderId, invoiceStatus, at],
  );
  return rows.length > 0;
}

// ——— Instalments ———

export async function openInstalmentCount(tx: DbExecutor, orderId: number): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM order_instalments WHERE order_id = $1 AND received IS NOT TRUE',
    [orderId],
  );
  return rows[0]!.count;
}

/** The order an instalment belongs to. */
export async function orderOfInstalment(
  db: DbExecutor,
  instalmentId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ order_id: number }>(
    'SELECT order_id FROM order_instalments WHERE id = $1',
    [instalmentId],
  );
  return rows[0]?.order_id ?? null;
}

/** Marks an unpaid instalment received; false when it was received already. */
export async function markInstalmentReceived(
  tx: DbExecutor,
  orderId: number,
  instalmentId: number,
  at: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE order_instalments SET received = TRUE, received_at = $3
      WHERE id = $1 AND order_id = $2 AND received IS NOT TRUE RETURNING id`,
    [instalmentId, orderId, at],
  );
  return rows.length > 0;
}

/** Each saved instalment's due date by its position (1 first). */
export async function instalmentDueDates(
  tx: DbExecutor,
  orderId: number,
): Promise<Map<number, string | null>> {
  const { rows } = await tx.query<{ position: number; due_date: string | null }>(
    'SELECT position, due_date::text AS due_date FROM order_instalments WHERE order_id = $1',
    [orderId],
  );
  return new Map(rows.map((row) => [row.position, row.due_date]));
}

export interface InstalmentInput {
  position: number;
  amount: string | null;
  dueDate: string | null;
  received: boolean | null;
}

export async function replaceInstalments(
  tx: DbExecutor,
  orderId: number,
  instalments: InstalmentInput[],
  at: Date,
): Promise<void> {
  await tx.query('DELETE FROM order_instalments WHERE order_id = $1', [orderId]);
  for (const item of instalments) {
    await tx.query(
      `INSERT INTO order_instalments (order_id, position, amount, due_date, received, received_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::boolean THEN $6::timestamptz END)`,
      [orderId, item.position, item.amount, item.dueDate, item.received, at],
    );
  }
}

/** The instalments as submitting checks them, in order. */
export async function instalmentsOf(
  tx: DbExecutor,
  orderId: number,
): Promise<{ amount: string | null; due_date: string | null; received: boolean | null }[]> {
  const { rows } = await tx.query<{
    amount: string | null;
    due_date: string | null;
    received: boolean | null;
  }>(
    `SELECT amount::text AS amount, due_date::text AS due_date, received
       FROM order_instalments WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  return rows;
}

// ——— The supplement ———

/** How many of `fileIds` the seller may attach: its company's uploads or the order's files. */
export async function attachableFileCount(
  tx: DbExecutor,
  fileIds: number[],
  companyId: number,
  orderId: number,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT f.id FROM files f WHERE f.id = ANY($1::int[])
        AND (f.company_id = $2 OR EXISTS (SELECT 1 FROM order_contract_files c
                                           WHERE c.order_id = $3 AND c.file_id = f.id))`,
    [fileIds, companyId, orderId],
  );
  return rows.length;
}

/** Whether another order of the seller has the same contract number, or the same name. */
export async function contractDuplicates(
  tx: DbExecutor,
  sellerCompanyId: number,
  orderId: number,
  contractNumber: string | null,
  contractName: string | null,
): Promise<{ number: boolean; name: boolean }> {
  const { rows } = await tx.query<{ number: boolean | null; name: boolean | null }>(
    `SELECT bool_or(contract_number = $3) AS number, bool_or(contract_name = $4) AS name
       FROM orders WHERE seller_company_id = $1 AND id <> $2
        AND (contract_number = $3 OR contract_name = $4)`,
    [sellerCompanyId, orderId, contractNumber, contractName],
  );
  return { number: rows[0]?.number === true, name: rows[0]?.name === true };
}

export interface SupplementFields {
  contractName: string | null;
  contractNumber: string | null;
  settlementQuantity: string | null;
  settlementAmount: string | null;
  pickupAddress: string | null;
  pickupContact: string | null;
  pickupPhone: string | null;
  pickupDate: string | null;
  customsDeclarationNo: string | null;
  customsPort: string | null;
  customsBroker: string | null;
  followUpName: string | null;
  /** null keeps the order's type. */
  type: number | null;
  contractStatus: number;
}

export async function saveSupplement(
  tx: DbExecutor,
  orderId: number,
  fields: SupplementFields,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET contract_name = $2, contract_number = $3, settlement_quantity = $4,
       settlement_amount = $5, pickup_address = $6, pickup_contact = $7, pickup_phone = $8,
       pickup_date = $9, customs_declaration_no = $10, customs_port = $11, customs_broker = $12,
       follow_up_name = $13, type = coalesce($14, type), contract_status = $15
     WHERE id = $1`,
    [
      orderId,
      fields.contractName,
      fields.contractNumber,
      fields.settlementQuantity,
      fields.settlementAmount,
      fields.pickupAddress,
      fields.pickupContact,
      fields.pickupPhone,
      fields.pickupDate,
      fields.customsDeclarationNo,
      fields.customsPort,
      fields.customsBroker,
      fields.followUpName,
      fields.type,
      fields.contractStatus,
    ],
  );
}

export async function replaceContractFiles(
  tx: DbExecutor,
  orderId: number,
  fileIds: number[],
): Promise<void> {
  await tx.query('DELETE FROM order_contract_files WHERE order_id = $1', [orderId]);
  for (const [position, fileId] of fileIds.entries()) {
    await tx.query(
      'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, $3)',
      [orderId, fileId, position],
    );
  }
}

export async function contractFileCount(tx: DbExecutor, orderId: number): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM order_contract_files WHERE order_id = $1',
    [orderId],
  );
  return rows[0]!.count;
}

export interface InvoiceInput {
  headerType: number;
  medium: number;
  title: string;
  taxNumber: string;
  email: string | null;
  mailName: string | null;
  mailPhone: string | null;
  mailAddress: string | null;
}

export async function saveInvoice(
  tx: DbExecutor,
  orderId: number,
  invoice: InvoiceInput,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_invoices (order_id, header_type, medium, title, tax_number, email, mail_name,
       mail_phone, mail_address, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (order_id) DO UPDATE SET header_type = $2, medium = $3, title = $4,
       tax_number = $5, email = $6, mail_name = $7, mail_phone = $8, mail_address = $9,
       updated_at = $10`,
    [
      orderId,
      invoice.headerType,
      invoice.medium,
      invoice.title,
      invoice.taxNumber,
      invoice.email,
      invoice.mailName,
      invoice.mailPhone,
      invoice.mailAddress,
      at,
    ],
  );
}

export async function hasInvoice(tx: DbExecutor, orderId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM order_invoices WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}

/** What a notice about the order names, without locking it. */
export async function noticeFactsOf(
  tx: DbExecutor,
  orderId: number,
): Promise<Pick<OrderRow, 'id' | 'order_no' | 'enterprise_id' | 'buyer_company_id'> | null> {
  const { rows } = await tx.query<
    Pick<OrderRow, 'id' | 'order_no' | 'enterprise_id' | 'buyer_company_id'>
  >('SELECT id, order_no, enterprise_id, buyer_company_id FROM orders WHERE id = $1', [orderId]);
  return rows[0] ?? null;
}

/** Whether a member of the buying company has an unread "invoice needed" notice of the order. */
export async function invoiceNoticeUnread(
  tx: DbExecutor,
  orderId: number,
  buyerCompanyId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM notifications n JOIN members m ON m.id = n.member_id
      WHERE n.jump_id = $1 AND n.message_types_of = 3 AND n.message_key = 'order.invoiceNeeded'
        AND NOT n.have_read AND m.company_id = $2 LIMIT 1`,
    [orderId, buyerCompanyId],
  );
  return rows.length > 0;
}

// ——— Reads (docs/trade-orders.md, "Read shapes") ———

type ListRow = Omit<
  OrderRow,
  'contract_name' | 'contract_number' | 'pickup_address' | 'pickup_contact' | 'pickup_phone'
> & {
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The caller as the read shapes need them: the role decides what the order reads as. */
export interface Reader {
  caller: OrderCaller;
  hasSupplement: boolean;
}

/**
 * What the list and the detail share. `lines` are the order's product lines, which both read
 * anyway: the lines still '面议' (no price) are counted from them rather than by a subquery.
 */
function baseOf(row: ListRow, role: OrderRole, lines: { price: string | null }[]) {
  return {
    id: row.id,
    orderNo: row.order_no,
    type: row.type,
    status: row.status,
    stage: stageOf(factsOf(row)),
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
  };
}

function moneyOrNull(value: string | null): string | null {
  return value === null ? null : fromCents(toCents(value));
}

export interface OrderListFilter {
  side: OrderListSide;
  /** The caller's company (sales and purchases); the reviewers' list is every submitted order. */
  companyId: number;
  stage?: StageFilter | '';
  awaiting?: boolean;
  type?: 1 | 2 | 3 | '';
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

interface ListLine {
  name: string;
  price: string | null;
  quantity: number;
  unit: string;
}

/**
 * One page of an order list, newest first. Not `selectPage`: one statement carries the page, each
 * order's lines and (an InitPlan, run once) the count, and its text is prepared by name. With
 * `rememberCount` the count is asked beside the page through it (the reviewers' remembered
 * counts, review-counts.ts).
 */
export async function selectOrderList(
  db: DbExecutor,
  reader: Reader,
  filter: OrderListFilter,
  rememberCount?: (key: string, count: () => Promise<number>) => Promise<number>,
): Promise<Page<Static<typeof OrderListRow>>> {
  const { side, stage, awaiting, type, pageNum, pageSize } = filter;
  const params: unknown[] = [];
  const where: string[] = [];
  if (side === 'review') {
    where.push('o.submitted_at IS NOT NULL');
  } else {
    params.push(filter.companyId);
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
  const text = filter.keyword?.trim();
  if (text) {
    params.push(`%${escapeLike(text)}%`);
    const p = `$${params.length}`;
    const other =
      side === 'purchase' ? 's.name' : side === 'sales' ? 'b.name' : `b.name ILIKE ${p} OR s.name`;
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
    db.query<{ count: number }>(countSql, params).then(({ rows }) => rows[0]!.count);
  const remembered = rememberCount?.(JSON.stringify([countSql, params]), countAlone);
  // One statement: the page, each order's lines, and (an InitPlan, run once) the count.
  const page = db.query<ListRow & { total: number | null; lines: ListLine[] }>(
    `SELECT ${LIST_COLUMNS}, ${remembered ? 'NULL::int' : `(${countSql})`} AS total,
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
  const [{ rows }, rememberedTotal] = await Promise.all([page, remembered]);
  const total =
    rememberedTotal ??
    rows[0]?.total ??
    // A page past the last order has no row to carry the count.
    (await countAlone());
  return {
    total,
    rows: rows.map((row) => ({
      ...baseOf(row, orderRole(reader.caller, factsOf(row))!, row.lines),
      products: row.lines.map((line) => ({
        productName: line.name,
        productPrice: moneyOrNull(line.price),
        productQuantity: line.quantity,
        unit: line.unit,
      })),
    })),
  };
}

/** Where the caller may read an order: a party's company, or a reviewer and it was submitted. */
function visibility(reader: Reader, param: string): string {
  const reviewer = reader.caller.isReviewer ? ` OR o.submitted_at IS NOT NULL` : '';
  return `(o.seller_company_id = ${param} OR o.buyer_company_id = ${param}${reviewer})`;
}

type DetailRow = ListRow & {
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
};

/**
 * One order as the caller reads it, with its lines, contract, instalments (their state as of
 * `today`), invoice and the caller's actions; null when the caller has no role on it. File urls
 * are under `apiBase`.
 */
export async function selectOrderDetail(
  db: DbExecutor,
  reader: Reader,
  companyId: number,
  id: number,
  today: string,
  apiBase: string,
): Promise<Static<typeof OrderDetail> | null> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${LIST_COLUMNS}, o.reject_reason, o.denied_reason, o.updated_at, o.contract_name,
            o.contract_number, o.settlement_quantity::text AS settlement_quantity,
            o.settlement_amount::text AS settlement_amount, o.pickup_address, o.pickup_contact,
            o.pickup_phone, o.pickup_date::text AS pickup_date, o.customs_declaration_no,
            o.customs_port, o.customs_broker,
            (SELECT m.id FROM members m WHERE m.company_id = o.buyer_company_id AND m.mid = 0
              ORDER BY m.id LIMIT 1) AS buyer_main_id
       FROM orders o JOIN companies b ON b.id = o.buyer_company_id
       JOIN companies s ON s.id = o.seller_company_id
      WHERE o.id = $1 AND ${visibility(reader, '$2')}`,
    [id, companyId],
  );
  const row = rows[0];
  const role = row ? orderRole(reader.caller, factsOf(row)) : null;
  if (!row || role === null) return null;
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
  const inv = invoice.rows[0];
  return {
    ...baseOf(row, role, products.rows),
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
      productPrice: moneyOrNull(line.price),
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
      amount: moneyOrNull(item.amount),
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
    settlementAmount: moneyOrNull(row.settlement_amount),
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
    actions: allowedActions(factsOf(row), role, reader.hasSupplement),
  };
}

/** The facts of an order for a role check, without locking it; null when there is none. */
export async function orderFactsOf(db: DbExecutor, id: number): Promise<OrderFacts | null> {
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM orders o JOIN companies b ON b.id = o.buyer_company_id
       JOIN companies s ON s.id = o.seller_company_id WHERE o.id = $1`,
    [id],
  );
  return rows[0] ? factsOf(rows[0]) : null;
}

/** An order's procedure log, oldest first. */
export async function selectProcedureLog(
  db: DbExecutor,
  orderId: number,
): Promise<Static<typeof ProcedureLogRow>[]> {
  const { rows } = await db.query<{
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
  return rows.map((log) => ({
    id: log.id,
    action: log.action,
    operatorName: log.operator_name,
    companyName: log.company_name,
    fromStatus: log.from_status,
    toStatus: log.to_status,
    remark: log.remark,
    createTime: iso(log.created_at),
  }));
}
