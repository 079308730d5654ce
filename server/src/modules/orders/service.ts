import { PERMISSIONS } from '@portal/contracts';
import type {
  OrderDenyBody,
  OrderInvoiceBody,
  OrderListQuery,
  OrderListRow,
  OrderProductBody,
  OrderProgressBody,
  OrderRejectBody,
  OrderTempStoreBody,
  Static,
} from '@portal/contracts/schemas';
import { MESSAGES, ORDER_MESSAGES, isEmail } from '@portal/validators';
import type { FastifyInstance } from 'fastify';
import { holdsPermission, NO_PERMISSION_MSG } from '../../platform/auth/permissions';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import type { DbExecutor } from '../../platform/db/db';
import type { Page } from '../../platform/db/paging';
import { BusinessError, assertValid } from '../../platform/http/envelope';
import {
  MAX_CENTS,
  fitsColumn,
  formatMoney,
  fromCents,
  isMoney,
  normaliseMoney,
  sumCents,
  toCents,
} from '../../platform/money';
import { assertTradingCompany, PLATFORM_NEVER_TRADES_MSG } from '../companies/service';
import type { NoticeParams, OrderNoticeKey } from '../../lib/notice-texts';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import {
  AMOUNT_OUT_OF_RANGE_MSG,
  CONTRACT_FILE_NOT_FOUND_MSG,
  DONE_MSG,
  DUE_DATE_TOO_EARLY_MSG,
  DUPLICATE_CONTRACT_MSG,
  INVOICE_MISSING_MSG,
  INVOICE_MSG,
  ORDER_NOT_FOUND_MSG,
  PRICE_REQUIRED_MSG,
  PROGRESS_NOTHING_MSG,
  QUANTITY_REQUIRED_MSG,
  REASON_TOO_LONG_MSG,
  SUBMIT_MSG,
  SUPPLEMENT_MSG,
  WRONG_STATUS_MSG,
  unpricedLineMsg,
} from './messages';
import * as repo from './repo';
import type { OrderRow } from './repo';
import type { ReviewCounts } from './review-counts';
import {
  orderRole,
  orderTypeOf,
  parsePrice,
  parseQuantity,
  refusalOf,
  type OrderAction,
  type OrderCaller,
  type OrderFacts,
  type OrderRole,
} from './rules';

// What other modules use: the cart places its items through `insertOrder` and parses a line as an
// order line is parsed; a confirmed quote (demand) places its order the same way.
export { MAX_QUANTITY, parsePrice, parseQuantity } from './rules';
export { PRICE_REQUIRED_MSG, QUANTITY_REQUIRED_MSG } from './messages';

/** The caller on the orders: who they are to the rules, and whether they may edit sales orders. */
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

function notFound(): BusinessError {
  return new BusinessError(404, ORDER_NOT_FOUND_MSG);
}

/**
 * The order locked FOR UPDATE with the caller's role on it; another company's order is answered
 * exactly like a missing one (404 '订单不存在').
 */
async function lockOrder(
  tx: DbExecutor,
  context: CallerContext,
  id: number,
): Promise<{ order: OrderRow; role: OrderRole; facts: OrderFacts }> {
  const order = await repo.lockOrderRow(tx, id);
  if (!order) throw notFound();
  const facts = repo.factsOf(order);
  const role = orderRole(context.caller, facts);
  if (role === null) throw notFound();
  return { order, role, facts };
}

/** Locks the order and fails unless the caller may take the action now (rules.ts). */
async function lockForAction(
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

// ——— Notices ———

/** Who a notification about an order goes to. */
export type Party = 'buyer' | 'seller' | 'reviewers';

/** The order columns a notice names. */
export type NoticeOrder = Pick<OrderRow, 'id' | 'order_no' | 'enterprise_id' | 'buyer_company_id'>;

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
      const buyer = await repo.mainAccountOf(tx, notice.buyerCompanyId);
      if (buyer !== null) receivers.add(buyer);
    }
    if (party === 'reviewers') {
      for (const id of await repo.orderReviewerIds(tx)) receivers.add(id);
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
  order: NoticeOrder,
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

// ——— Placing ———

export interface NewOrder {
  sellerCompanyId: number;
  currency: string;
  lines: repo.NewOrderLine[];
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
): Promise<NoticeOrder> {
  const party = await repo.orderParties(tx, order.sellerCompanyId, member.companyId);
  if (!party?.main_id) throw new BusinessError(404, order.notFoundMessage);
  // The platform never trades: no order has it as buyer or seller, however it would start.
  if (party.platform_party) throw new BusinessError(403, PLATFORM_NEVER_TRADES_MSG);
  let amount = 0n;
  for (const line of order.lines) {
    if (line.price !== null) amount += toCents(line.price) * BigInt(line.quantity);
  }
  if (amount > MAX_CENTS) throw new BusinessError(400, AMOUNT_OUT_OF_RANGE_MSG);
  const created = await repo.insertOrderRow(tx, {
    orderNo: await repo.nextOrderNumber(tx, now),
    sellerCompanyId: order.sellerCompanyId,
    ownerId: party.main_id,
    buyerCompanyId: member.companyId,
    type: orderTypeOf(party.seller_country, party.buyer_country),
    amount: fromCents(amount),
    currency: order.currency,
    createdBy: member.id,
    at: now,
  });
  for (const line of order.lines) {
    await repo.insertOrderLine(tx, created.id, order.sellerCompanyId, line);
  }
  await repo.insertProcedureLog(tx, {
    orderId: created.id,
    action: 'place',
    memberId: member.id,
    fromStatus: null,
    toStatus: 1,
    remark: null,
    at: now,
  });
  return created;
}

// ——— Reads ———

/** The caller's orders on one side (the reviewers' queue needs order:order:examine). */
export async function listOrders(
  db: DbExecutor,
  member: AuthenticatedMember,
  query: Static<typeof OrderListQuery>,
  reviewCounts: ReviewCounts,
): Promise<Page<Static<typeof OrderListRow>>> {
  const context = callerContext(member);
  const side = query.side ?? 'sales';
  if (side === 'review' && !context.caller.isReviewer)
    throw new BusinessError(403, NO_PERMISSION_MSG);
  return repo.selectOrderList(
    db,
    context,
    { ...query, side, companyId: member.companyId },
    side === 'review' ? reviewCounts.count : undefined,
  );
}

/** One order with the caller's actions; file urls under `apiBase`. */
export async function readOrder(
  db: DbExecutor,
  member: AuthenticatedMember,
  id: number,
  now: Date,
  apiBase: string,
) {
  const today = now.toISOString().slice(0, 10);
  const order = await repo.selectOrderDetail(
    db,
    callerContext(member),
    member.companyId,
    id,
    today,
    apiBase,
  );
  if (!order) throw notFound();
  return order;
}

/** An order's procedure log, for whoever has a role on the order. */
export async function procedureLog(db: DbExecutor, member: AuthenticatedMember, orderId: number) {
  const facts = await repo.orderFactsOf(db, orderId);
  if (!facts || orderRole(callerContext(member).caller, facts) === null) throw notFound();
  return repo.selectProcedureLog(db, orderId);
}

// ——— Actions ———

/** What an action's body decides inside the transaction. */
interface ActionOutcome {
  toStatus: number | null;
  remark?: string | null;
  msg: string;
  notice?: OrderNotice | null;
}

/**
 * One order action: one transaction that locks the order FOR UPDATE, checks tenancy, role and
 * status through the rules, applies the change and writes the procedure log; the notifications
 * go out after the commit. Answers the action's message.
 */
async function runOrderAction(
  app: FastifyInstance,
  member: AuthenticatedMember,
  orderId: number,
  action: OrderAction,
  apply: (tx: DbExecutor, order: OrderRow, role: OrderRole) => Promise<ActionOutcome>,
): Promise<string> {
  const context = callerContext(member);
  const now = app.now();
  const outcome = await app.db.transaction(async (tx) => {
    const { order, role } = await lockForAction(tx, context, orderId, action);
    const result = await apply(tx, order, role);
    // Deleting is one side's housekeeping, not a step of the trade: the shared log leaves it out.
    if (action !== 'delete') {
      await repo.touchOrder(tx, orderId, now);
      await repo.insertProcedureLog(tx, {
        orderId,
        action,
        memberId: member.id,
        fromStatus: order.status,
        toStatus: result.toStatus ?? order.status,
        remark: result.remark ?? null,
        at: now,
      });
    }
    if (result.notice) await notifyParties(app, result.notice, tx);
    return result;
  });
  if (outcome.notice) app.notificationOutbox.deliverSoon();
  return outcome.msg;
}

/** A reason (reject / deny): required, at most 200 characters. */
function checkReason(reason: string | undefined | null): string {
  const text = reason?.trim() ?? '';
  if (!text) throw new BusinessError(400, MESSAGES.reasonRequired);
  if ([...text].length > 200) throw new BusinessError(400, REASON_TOO_LONG_MSG);
  return text;
}

/**
 * Recomputes the order amount from its lines, exactly. Unpriced lines ('面议') count nothing: the
 * read shapes give their number (`unpricedLines`), so a screen can say the amount is partial.
 */
async function recomputeAmount(tx: DbExecutor, orderId: number): Promise<string> {
  let total = 0n;
  for (const line of await repo.linePrices(tx, orderId)) {
    if (line.price !== null) total += toCents(line.price) * BigInt(line.quantity);
  }
  if (total > MAX_CENTS) throw new BusinessError(400, AMOUNT_OUT_OF_RANGE_MSG);
  const amount = fromCents(total);
  await repo.setAmount(tx, orderId, amount);
  return amount;
}

/** The owner prices a line of a pending order; the amount is recomputed. */
export async function priceLine(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderProductBody>,
): Promise<string> {
  const price = parsePrice(body.productPrice);
  const quantity = parseQuantity(body.productQuantity);
  const orderId = await repo.orderOfLine(app.db, body.id);
  if (orderId === null) throw notFound();
  return runOrderAction(app, member, orderId, 'editProducts', async (tx) => {
    assertValid(
      price === null ? PRICE_REQUIRED_MSG : null,
      quantity === null ? QUANTITY_REQUIRED_MSG : null,
    );
    await repo.updateLine(tx, orderId, body.id, price!, quantity!);
    const amount = await recomputeAmount(tx, orderId);
    return { toStatus: null, msg: DONE_MSG.lineUpdated, remark: `amount ${amount}` };
  });
}

export function confirmOrder(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  return runOrderAction(app, member, id, 'confirm', async (tx, order) => {
    const unpriced = await repo.firstUnpricedLine(tx, order.id);
    if (unpriced !== undefined) throw new BusinessError(400, unpricedLineMsg(unpriced));
    await repo.markConfirmed(tx, order.id);
    return {
      toStatus: 3,
      msg: DONE_MSG.confirmed,
      notice: noticeOf(order, ['buyer'], 'confirmed'),
    };
  });
}

export function rejectOrder(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderRejectBody>,
) {
  return runOrderAction(app, member, body.id, 'reject', async (tx, order) => {
    const reason = checkReason(body.rejectReason);
    await repo.markRejected(tx, order.id, reason);
    return {
      toStatus: 2,
      remark: reason,
      msg: DONE_MSG.rejected,
      notice: noticeOf(order, ['buyer'], 'rejected', { reason }),
    };
  });
}

export function reTradeOrder(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  return runOrderAction(app, member, id, 'reTrade', async (tx, order) => {
    await repo.markReopened(tx, order.id);
    return { toStatus: 1, msg: DONE_MSG.reTraded, notice: noticeOf(order, ['seller'], 'reopened') };
  });
}

export function approveOrder(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  return runOrderAction(app, member, id, 'approve', async (tx, order) => {
    await repo.markApproved(tx, order.id);
    return {
      toStatus: 3,
      msg: DONE_MSG.approved,
      notice: noticeOf(order, ['seller', 'buyer'], 'approved'),
    };
  });
}

export function denyOrder(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderDenyBody>,
) {
  return runOrderAction(app, member, body.id, 'deny', async (tx, order) => {
    const reason = checkReason(body.deniedReason);
    await repo.markDenied(tx, order.id, reason);
    return {
      toStatus: 5,
      remark: reason,
      msg: DONE_MSG.denied,
      notice: noticeOf(order, ['seller'], 'denied', { reason }),
    };
  });
}

/** The buyer signs; with every instalment received already, the order is complete at once. */
export function takeEffect(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  const now = app.now();
  return runOrderAction(app, member, id, 'takeEffect', async (tx, order) => {
    const complete = (await repo.openInstalmentCount(tx, order.id)) === 0;
    await repo.markSigned(tx, order.id, complete ? 101 : 3, now);
    return complete
      ? {
          toStatus: 101,
          msg: DONE_MSG.signed,
          notice: noticeOf(order, ['seller', 'buyer'], 'completedOnSigning'),
        }
      : { toStatus: 3, msg: DONE_MSG.signed, notice: noticeOf(order, ['seller'], 'signed') };
  });
}

export function cancelOrder(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  return runOrderAction(app, member, id, 'cancel', async (tx, order, role) => {
    await repo.markVoided(tx, order.id);
    const other = role === 1 ? 'seller' : 'buyer';
    return {
      toStatus: 0,
      msg: DONE_MSG.cancelled,
      notice: noticeOf(order, [other], role === 1 ? 'cancelledByBuyer' : 'cancelledBySeller'),
    };
  });
}

/** Deletes a voided order for the caller's side only. */
export function deleteOrder(app: FastifyInstance, member: AuthenticatedMember, id: number) {
  return runOrderAction(app, member, id, 'delete', async (tx, order, role) => {
    // The other party keeps its record of the trade: only this side's copy goes.
    await repo.markDeletedFor(tx, order.id, role === 1 ? 'buyer' : 'seller', app.now());
    return { toStatus: null, msg: DONE_MSG.deleted };
  });
}

// ——— The supplement ———

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const QUANTITY = /^\d{1,11}(?:\.\d{1,3})?$/;
const PHONE = /^[+\d][\d\s-]{4,29}$/;

function blank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function numberText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return blank(String(value));
}

/** A real calendar day 'YYYY-MM-DD'. */
function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The seller saves the contract, instalments, settlement, pickup, customs and follow-up. */
export function storeSupplement(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderTempStoreBody>,
) {
  const now = app.now();
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return runOrderAction(app, member, body.id, 'tempStore', async (tx, order) => {
    const contractName = blank(body.contractName);
    const contractNumber = blank(body.contractNumber);
    const settlementQuantity = numberText(body.settlementQuantity);
    const settlementAmount = numberText(body.settlementAmount);
    const pickupPhone = blank(body.pickupPhone);
    const pickupDate = blank(body.pickupDate);
    assertValid(
      settlementQuantity === null || QUANTITY.test(settlementQuantity)
        ? null
        : SUPPLEMENT_MSG.settlementQuantity,
      settlementAmount === null || isMoney(settlementAmount)
        ? null
        : SUPPLEMENT_MSG.settlementAmount,
      pickupPhone === null || PHONE.test(pickupPhone) ? null : SUPPLEMENT_MSG.pickupPhone,
      pickupDate === null || isDay(pickupDate) ? null : SUPPLEMENT_MSG.pickupDate,
    );
    // Instalments: as entered (submit checks completeness); a date set or changed may not be
    // before yesterday.
    const previousDates = await repo.instalmentDueDates(tx, order.id);
    const instalments = (body.instalments ?? []).map((item, index) => {
      const n = index + 1;
      const amount = numberText(item.amount);
      const dueDate = blank(item.dueDate);
      assertValid(
        amount === null || (isMoney(amount) && toCents(amount) > 0n)
          ? null
          : ORDER_MESSAGES.instalmentIncomplete(n),
        dueDate === null || isDay(dueDate) ? null : ORDER_MESSAGES.instalmentIncomplete(n),
      );
      if (dueDate !== null && dueDate !== previousDates.get(n) && dueDate < yesterday) {
        throw new BusinessError(400, DUE_DATE_TOO_EARLY_MSG);
      }
      return {
        position: n,
        amount: amount === null ? null : normaliseMoney(amount),
        dueDate,
        received: item.received ?? null,
      };
    });
    // Contract files: the seller's own uploads, or those already attached to this order.
    const fileIds = [...new Set(body.contractFiles ?? [])];
    if (fileIds.length > 0) {
      const attachable = await repo.attachableFileCount(tx, fileIds, member.companyId, order.id);
      if (attachable !== fileIds.length) throw new BusinessError(404, CONTRACT_FILE_NOT_FOUND_MSG);
    }
    const duplicates: ('contractNumber' | 'contractName')[] = [];
    if (contractNumber !== null || contractName !== null) {
      const found = await repo.contractDuplicates(
        tx,
        order.seller_company_id,
        order.id,
        contractNumber,
        contractName,
      );
      if (found.number) duplicates.push('contractNumber');
      if (found.name) duplicates.push('contractName');
    }
    if (duplicates.length > 0 && body.confirmDuplicate !== true) {
      throw new BusinessError(409, DUPLICATE_CONTRACT_MSG, {
        reason: 'duplicateContract',
        fields: duplicates,
      });
    }
    const contractStatus = fileIds.length > 0 ? 2 : 1;
    await repo.saveSupplement(tx, order.id, {
      contractName,
      contractNumber,
      settlementQuantity,
      settlementAmount: settlementAmount === null ? null : normaliseMoney(settlementAmount),
      pickupAddress: blank(body.pickupAddress),
      pickupContact: blank(body.pickupContact),
      pickupPhone,
      pickupDate,
      customsDeclarationNo: blank(body.customsDeclarationNo),
      customsPort: blank(body.customsPort),
      customsBroker: blank(body.customsBroker),
      followUpName: blank(body.followUpName),
      type: body.type ?? null,
      contractStatus,
    });
    await repo.replaceContractFiles(tx, order.id, fileIds);
    await repo.replaceInstalments(tx, order.id, instalments, now);
    return { toStatus: null, msg: DONE_MSG.stored, remark: `contract ${contractStatus}` };
  });
}

/** The buyer's invoice request. */
export function saveInvoice(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderInvoiceBody>,
) {
  const now = app.now();
  return runOrderAction(app, member, body.id, 'invoice', async (tx, order) => {
    const title = blank(body.title);
    const taxNumber = blank(body.taxNumber);
    const email = blank(body.email);
    const mailName = blank(body.mailName);
    const mailPhone = blank(body.mailPhone);
    const mailAddress = blank(body.mailAddress);
    const electronic = body.medium === 1;
    assertValid(
      body.headerType === 1 || body.headerType === 2 ? null : INVOICE_MSG.headerType,
      body.medium === 1 || body.medium === 2 ? null : INVOICE_MSG.medium,
      title ? null : INVOICE_MSG.title,
      taxNumber ? null : INVOICE_MSG.taxNumber,
      electronic && !email ? INVOICE_MSG.email : null,
      electronic && email && !isEmail(email) ? INVOICE_MSG.emailFormat : null,
      !electronic && !(mailName && mailPhone && mailAddress) ? INVOICE_MSG.mail : null,
      mailPhone === null || PHONE.test(mailPhone) ? null : INVOICE_MSG.mailPhone,
    );
    await repo.saveInvoice(
      tx,
      order.id,
      {
        headerType: body.headerType!,
        medium: body.medium!,
        title: title!,
        taxNumber: taxNumber!,
        email: electronic ? email : null,
        mailName: electronic ? null : mailName,
        mailPhone: electronic ? null : mailPhone,
        mailAddress: electronic ? null : mailAddress,
      },
      now,
    );
    return { toStatus: null, msg: DONE_MSG.invoiceSaved };
  });
}

/**
 * The seller tried to submit and only the buyer's invoice info is missing: the buyer is told, once
 * while the notice is unread (docs/trade-orders.md, "What submit needs").
 */
async function askBuyerForInvoice(app: FastifyInstance, orderId: number): Promise<void> {
  const sent = await app.db.transaction(async (tx) => {
    const order = await repo.noticeFactsOf(tx, orderId);
    if (!order) return false;
    if (await repo.invoiceNoticeUnread(tx, orderId, order.buyer_company_id)) return false;
    await notifyParties(app, noticeOf(order, ['buyer'], 'invoiceNeeded'), tx);
    return true;
  });
  if (sent) app.notificationOutbox.deliverSoon();
}

/** The seller submits (or resubmits) the saved order for review (spec §5's checks). */
export async function submitOrder(
  app: FastifyInstance,
  member: AuthenticatedMember,
  id: number,
): Promise<string> {
  const now = app.now();
  return runOrderAction(app, member, id, 'submit', async (tx, order) => {
    const files = await repo.contractFileCount(tx, order.id);
    const items = await repo.instalmentsOf(tx, order.id);
    const invoiced = await repo.hasInvoice(tx, order.id);
    const incomplete = items.findIndex(
      (item) =>
        item.amount === null ||
        toCents(item.amount) <= 0n ||
        item.due_date === null ||
        item.received === null,
    );
    const total = sumCents(items.map((item) => (item.amount === null ? 0n : toCents(item.amount))));
    const amount = toCents(order.amount);
    assertValid(
      blank(order.contract_name) ? null : SUBMIT_MSG.contractName,
      blank(order.contract_number) ? null : SUBMIT_MSG.contractNumber,
      files > 0 ? null : SUBMIT_MSG.contractFiles,
      items.length > 0 ? null : SUBMIT_MSG.instalments,
      incomplete >= 0 ? ORDER_MESSAGES.instalmentIncomplete(incomplete + 1) : null,
      total === amount && fitsColumn(total)
        ? null
        : ORDER_MESSAGES.instalmentTotalMismatch(formatMoney(total), formatMoney(amount)),
      invoiced ? null : INVOICE_MISSING_MSG,
      blank(order.follow_up_name) ? null : SUBMIT_MSG.followUp,
      blank(order.pickup_address) && blank(order.pickup_contact) && blank(order.pickup_phone)
        ? null
        : SUBMIT_MSG.pickup,
    );
    await repo.markSubmitted(tx, order.id, now);
    return {
      toStatus: 4,
      msg: DONE_MSG.submitted,
      notice: noticeOf(order, ['reviewers', 'buyer'], 'submitted'),
    };
  }).catch(async (error: unknown) => {
    if (error instanceof BusinessError && error.message === INVOICE_MISSING_MSG) {
      await askBuyerForInvoice(app, id);
    }
    throw error;
  });
}

/** The seller sets the execution and invoice progress of a signed order. */
export function updateProgress(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof OrderProgressBody>,
) {
  return runOrderAction(app, member, body.id, 'progress', async (tx, order) => {
    assertValid(
      body.executionStatus === undefined && body.invoiceStatus === undefined
        ? PROGRESS_NOTHING_MSG
        : null,
    );
    if (body.executionStatus !== undefined) {
      await repo.setExecutionStatus(tx, order.id, body.executionStatus);
    }
    if (body.invoiceStatus !== undefined) {
      const set = await repo.setInvoiceStatus(tx, order.id, body.invoiceStatus, app.now());
      assertValid(set ? null : INVOICE_MISSING_MSG);
    }
    return {
      toStatus: null,
      msg: DONE_MSG.progressUpdated,
      remark: `execution ${body.executionStatus ?? '-'} invoice ${body.invoiceStatus ?? '-'}`,
      notice: noticeOf(order, ['buyer'], 'progress'),
    };
  });
}

/** The seller marks a payment received; the last one completes the order. */
export async function receivePayment(
  app: FastifyInstance,
  member: AuthenticatedMember,
  instalmentId: number,
): Promise<string> {
  const now = app.now();
  const orderId = await repo.orderOfInstalment(app.db, instalmentId);
  if (orderId === null) throw notFound();
  return runOrderAction(app, member, orderId, 'receive', async (tx, order) => {
    if (!(await repo.markInstalmentReceived(tx, orderId, instalmentId, now)))
      throw new BusinessError(409, WRONG_STATUS_MSG);
    if ((await repo.openInstalmentCount(tx, orderId)) === 0) {
      await repo.markCompleted(tx, orderId);
      return {
        toStatus: 101,
        msg: DONE_MSG.completed,
        remark: `instalment ${instalmentId}`,
        notice: noticeOf(order, ['buyer', 'seller'], 'completed'),
      };
    }
    return {
      toStatus: null,
      msg: DONE_MSG.paymentReceived,
      remark: `instalment ${instalmentId}`,
      notice: noticeOf(order, ['buyer'], 'paymentReceived'),
    };
  });
}
