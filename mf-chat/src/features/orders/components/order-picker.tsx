import { Button, Empty, Modal, Result, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../common/components/query-state';
import type { OrderPayload } from '../../chat/api/chat-payload';
import { fetchMyOrders, orderCardOf } from '../api/fetch-my-orders';

/** Picks one of the member's orders to send as an order card. */
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
  const { data, error, isLoading, mutate } = useSWR(open ? 'chat/orders' : null, fetchMyOrders, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const orders = data ?? [];
  return (
    <Modal open={open} title={t('orders.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {isLoading ? (
        <LoadingState text={t('orders.loading')} />
      ) : error !== undefined && data === undefined ? (
        <Result
          status="warning"
          title={t('orders.failed')}
          extra={
            <Button onClick={() => void mutate()} data-testid="order-picker-retry">
              {t('orders.retry')}
            </Button>
          }
        />
      ) : orders.length === 0 ? (
        <Empty description={t('orders.empty')} />
      ) : (
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
      )}
    </Modal>
  );
}
