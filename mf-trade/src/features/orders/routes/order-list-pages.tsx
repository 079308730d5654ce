import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, filteredListUrl, listFiltersOf } from '@portal/contracts';
import { navigate, useSession } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { OrderList, type AwaitingFilter } from '../components/order-list';
import '../../../app/locales';

/** The "waiting for me" filter of the list at `path`, kept in its URL (`?awaiting=1`). */
function awaitingFilter(path: '/purchaseOrders' | '/salesOrders', search: string): AwaitingFilter {
  return {
    on: listFiltersOf(path, search).includes('awaiting'),
    onChange: (on) => navigate(filteredListUrl(path, on ? ['awaiting'] : [])),
  };
}

export function PurchaseOrdersPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('trade');
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('orders.purchaseTitle')}</Typography.Title>
      <OrderList
        side="purchase"
        menu="purchaseOrders"
        awaiting={awaitingFilter('/purchaseOrders', search)}
      />
    </section>
  );
}

export function SalesOrdersPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('trade');
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('orders.salesTitle')}</Typography.Title>
      <OrderList
        side="sales"
        menu="salesOrders"
        awaiting={awaitingFilter('/salesOrders', search)}
      />
    </section>
  );
}

/**
 * /orderListManage: sales and purchase orders, and the review queue for reviewers; `?tab=`
 * opens one of them (the shell lands a reviewer on `?tab=review`).
 */
export function OrderListManagePage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('trade');
  const canReview = useSession((state) => state.hasPermission(PERMISSIONS.orderExamine));
  const items = [
    { key: 'sales', label: t('orders.salesTab'), children: <OrderList side="sales" /> },
    { key: 'purchase', label: t('orders.purchaseTab'), children: <OrderList side="purchase" /> },
    ...(canReview
      ? [{ key: 'review', label: t('orders.reviewTab'), children: <OrderList side="review" /> }]
      : []),
  ];
  const tab = new URLSearchParams(search).get('tab');
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('orders.manageTitle')}</Typography.Title>
      <Tabs
        items={items}
        defaultActiveKey={items.find((item) => item.key === tab)?.key}
        destroyOnHidden
      />
    </section>
  );
}
