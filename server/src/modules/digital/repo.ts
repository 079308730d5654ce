import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import type { Localized } from '../../platform/language/localized';

export interface PlanRow {
  key: string;
  name: Localized;
  price: string;
  currency: string;
  period: Localized;
  features: Localized[];
}

export interface ProductRow {
  id: number;
  code: string;
  name: Localized;
  provider: Localized;
  summary: Localized;
  description: Localized;
  dimensions: string[];
  plans: PlanRow[];
  cases: { company: Localized; story: Localized }[];
}

const PRODUCT_COLUMNS = 'id, code, name, provider, summary, description, dimensions, plans, cases';

/** Enabled products improving any of the dimensions (all when null), in the catalogue's order. */
export function selectProducts(
  db: DbExecutor,
  dimensions: string[] | null,
  page: PageRequest,
): Promise<Page<ProductRow>> {
  return selectPage<ProductRow>(
    db,
    {
      columns: PRODUCT_COLUMNS,
      from: 'digital_products WHERE enabled AND ($1::text[] IS NULL OR dimensions && $1::text[])',
      orderBy: 'sort, id',
      params: [dimensions],
    },
    page,
  );
}

export async function findEnabledProduct(
  db: DbExecutor,
  id: number,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM digital_products WHERE id = $1 AND enabled`,
    [id],
  );
  return rows[0];
}

export interface OrderRow {
  id: number;
  order_no: string;
  product_id: number;
  product_name: Localized;
  provider: Localized;
  plans: PlanRow[];
  plan_key: string;
  price: string;
  currency: string;
  contact_name: string;
  contact_phone: string;
  note: string | null;
  diagnosis_id: number | null;
  status: number;
  platform_remark: string | null;
  company_id: number;
  company_name: string;
  country: string | null;
  member_id: number;
  created_at: Date;
  updated_at: Date;
}

const ORDER_COLUMNS = `o.id, o.order_no, o.product_id, p.name AS product_name, p.provider, p.plans,
       o.plan_key, o.price::text AS price, o.currency, o.contact_name, o.contact_phone, o.note,
       o.diagnosis_id, o.status, o.platform_remark, o.company_id, c.name AS company_name, c.country,
       o.member_id, o.created_at, o.updated_at`;

const ORDER_FROM = `digital_orders o
  JOIN digital_products p ON p.id = o.product_id
  JOIN companies c ON c.id = o.company_id`;

/** Orders of a company (every company's when null), of a status when one is given, newest first. */
export function selectOrders(
  db: DbExecutor,
  filter: { companyId: number | null; status: number | null },
  page: PageRequest,
): Promise<Page<OrderRow>> {
  return selectPage<OrderRow>(
    db,
    {
      columns: ORDER_COLUMNS,
      from: `${ORDER_FROM}
        WHERE ($1::int IS NULL OR o.company_id = $1) AND ($2::int IS NULL OR o.status = $2)`,
      orderBy: 'o.created_at DESC, o.id DESC',
      params: [filter.companyId, filter.status],
    },
    page,
  );
}

/** An order, locked for a change; of the company when one is given. */
export async function lockOrderRow(
  db: DbExecutor,
  id: number,
  companyId: number | null,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.id = $1 AND ($2::int IS NULL OR o.company_id = $2) FOR UPDATE OF o`,
    [id, companyId],
  );
  return rows[0];
}

export async function isCompanyDiagnosis(
  db: DbExecutor,
  diagnosisId: number,
  companyId: number,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM diagnoses WHERE id = $1 AND company_id = $2', [
    diagnosisId,
    companyId,
  ]);
  return rows.length > 0;
}

export interface NewOrder {
  orderNoPrefix: string;
  companyId: number;
  memberId: number;
  productId: number;
  planKey: string;
  price: string;
  currency: string;
  contactName: string;
  contactPhone: string;
  note: string | null;
  diagnosisId: number | null;
}

/** A new order, numbered by its prefix and its id; answers the id. */
export async function insertOrder(db: DbExecutor, order: NewOrder, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `WITH next AS (SELECT nextval('digital_orders_id_seq')::int AS id)
     INSERT INTO digital_orders (id, order_no, company_id, member_id, product_id, plan_key, price,
                                 currency, contact_name, contact_phone, note, diagnosis_id,
                                 created_at, updated_at)
     SELECT next.id, $1 || lpad(next.id::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
            $12, $12
       FROM next
     RETURNING id`,
    [
      order.orderNoPrefix,
      order.companyId,
      order.memberId,
      order.productId,
      order.planKey,
      order.price,
      order.currency,
      order.contactName,
      order.contactPhone,
      order.note,
      order.diagnosisId,
      now,
    ],
  );
  return rows[0]!.id;
}

/** The order's new status, and the platform's remark when one is given. */
export async function updateOrderStatus(
  tx: DbExecutor,
  id: number,
  status: number,
  remark: string | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE digital_orders SET status = $2, platform_remark = COALESCE($3, platform_remark),
            updated_at = $4
      WHERE id = $1`,
    [id, status, remark, now],
  );
}
