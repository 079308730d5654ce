import type { OrderStage, StageFilter } from './rules';

/** The order lists' sides: the company's sales and purchases, and the reviewers' queue. */
export type OrderListSide = 'sales' | 'purchase' | 'review';

const RECEIVED =
  'EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.received)';

/** SQL predicate of a stage filter (docs/trade-orders.md "Statuses and stages"); `o` is the order. */
export const STAGE_SQL: Record<StageFilter, string> = {
  tradePending: 'o.status = 1',
  tradeRejected: 'o.status = 2',
  tradePassed: 'o.status = 3 AND o.signed_at IS NULL AND o.contract_status IN (1, 3)',
  contractPending: 'o.status = 4',
  contractRejected: 'o.status = 5',
  contractConfirmed: 'o.status = 3 AND o.signed_at IS NULL AND o.contract_status = 2',
  contractSigning: 'o.status = 3 AND o.signed_at IS NULL AND o.contract_status = 4',
  signingComplete: `o.status = 3 AND o.signed_at IS NOT NULL AND o.execution_status = 1 AND NOT ${RECEIVED}`,
  contractExecuting: `o.status = 3 AND o.signed_at IS NOT NULL AND (o.execution_status <> 1 OR ${RECEIVED})`,
  completed: 'o.status = 101',
  void: 'o.status = 0',
  incomplete: 'o.status IN (1, 2, 3, 4, 5)',
};

/**
 * The stages in which an order waits for one side (docs/trade-orders.md, "The action table"):
 * the seller confirms or rejects a new order, prepares the contract and submits it, and resubmits
 * a refused one; the buyer re-trades a rejected order and signs an approved contract; the
 * reviewers decide on a submitted one. The workbench home counts these and the order lists
 * filter by them (`awaiting`), so a count and the list it opens always agree.
 */
export const AWAITING_STAGES: Record<OrderListSide, readonly OrderStage[]> = {
  sales: ['tradePending', 'tradePassed', 'contractConfirmed', 'contractRejected'],
  purchase: ['tradeRejected', 'contractSigning'],
  review: ['contractPending'],
};

/** SQL predicate: the order `o` waits for `side`. */
export function awaitingSql(side: OrderListSide): string {
  return `(${AWAITING_STAGES[side].map((stage) => `(${STAGE_SQL[stage]})`).join(' OR ')})`;
}
