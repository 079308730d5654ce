import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/platform/db/db';
import { API, bearer } from '../helpers';

/** Demo logins used by the order tests. */
export const TEA = '13800000001'; // seller in the matrix (owner)
export const TEA_SUB = '13800000002'; // the seller's sub-member, without order:order:supplement
export const PT = 'demo.pt@example.com'; // buyer in the matrix
export const BR = 'demo.br@example.com'; // another company (stranger)
export const MO = 'demo.mo@example.com';
export const AO = 'demo.ao@example.com';
export const OPERATOR = 'operator@example.com';
export const REVIEWER = 'review@example.com';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(app: FastifyInstance, tokens: Record<string, string>) {
  return async (user: string, method: Method, url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(tokens[user]!),
      ...(payload && { payload }),
    });
    return response.json();
  };
}

export async function memberOf(db: Db, username: string) {
  const { rows } = await db.query<{ id: number; company_id: number; mid: number }>(
    'SELECT id, company_id, mid FROM members WHERE username = $1',
    [username],
  );
  return rows[0]!;
}

export async function productOf(db: Db, username: string, priced = true) {
  const { rows } = await db.query<{ id: number; name: string; price: string | null }>(
    `SELECT p.id, p.name, p.price::text AS price FROM products p JOIN members m ON m.company_id = p.company_id
      WHERE m.username = $1 AND p.status = 1 AND (p.price IS NOT NULL) = $2 ORDER BY p.id LIMIT 1`,
    [username, priced],
  );
  return rows[0]!;
}

/** The states of the matrix (docs/trade-orders.md action table). */
export const STATES = [
  'S1',
  'S2',
  'S3/C1',
  'S3/C2',
  'S4',
  'S5',
  'S3/C4 unsigned',
  'signed',
  'S101',
  'S0',
] as const;
export type State = (typeof STATES)[number];

const STATE_COLUMNS: Record<
  State,
  { status: number; contract: number; submitted: boolean; signed: boolean; received: number }
> = {
  S1: { status: 1, contract: 1, submitted: false, signed: false, received: 0 },
  S2: { status: 2, contract: 1, submitted: false, signed: false, received: 0 },
  'S3/C1': { status: 3, contract: 1, submitted: false, signed: false, received: 0 },
  'S3/C2': { status: 3, contract: 2, submitted: false, signed: false, received: 0 },
  S4: { status: 4, contract: 2, submitted: true, signed: false, received: 0 },
  S5: { status: 5, contract: 3, submitted: true, signed: false, received: 0 },
  'S3/C4 unsigned': { status: 3, contract: 4, submitted: true, signed: false, received: 0 },
  signed: { status: 3, contract: 4, submitted: true, signed: true, received: 1 },
  S101: { status: 101, contract: 4, submitted: true, signed: true, received: 2 },
  S0: { status: 0, contract: 1, submitted: false, signed: false, received: 0 },
};

export interface SeededOrder {
  id: number;
  orderNo: string;
  lineId: number;
  /** Instalment ids by position; the first unpaid one is what `receive` marks. */
  instalmentIds: number[];
  unpaidInstalmentId: number;
}

/**
 * An order of `seller` bought by `buyer`, put straight into a state with SQL: one priced line
 * (10 × 268.00 = 2680.00), a complete saved supplement (contract with an attachment, two
 * instalments 1000.00 + 1680.00, pickup, follow-up) and the buyer's invoice request.
 */
export async function insertOrderInState(
  db: Db,
  state: State,
  seller = TEA,
  buyer = PT,
): Promise<SeededOrder> {
  const s = await memberOf(db, seller);
  const b = await memberOf(db, buyer);
  const columns = STATE_COLUMNS[state];
  const orderNo = `T${randomBytes(6).toString('hex')}`;
  const now = new Date();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (order_no, company_id, enterprise_id, buyer_company_id, seller_company_id, type, status,
       amount, currency, created_by, buyer_member_id, contract_status, execution_status, signed_at, submitted_at,
       contract_name, contract_number, follow_up_name, pickup_address, pickup_contact, pickup_phone,
       reject_reason, denied_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $2, 2, $5, '2680.00', 'CNY', $6, $6, $7, 1, $8, $9, $10, $11, '陈志远',
       '云南省普洱市思茅区茶城大道88号', '陈志远', '13800000001', $12, $13, $14, $14)
     RETURNING id`,
    [
      orderNo,
      s.company_id,
      s.mid || s.id,
      b.company_id,
      columns.status,
      b.id,
      columns.contract,
      columns.signed ? now : null,
      columns.submitted ? now : null,
      `合同-${orderNo}`,
      `HT-${orderNo}`,
      columns.status === 2 ? '价格不合适' : null,
      columns.status === 5 ? '合同金额有误' : null,
      now,
    ],
  );
  const id = rows[0]!.id;
  const product = await productOf(db, seller);
  const line = await db.query<{ id: number }>(
    `INSERT INTO order_products (order_id, company_id, product_id, product_name, product_price, quantity, unit)
     VALUES ($1, $2, $3, $4, '268.00', 10, '饼') RETURNING id`,
    [id, s.company_id, product.id, product.name],
  );
  const file = await db.query<{ id: number }>(
    `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
     VALUES ($1, $2, 'contract.pdf', $3, 'application/pdf', 'file', 100, $4) RETURNING id`,
    [s.company_id, s.mid || s.id, `test-${orderNo}.pdf`, now],
  );
  await db.query(
    'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, 0)',
    [id, file.rows[0]!.id],
  );
  const due = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const instalmentIds: number[] = [];
  for (const [index, amount] of ['1000.00', '1680.00'].entries()) {
    const received = index < columns.received;
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO order_instalments (order_id, position, amount, due_date, received, received_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [id, index + 1, amount, due, received, received ? now : null],
    );
    instalmentIds.push(inserted.rows[0]!.id);
  }
  await db.query(
    `INSERT INTO order_invoices (order_id, header_type, medium, title, tax_number, email, created_at, updated_at)
     VALUES ($1, 1, 1, 'Lusitânia Vinhos e Azeites', 'PT509876543', 'demo.pt@example.com', $2, $2)`,
    [id, now],
  );
  return {
    id,
    orderNo,
    lineId: line.rows[0]!.id,
    instalmentIds,
    unpaidInstalmentId: instalmentIds[Math.min(columns.received, 1)]!,
  };
}

/** Everything an action could change about one order, to assert "unchanged". */
export async function snapshot(db: Db, orderId: number): Promise<string> {
  const parts = await Promise.all([
    db.query('SELECT * FROM orders WHERE id = $1', [orderId]),
    db.query('SELECT * FROM order_products WHERE order_id = $1 ORDER BY id', [orderId]),
    db.query('SELECT * FROM order_instalments WHERE order_id = $1 ORDER BY id', [orderId]),
    db.query('SELECT * FROM order_invoices WHERE order_id = $1', [orderId]),
    db.query('SELECT * FROM order_contract_files WHERE order_id = $1 ORDER BY file_id', [orderId]),
    db.query('SELECT count(*)::int AS n FROM procedure_logs WHERE order_id = $1', [orderId]),
    db.query('SELECT count(*)::int AS n FROM notifications'),
  ]);
  return JSON.stringify(parts.map((part) => part.rows));
}

export async function orderRow(db: Db, orderId: number) {
  const { rows } = await db.query<{
    status: number;
    contract_status: number;
    execution_status: number;
    signed_at: Date | null;
    submitted_at: Date | null;
    amount: string;
    reject_reason: string | null;
    denied_reason: string | null;
  }>(
    `SELECT status, contract_status, execution_status, signed_at, submitted_at, amount::text AS amount,
            reject_reason, denied_reason
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0];
}

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

/** Uploads a small PDF as a contract attachment; returns the file id. */
export async function uploadContract(app: FastifyInstance, token: string): Promise<number> {
  const boundary = `----portal${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/upload?purpose=contract`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  const body = response.json();
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
  return body.data.id;
}

export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
