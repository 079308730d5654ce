/**
 * The trade-order rules of docs/trade-orders.md as pure functions: who the caller is on an order,
 * which stage the order is in, and which actions the caller may take now. The routes enforce with
 * `refusalOf` and report `allowedActions` as the order's `actions`, so the two never disagree.
 */
import { ORDER_ACTIONS, ORDER_STAGE_KEYS } from '@portal/contracts';
import { NO_PERMISSION_MSG } from '../../platform/auth/permissions';
import { isMoney, normaliseMoney } from '../../platform/money';
import { WRONG_STATUS_MSG } from './messages';

/** 1 buyer, 2 owner (seller), 3 reviewer. */
export type OrderRole = 1 | 2 | 3;

export const ORDER_STATUS = {
  voided: 0,
  pending: 1,
  rejected: 2,
  effective: 3,
  submitted: 4,
  reviewRejected: 5,
  completed: 101,
} as const;

export const CONTRACT_STATUS = { draft: 1, uploaded: 2, refused: 3, confirmed: 4 } as const;

/** What the rules look at; the routes read it from the locked order row. */
export interface OrderFacts {
  status: number;
  contractStatus: number;
  executionStatus: number;
  signed: boolean;
  /** Ever submitted for review (the reviewers' view). */
  submitted: boolean;
  enterpriseId: number;
  buyerCompanyId: number;
  /** Some instalment is marked received. */
  anyReceived: boolean;
  /** Some instalment is not received yet. */
  anyUnpaid: boolean;
  /** The buyer's side deleted the (voided) order: it no longer exists for the buyer. */
  buyerDeleted: boolean;
  /** The seller's side deleted it: it no longer exists for the seller. */
  sellerDeleted: boolean;
}

export interface OrderCaller {
  id: number;
  mid: number;
  companyId: number;
  /** Holds order:order:examine (or *:*:*). */
  isReviewer: boolean;
}

/**
 * Spec §6: the reviewer permission first (for orders submitted at least once: a reviewer sees no
 * other order of another company), then the owner (enterpriseId is the caller's id or mid), then
 * the buying company's members; anyone else has no role and the order does not exist for them.
 * An order a side has deleted no longer exists for that side either.
 */
export function orderRole(caller: OrderCaller, order: OrderFacts): OrderRole | null {
  if (caller.isReviewer && order.submitted) return 3;
  if (order.enterpriseId === caller.id || (caller.mid !== 0 && order.enterpriseId === caller.mid))
    return order.sellerDeleted ? null : 2;
  if (order.buyerCompanyId === caller.companyId) return order.buyerDeleted ? null : 1;
  return null;
}

/** The list filters (`ORDER_STAGE_KEYS`, shared with the apps in @portal/contracts). */
export type StageFilter = (typeof ORDER_STAGE_KEYS)[number];
/** Every filter but 'incomplete' is also an order's stage. */
export type OrderStage = Exclude<StageFilter, 'incomplete'>;

/** The trade stage shown in the lists, derived from the statuses (never stored). */
export function stageOf(
  order: Pick<
    OrderFacts,
    'status' | 'contractStatus' | 'executionStatus' | 'signed' | 'anyReceived'
  >,
): OrderStage {
  switch (order.status) {
    case 0:
      return 'void';
    case 101:
      return 'completed';
    case 1:
      return 'tradePending';
    case 2:
      return 'tradeRejected';
    case 4:
      return 'contractPending';
    case 5:
      return 'contractRejected';
    default:
      break;
  }
  if (order.signed) {
    return order.executionStatus === 1 && !order.anyReceived
      ? 'signingComplete'
      : 'contractExecuting';
  }
  if (order.contractStatus === 4) return 'contractSigning';
  if (order.contractStatus === 2) return 'contractConfirmed';
  return 'tradePassed';
}

export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface ActionRule {
  /** Roles that may take it. */
  roles: readonly OrderRole[];
  /**
   * On the seller's side (role 2) the action also needs order:order:supplement: editing, and
   * voiding or deleting a sales order. The buyer's side has no such permission.
   */
  needsSupplement?: boolean;
  /** The statuses in which the action exists (for any role). */
  when: (order: OrderFacts) => boolean;
}

const S = ORDER_STATUS;
const supplementable = (order: OrderFacts) =>
  (order.status === S.effective || order.status === S.reviewRejected) &&
  order.contractStatus !== CONTRACT_STATUS.confirmed;
const signedAndEffective = (order: OrderFacts) => order.status === S.effective && order.signed;

/** The action table of docs/trade-orders.md. */
export const ACTION_RULES: Record<OrderAction, ActionRule> = {
  editProducts: { roles: [2], needsSupplement: true, when: (o) => o.status === S.pending },
  confirm: { roles: [2], needsSupplement: true, when: (o) => o.status === S.pending },
  reject: { roles: [2], needsSupplement: true, when: (o) => o.status === S.pending },
  reTrade: { roles: [1], when: (o) => o.status === S.rejected },
  tempStore: { roles: [2], needsSupplement: true, when: supplementable },
  invoice: {
    roles: [1],
    when: (o) => o.status === S.pending || supplementable(o),
  },
  submit: { roles: [2], needsSupplement: true, when: supplementable },
  approve: { roles: [3], when: (o) => o.status === S.submitted },
  deny: { roles: [3], when: (o) => o.status === S.submitted },
  takeEffect: {
    roles: [1],
    when: (o) =>
      o.status === S.effective && o.contractStatus === CONTRACT_STATUS.confirmed && !o.signed,
  },
  progress: { roles: [2], needsSupplement: true, when: signedAndEffective },
  receive: {
    roles: [2],
    needsSupplement: true,
    when: (o) => signedAndEffective(o) && o.anyUnpaid,
  },
  cancel: {
    roles: [1, 2],
    needsSupplement: true,
    when: (o) => o.status === S.pending || o.status === S.rejected || supplementable(o),
  },
  delete: { roles: [1, 2], needsSupplement: true, when: (o) => o.status === S.voided },
  contact: { roles: [1, 2], when: () => true },
};

export interface Refusal {
  code: 403 | 409;
  msg: string;
}

/**
 * Why the caller (with a role on the order) may not take the action now, or null when allowed:
 * 409 when the order's status has no such action for anyone, 403 when it has, but not for this
 * role (or the seller's member lacks order:order:supplement).
 */
export function refusalOf(
  action: OrderAction,
  order: OrderFacts,
  role: OrderRole,
  hasSupplementPerm: boolean,
): Refusal | null {
  const rule = ACTION_RULES[action];
  if (!rule.when(order)) return { code: 409, msg: WRONG_STATUS_MSG };
  if (!rule.roles.includes(role)) return { code: 403, msg: NO_PERMISSION_MSG };
  if (rule.needsSupplement && role === 2 && !hasSupplementPerm) {
    return { code: 403, msg: NO_PERMISSION_MSG };
  }
  return null;
}

/** The `actions` of an order read: what the server would accept from this caller right now. */
export function allowedActions(
  order: OrderFacts,
  role: OrderRole,
  hasSupplementPerm: boolean,
): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) => refusalOf(action, order, role, hasSupplementPerm) === null,
  );
}

/** Order type (docs "Cart"): same country 1 domestic; mainland China ↔ Macau 3; otherwise 2. */
export function orderTypeOf(
  sellerCountry: string | null | undefined,
  buyerCountry: string | null | undefined,
): 1 | 2 | 3 {
  const seller = (sellerCountry ?? '').trim().toUpperCase();
  const buyer = (buyerCountry ?? '').trim().toUpperCase();
  if (seller !== '' && seller === buyer) return 1;
  const pair = new Set([seller, buyer]);
  return pair.has('CN') && pair.has('MO') ? 3 : 2;
}

/** The most of one product a line (or a cart item) may hold. */
export const MAX_QUANTITY = 1_000_000;

/** A line's quantity as typed: a whole number 1–1,000,000, or null ('请输入交易数量'). */
export function parseQuantity(value: number | string | null | undefined): number | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** A line's unit price as typed: ≥ 0 with two places at most, normalised ("12.5" → "12.50"), or null. */
export function parsePrice(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  const text = String(value).trim();
  return isMoney(text) ? normaliseMoney(text) : null;
}
