/**
 * The trade-order vocabulary the server and the apps share as run-time values (docs/trade-orders.md).
 * Plain constants: the schemas in `./schemas/orders.ts` build on them without the apps having to
 * load TypeBox to use them.
 */

/** The stage filters of the order lists; every stage but 'incomplete' is also an order's stage. */
export const ORDER_STAGE_KEYS = [
  'tradePending',
  'tradeRejected',
  'tradePassed',
  'contractPending',
  'contractRejected',
  'contractConfirmed',
  'contractSigning',
  'signingComplete',
  'contractExecuting',
  'completed',
  'void',
  'incomplete',
] as const;

/** What a caller may do to an order now, reported as the detail's `actions`. */
export const ORDER_ACTIONS = [
  'editProducts',
  'confirm',
  'reject',
  'reTrade',
  'tempStore',
  'invoice',
  'submit',
  'approve',
  'deny',
  'takeEffect',
  'progress',
  'receive',
  'cancel',
  'delete',
  'contact',
] as const;
