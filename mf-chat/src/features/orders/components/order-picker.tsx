import { useState } from 'react';
import { Button, Empty, Modal, Result, Segmented, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../common/components/query-state';
import type { OrderPayload } from '../../chat/api/chat-payload';
import { fetchMyOrders, orderCardOf, type OrderSide } from '../api/fetch-my-orders';

type SideFilter = 'all' | OrderSide;

const EMPTY_TEXT: Record<SideFilter, string> = {
  all: 'orders.empty',
  purchase: 'orders.emptyPurchase',
  sales: 'orders.emptySales',
};

/**
 * Picks one of the member's orders, bought or sold, to send as an order card. A failed load says
 * so and offers a retry: it is never shown as "no orders".
 */
export function OrderPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (order: OrderPayload) => void;
}) {
  const { t } = useTranslation('chat');
  const [filter, setFilter] = useState<SideFilter>('all');
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    open ? 'chat/orders' : null,
    fetchMyOrders,
  );
  const orders = (data ?? []).filter((order) => filter === 'all' || order.side === filter);

  function content() {
    if (isLoading) return <LoadingState text={t('orders.loading')} />;
    if (error !== undefined && data === undefined)
      return (
        <div role="alert">
          <Result
            status="error"
            title={t('orders.failed')}
            extra={
              <Button
                onClick={() => void mutate()}
                loading={isValidating}
                data-testid="order-picker-retry"
              >
                {t('orders.retry')}
              </Button>
            }
          />
        </div>
      );
    if (orders.length === 0) return <Empty description={t(EMPTY_TEXT[filter])} />;
    return (
      <ul className="order-picker">
        {orders.map((order) => {
          const card = orderCardOf(order);
          return (
            <li key={`${order.side}:${order.id}`} className="order-picker__item">
              <span className="order-picker__text">
                <span>
                  <Tag color={order.side === 'purchase' ? 'blue' : 'green'}>
                    {t(`orders.${order.side}`)}
                  </Tag>
                  <Typography.Text strong>{card.name}</Typography.Text>
                </span>
                <Typography.Text type="secondary">
                  {t('orders.orderNo', { no: order.orderNo })} · {card.price}
                </Typography.Text>
              </span>
              <Button type="primary" size="small" onClick={() => onPick(card)}>
                {t('orders.send')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal open={open} title={t('orders.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Segmented<SideFilter>
        block
        aria-label={t('orders.sideFilter')}
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('orders.all') },
          { value: 'purchase', label: t('orders.purchase') },
          { value: 'sales', label: t('orders.sales') },
        ]}
        data-testid="order-picker-side"
      />
      {content()}
    </Modal>
  );
}
