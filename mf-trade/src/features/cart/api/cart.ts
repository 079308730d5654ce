/**
 * The cart's shapes (docs/trade-orders.md, "Cart"), taken from the schemas the server validates
 * with; `import type` only. `productPrice` null means '面议'.
 */
import type {
  CartGroup as CartGroupSchema,
  CartItem as CartItemSchema,
  Static,
} from '@portal/contracts/schemas';

export type CartItem = Static<typeof CartItemSchema>;

/** The caller's items of one seller company. */
export type CartGroup = Static<typeof CartGroupSchema>;
