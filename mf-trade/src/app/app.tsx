import { createRemoteApp, lazyAntdScreen, withScreenPreload } from '@portal/ui';

// Each screen is its own chunk: the cart does not download the order editor, and back.
const screens = {
  cart: lazyAntdScreen(() =>
    import('../features/cart/routes/cart-page').then((module) => module.CartPage),
  ),
  purchaseOrders: lazyAntdScreen(() =>
    import('../features/orders/routes/order-list-pages').then(
      (module) => module.PurchaseOrdersPage,
    ),
  ),
  salesOrders: lazyAntdScreen(() =>
    import('../features/orders/routes/order-list-pages').then((module) => module.SalesOrdersPage),
  ),
  orderListManage: lazyAntdScreen(() =>
    import('../features/orders/routes/order-list-pages').then(
      (module) => module.OrderListManagePage,
    ),
  ),
  orderSupplement: lazyAntdScreen(() =>
    import('../features/orders/routes/order-detail-page').then((module) => module.OrderDetailPage),
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_trade', screens), screens);
