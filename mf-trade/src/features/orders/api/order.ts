/**
 * Shapes of docs/trade-orders.md ("Read shapes"), taken from the schemas the server validates
 * with. `import type` only: the schemas entry would put TypeBox into the bundle. Money is a
 * decimal string.
 */
import type {
  DetailProduct,
  OrderDetail as OrderDetailSchema,
  OrderFile as OrderFileSchema,
  OrderInstalment,
  OrderInvoice,
  OrderListQuery,
  OrderListRow,
  ListProduct,
  Static,
} from '@portal/contracts/schemas';
import { ORDER_ACTIONS, ORDER_STAGE_KEYS } from '@portal/contracts';

export { ORDER_ACTIONS };
export const STAGES = ORDER_STAGE_KEYS;
export type Stage = (typeof ORDER_STAGE_KEYS)[number];

export type OrderSide = 'purchase' | 'sales' | 'review';
/** 1 domestic, 2 international, 3 cross-border. */
export type OrderType = 1 | 2 | 3;
export const ORDER_TYPES: readonly OrderType[] = [1, 2, 3];
/** The schema sends `type` as an integer; the screens only know these three. */
export function isOrderType(value: number | null | undefined): value is OrderType {
  return ORDER_TYPES.includes(value as OrderType);
}
/** 1 buyer, 2 owner (seller), 3 reviewer. */
export type OrderRole = 1 | 2 | 3;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderRowProduct = Static<typeof ListProduct>;
export type OrderRow = Static<typeof OrderListRow>;
export type OrderProduct = Static<typeof DetailProduct>;
export type OrderFile = Static<typeof OrderFileSchema>;
export type Instalment = Static<typeof OrderInstalment>;
export type InstalmentState = Instalment['state'];

/** 1 VAT special, 2 ordinary. */
export type InvoiceHeaderType = 1 | 2;
/** 1 electronic, 2 paper. */
export type InvoiceMedium = 1 | 2;
export type InvoiceInfo = Static<typeof OrderInvoice>;

export type OrderDetail = Static<typeof OrderDetailSchema>;

/** What the order lists ask for; a list always names its side. */
export type OrderQuery = Static<typeof OrderListQuery> & { side: OrderSide };
