import { PERMISSIONS } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  DigitalIdParams,
  DigitalOrder,
  DigitalOrderBody,
  DigitalOrderQuery,
  DigitalOrderStatusBody,
} from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { platformToday } from '../../platform/calendar';
import { digitalMessages } from '../../lib/digital-messages';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { findProduct, languageOf, localize, type ProductRow } from './catalogue';

/** 1 submitted → 2 accepted → 3 in service → 4 completed; 5 cancelled (docs/digital-products.md). */
export const DIGITAL_ORDER_STATUS = {
  submitted: 1,
  accepted: 2,
  inService: 3,
  completed: 4,
  cancelled: 5,
} as const;

/** The platform's next steps from each state; cancelling is possible until completion. */
const PLATFORM_STEPS: Record<number, readonly number[]> = {
  1: [2, 5],
  2: [3, 5],
  3: [4, 5],
};

const LIMITS = { contactName: 50, contactPhone: 30, note: 500, remark: 500 } as const;
const PHONE = /^\+?[\d\s()-]{5,30}$/;

interface OrderRow {
  id: number;
  order_no: string;
  product_id: number;
  product_name: ProductRow['name'];
  provider: ProductRow['provider'];
  plans: ProductRow['plans'];
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

const ORDER_SELECT = `SELECT o.id, o.order_no, o.product_id, p.name AS product_name, p.provider, p.plans,
       o.plan_key, o.price::text AS price, o.currency, o.contact_name, o.contact_phone, o.note,
       o.diagnosis_id, o.status, o.platform_remark, o.company_id, c.name AS company_name, c.country,
       o.member_id, o.created_at, o.updated_at
  FROM digital_orders o
  JOIN digital_products p ON p.id = o.product_id
  JOIN companies c ON c.id = o.company_id`;

function toOrder(row: OrderRow, language: Language) {
  const plan = row.plans.find((candidate) => candidate.key === row.plan_key);
  return {
    id: row.id,
    orderNo: row.order_no,
    productId: row.product_id,
    productName: localize(row.product_name, language),
    provider: localize(row.provider, language),
    planKey: row.plan_key,
    planName: plan ? localize(plan.name, language) : row.plan_key,
    price: row.price,
    currency: row.currency,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    note: row.note,
    diagnosisId: row.diagnosis_id,
    status: row.status,
    platformRemark: row.platform_remark,
    companyId: row.company_id,
    companyName: row.company_name,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

async function listOrders(
  db: DbExecutor,
  companyId: number | null,
  query: { pageNum: number; pageSize: number; status?: number },
  language: Language,
) {
  const where = '($1::int IS NULL OR o.company_id = $1) AND ($2::int IS NULL OR o.status = $2)';
  const params = [companyId, query.status ?? null];
  const [count, page] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM digital_orders o WHERE ${where}`,
      params,
    ),
    db.query<OrderRow>(
      `${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
  ]);
  return {
    code: 200,
    msg: SUCCESS_MSG,
    rows: page.rows.map((row) => toOrder(row, language)),
    total: count.rows[0]!.total,
  };
}

/** An order locked for a change; another company's answers like a missing one. */
async function lockOrder(
  db: DbExecutor,
  id: number,
  companyId: number | null,
  language: Language,
): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.id = $1 AND ($2::int IS NULL OR o.company_id = $2) FOR UPDATE OF o`,
    [id, companyId],
  );
  if (!rows[0]) throw new BusinessError(404, digitalMessages(language).orderNotFound());
  return rows[0];
}

async function notifyOrderMember(app: FastifyInstance, row: OrderRow, tx: DbExecutor) {
  await notify(
    app,
    {
      memberId: row.member_id,
      type: NOTIFICATION_TYPES.digitalOrder,
      message: {
        key: 'digital.order',
        params: {
          product_zh: localize(row.product_name, 'zh'),
          product_cht: localize(row.product_name, 'cht'),
          product_pt: localize(row.product_name, 'pt'),
          product_en: localize(row.product_name, 'en'),
          orderNo: row.order_no,
          status: row.status,
          remark: row.platform_remark,
        },
      },
      jumpId: row.id,
    },
    tx,
  );
}

/**
 * Orders of digital products (docs/digital-products.md): any member orders for its company and
 * sees the company's orders, and may cancel one the platform has not accepted yet; the platform
 * (`*:*:*` or platform:digital:manage) sees every company's and moves them on, which notifies the
 * member who ordered (type 11, jumpId = order id).
 */
const digitalOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/digital/orders',
    {
      preValidation: rejectUnknownFields(DigitalOrderBody),
      schema: {
        tags: ['digital'],
        summary: "Order a plan of a digital product for the caller's company",
        body: DigitalOrderBody,
        response: { 200: Envelope(DigitalOrder) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = languageOf(request);
      const text = digitalMessages(language);
      const body = request.body;
      const product = await findProduct(app.db, body.productId, language);
      const plan = product.plans.find((candidate) => candidate.key === body.planKey);
      if (!plan) throw new BusinessError(400, text.planNotFound());
      const contactName = body.contactName?.trim() ?? '';
      const contactPhone = body.contactPhone?.trim() ?? '';
      const note = body.note?.trim() || null;
      if (!contactName) throw new BusinessError(400, text.contactNameRequired());
      if (contactName.length > LIMITS.contactName)
        throw new BusinessError(
          400,
          text.tooLong({ field: text.contactNameRequired(), max: LIMITS.contactName }),
        );
      if (!contactPhone) throw new BusinessError(400, text.contactPhoneRequired());
      if (!PHONE.test(contactPhone)) throw new BusinessError(400, text.contactPhoneFormat());
      if (note && [...note].length > LIMITS.note)
        throw new BusinessError(400, text.tooLong({ field: text.noteField(), max: LIMITS.note }));
      if (body.diagnosisId !== undefined) {
        const { rows } = await app.db.query(
          'SELECT 1 FROM diagnoses WHERE id = $1 AND company_id = $2',
          [body.diagnosisId, member.companyId],
        );
        if (rows.length === 0) throw new BusinessError(404, text.diagnosisNotFound());
      }
      const now = app.now();
      const day = platformToday(now).replaceAll('-', '');
      const { rows } = await app.db.query<{ id: number }>(
        `WITH next AS (SELECT nextval('digital_orders_id_seq')::int AS id)
         INSERT INTO digital_orders (id, order_no, company_id, member_id, product_id, plan_key, price,
                                     currency, contact_name, contact_phone, note, diagnosis_id,
                                     created_at, updated_at)
         SELECT next.id, $1 || lpad(next.id::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                $12, $12
           FROM next
         RETURNING id`,
        [
          `DP${day}`,
          member.companyId,
          member.id,
          product.id,
          plan.key,
          plan.price,
          plan.currency,
          contactName,
          contactPhone,
          note,
          body.diagnosisId ?? null,
          now,
        ],
      );
      const order = await lockOrder(app.db, rows[0]!.id, member.companyId, language);
      return ok(toOrder(order, language), text.ordered());
    },
  );

  app.get(
    '/digital/orders/own',
    {
      schema: {
        tags: ['digital'],
        summary: "The caller's company's digital-product orders, newest first",
        querystring: DigitalOrderQuery,
        response: { 200: PageEnvelope(DigitalOrder) },
      },
    },
    async (request) =>
      listOrders(app.db, currentMember(request).companyId, request.query, languageOf(request)),
  );

  app.put(
    '/digital/orders/:id/cancel',
    {
      schema: {
        tags: ['digital'],
        summary: 'Cancel an own order the platform has not accepted yet',
        params: DigitalIdParams,
        response: { 200: Envelope(DigitalOrder) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = languageOf(request);
      const text = digitalMessages(language);
      const order = await app.db.transaction(async (tx) => {
        const row = await lockOrder(tx, request.params.id, member.companyId, language);
        if (row.status !== DIGITAL_ORDER_STATUS.submitted) {
          throw new BusinessError(
            400,
            text.wrongStep({
              from: text.status({ status: row.status }),
              to: text.status({ status: DIGITAL_ORDER_STATUS.cancelled }),
            }),
          );
        }
        await tx.query('UPDATE digital_orders SET status = 5, updated_at = $2 WHERE id = $1', [
          row.id,
          app.now(),
        ]);
        return lockOrder(tx, row.id, member.companyId, language);
      });
      return ok(toOrder(order, language), text.cancelled());
    },
  );

  app.get(
    '/operator/digital/orders',
    {
      schema: {
        tags: ['digital'],
        summary: `Every company's digital-product orders (${PERMISSIONS.digitalManage})`,
        querystring: DigitalOrderQuery,
        response: { 200: PageEnvelope(DigitalOrder) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.digitalManage);
      return listOrders(app.db, null, request.query, languageOf(request));
    },
  );

  app.put(
    '/operator/digital/orders/:id/status',
    {
      preValidation: rejectUnknownFields(DigitalOrderStatusBody),
      schema: {
        tags: ['digital'],
        summary: `Move an order on: accept, start service, complete, or cancel with a remark (${PERMISSIONS.digitalManage})`,
        params: DigitalIdParams,
        body: DigitalOrderStatusBody,
        response: { 200: Envelope(DigitalOrder) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.digitalManage);
      const language = languageOf(request);
      const text = digitalMessages(language);
      const { status } = request.body;
      const remark = request.body.remark?.trim() || null;
      if (remark && [...remark].length > LIMITS.remark)
        throw new BusinessError(
          400,
          text.tooLong({ field: text.remarkField(), max: LIMITS.remark }),
        );
      if (status === DIGITAL_ORDER_STATUS.cancelled && !remark)
        throw new BusinessError(400, text.cancelReasonRequired());
      const order = await app.db.transaction(async (tx) => {
        const row = await lockOrder(tx, request.params.id, null, language);
        if (!(PLATFORM_STEPS[row.status] ?? []).includes(status)) {
          throw new BusinessError(
            400,
            text.wrongStep({
              from: text.status({ status: row.status }),
              to: text.status({ status }),
            }),
          );
        }
        await tx.query(
          `UPDATE digital_orders SET status = $2, platform_remark = COALESCE($3, platform_remark),
                  updated_at = $4
            WHERE id = $1`,
          [row.id, status, remark, app.now()],
        );
        const moved = await lockOrder(tx, row.id, null, language);
        await notifyOrderMember(app, moved, tx);
        return moved;
      });
      app.notificationOutbox.deliverSoon();
      return ok(toOrder(order, language), text.updated());
    },
  );
};

export default digitalOrderRoutes;
