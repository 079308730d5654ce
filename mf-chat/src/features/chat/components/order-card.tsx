import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';
import type { OrderPayload } from '../api/chat-payload';

/** An order sent into the chat: its name, price and count, leading to the order. */
export function OrderCard({ order }: { order: OrderPayload }) {
  const { t } = useTranslation('chat');
  const body = (
    <>
      <Typography.Text type="secondary" className="order-card__label">
        {t('chat.order')}
      </Typography.Text>
      <Typography.Text strong className="order-card__name">
        {order.name}
      </Typography.Text>
      <span className="order-card__figures">
        <span>
          {t('chat.price', { price: order.price })}
          {typeof order.negotiableLines === 'number' &&
            order.negotiableLines > 0 &&
            t('chat.negotiableLines', { count: order.negotiableLines })}
        </span>
        <span>{t('chat.count', { count: order.count })}</span>
      </span>
    </>
  );
  // Only the portal's own paths are followed; anything else in a payload is shown, not linked.
  if (typeof order.url === 'string' && order.url.startsWith('/') && !order.url.startsWith('//'))
    return (
      <AppLink to={order.url} className="order-card" data-testid="order-card">
        {body}
      </AppLink>
    );
  return (
    <div className="order-card" data-testid="order-card">
      {body}
    </div>
  );
}
