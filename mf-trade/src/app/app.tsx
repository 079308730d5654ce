import { createRemoteApp, lazyScreen, withAntd } from '@portal/ui';

// Each screen is its own chunk: the cart does not download the order editor, and back.
export const App = createRemoteApp('mf_trade', {
  cart: lazyScreen(() =>
    import('../features/cart/routes/cart-page').then((module) => withAntd(module.CartPage)),
  ),
  purchaseOrders: lazyScreen(() =>
    import('../features/orders/routes/order-list-pages').then((module) =>
      withAntd(module.PurchaseOrdersPage),
    ),
  ),
  salesOrders: lazyScreen(() =>
    import('../features/orders/routes/order-list-pages').then((module) =>
      withAntd(module.SalesOrdersPage),
    ),
  ),
  orderListManage: lazyScreen(() =>
    import('../features/orders/routes/order-list-pages').then((module) =>
      withAntd(module.OrderListManagePage),
    ),
  ),
  orderSupplement: lazyScreen(() =>
    import('../features/orders/routes/order-detail-page').then((module) =>
      withAntd(module.OrderDetailPage),
    ),
  ),
});
