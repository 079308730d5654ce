import type { Language } from '@portal/contracts';
import type {
  DigitalOrder,
  DigitalOrderBody,
  DigitalOrderStatusBody,
  DigitalProductCard,
  DigitalProductDetail,
  Static,
} from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { platformToday } from '../../platform/calendar';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import { localize } from '../../platform/language/localized';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import { digitalMessages } from './messages';
import {
  findEnabledProduct,
  insertOrder,
  isCompanyDiagnosis,
  lockOrderRow,
  selectOrders,
  selectProducts,
  updateOrderStatus,
  type OrderRow,
  type ProductRow,
} from './repo';

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

type Order = Static<typeof DigitalOrder>;

function toCard(row: ProductRow, language: Language): Static<typeof DigitalProductCard> {
  const cheapest = [...row.plans].sort((a, b) => Number(a.price) - Number(b.price))[0]!;
  return {
    id: row.id,
    name: localize(row.name, language),
    provider: localize(row.provider, language),
    summary: localize(row.summary, language),
    dimensions: row.dimensions,
    fromPrice: cheapest.price,
    currency: cheapest.currency,
  };
}

/** An enabled product, or 404 in the request's language. */
async function findProduct(db: DbExecutor, id: number, language: Language): Promise<ProductRow> {
  const row = await findEnabledProduct(db, id);
  if (!row) throw new BusinessError(404, digitalMessages(language).productNotFound());
  return row;
}

export async function listProducts(
  db: DbExecutor,
  query: PageRequest & { dimension?: string | string[] },
  language: Language,
): Promise<Page<Static<typeof DigitalProductCard>>> {
  const dimensions = query.dimension === undefined ? null : [query.dimension].flat();
  const page = await selectProducts(db, dimensions, query);
  return { rows: page.rows.map((row) => toCard(row, language)), total: page.total };
}

export async function productDetail(
  db: DbExecutor,
  id: number,
  language: Language,
): Promise<Static<typeof DigitalProductDetail>> {
  const row = await findProduct(db, id, language);
  return {
    ...toCard(row, language),
    description: localize(row.description, language),
    plans: row.plans.map((plan) => ({
      key: plan.key,
      name: localize(plan.name, language),
      price: plan.price,
      currency: plan.currency,
      period: localize(plan.period, language),
      features: plan.features.map((feature) => localize(feature, language)),
    })),
    cases: row.cases.map((story) => ({
      company: localize(story.company, language),
      story: localize(story.story, language),
    })),
  };
}

function toOrder(row: OrderRow, language: Language): Order {
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

/** An order locked for a change; another company's answers like a missing one. */
async function lockOrder(
  db: DbExecutor,
  id: number,
  companyId: number | null,
  language: Language,
): Promise<OrderRow> {
  const row = await lockOrderRow(db, id, companyId);
  if (!row) throw new BusinessError(404, digitalMessages(language).orderNotFound());
  return row;
}

/** Orders a plan of a product for the member's company; answers the order and the message. */
export async function placeOrder(
  db: DbExecutor,
  member: AuthenticatedMember,
  body: Static<typeof DigitalOrderBody>,
  language: Language,
  now: Date,
): Promise<{ order: Order; message: string }> {
  const text = digitalMessages(language);
  const product = await findProduct(db, body.productId, language);
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
  if (
    body.diagnosisId !== undefined &&
    !(await isCompanyDiagnosis(db, body.diagnosisId, member.companyId))
  )
    throw new BusinessError(404, text.diagnosisNotFound());
  const id = await insertOrder(
    db,
    {
      orderNoPrefix: `DP${platformToday(now).replaceAll('-', '')}`,
      companyId: member.companyId,
      memberId: member.id,
      productId: product.id,
      planKey: plan.key,
      price: plan.price,
      currency: plan.currency,
      contactName,
      contactPhone,
      note,
      diagnosisId: body.diagnosisId ?? null,
    },
    now,
  );
  const order = await lockOrder(db, id, member.companyId, language);
  return { order: toOrder(order, language), message: text.ordered() };
}

/** Orders of a company, or every company's (null) for the platform. */
export async function listOrders(
  db: DbExecutor,
  companyId: number | null,
  query: PageRequest & { status?: number },
  language: Language,
): Promise<Page<Order>> {
  const page = await selectOrders(db, { companyId, status: query.status ?? null }, query);
  return { rows: page.rows.map((row) => toOrder(row, language)), total: page.total };
}

/** Cancels an own order the platform has not accepted yet. */
export async function cancelOrder(
  db: Db,
  member: AuthenticatedMember,
  id: number,
  language: Language,
  now: Date,
): Promise<{ order: Order; message: string }> {
  const text = digitalMessages(language);
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id, member.companyId, language);
    if (row.status !== DIGITAL_ORDER_STATUS.submitted) {
      throw new BusinessError(
        400,
        text.wrongStep({
          from: text.status({ status: row.status }),
          to: text.status({ status: DIGITAL_ORDER_STATUS.cancelled }),
        }),
      );
    }
    await updateOrderStatus(tx, row.id, DIGITAL_ORDER_STATUS.cancelled, null, now);
    return lockOrder(tx, row.id, member.companyId, language);
  });
  return { order: toOrder(order, language), message: text.cancelled() };
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
 * The platform moves an order on (accept, start service, complete, or cancel with a remark),
 * which notifies the member who ordered (type 11, jumpId = order id).
 */
export async function moveOrder(
  app: FastifyInstance,
  id: number,
  body: Static<typeof DigitalOrderStatusBody>,
  language: Language,
): Promise<{ order: Order; message: string }> {
  const text = digitalMessages(language);
  const { status } = body;
  const remark = body.remark?.trim() || null;
  if (remark && [...remark].length > LIMITS.remark)
    throw new BusinessError(400, text.tooLong({ field: text.remarkField(), max: LIMITS.remark }));
  if (status === DIGITAL_ORDER_STATUS.cancelled && !remark)
    throw new BusinessError(400, text.cancelReasonRequired());
  const order = await app.db.transaction(async (tx) => {
    const row = await lockOrder(tx, id, null, language);
    if (!(PLATFORM_STEPS[row.status] ?? []).includes(status)) {
      throw new BusinessError(
        400,
        text.wrongStep({
          from: text.status({ status: row.status }),
          to: text.status({ status }),
        }),
      );
    }
    await updateOrderStatus(tx, row.id, status, remark, app.now());
    const moved = await lockOrder(tx, row.id, null, language);
    await notifyOrderMember(app, moved, tx);
    return moved;
  });
  app.notificationOutbox.deliverSoon();
  return { order: toOrder(order, language), message: text.updated() };
}
