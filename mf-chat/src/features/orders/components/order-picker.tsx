import { Button, Empty, Modal, Typography } from 'antd';
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
  const { data, isLoading } = useSWR(open ? 'chat/orders' : null, fetchMyOrders, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // A failed list (the order routes may not exist yet) is, for the picker, an empty one.
  const orders = data ?? [];
  return (
    <Modal open={open} title={t('orders.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {isLoading ? (
        <LoadingState text={t('orders.loading')} />
      ) : orders.length === 0 ? (
        <Empty description={t('orders.empty')} />
      ) : (
        <ul className="order-picker">
          {orders.map((order) => {
            const card = orderCardOf(order);
            return (
              <li key={order.id} className="order-picker__item">
                <span className="order-picker__text">
                  <Typography.Text strong>{card.name}</Typography.Text>
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
