/** One cart item (docs/trade-orders.md, "Cart"). `productPrice` null means '面议'. */
export interface CartItem {
  id: number;
  productId: number;
  productName: string;
  productPrice: string | null;
  productQuantity: number;
  unit: string | null;
  currency: string | null;
}

/** The caller's items of one seller company. */
export interface CartGroup {
  enterpriseId: number;
  enterpriseName: string;
  shoppingCarts: CartItem[];
}
