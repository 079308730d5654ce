import { createRemoteApp, withAntd } from '@portal/ui';
import { CartPage } from '../features/cart/routes/cart-page';
import { OrderDetailPage } from '../features/orders/routes/order-detail-page';
import {
  OrderListManagePage,
  PurchaseOrdersPage,
  SalesOrdersPage,
} from '../features/orders/routes/order-list-pages';

export const App = createRemoteApp('mf_trade', {
  cart: withAntd(CartPage),
  purchaseOrders: withAntd(PurchaseOrdersPage),
  salesOrders: withAntd(SalesOrdersPage),
  orderListManage: withAntd(OrderListManagePage),
  orderSupplement: withAntd(OrderDetailPage),
});
