import { Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { MoneyText } from '../../common/components/money-text';
import { formatMoneyCents, lineTotalCents } from '../../common/money';
import type { CartGroup } from '../api/cart';
import { cartTotals } from './cart-totals';
import { ShownName } from './shown-name';
import './cart.css';

export interface OrderReviewModalProps {
  /** The sellers with only the ticked items: each becomes one order. */
  orders: CartGroup[];
  placing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What placing the ticked items will create, before it is created (docs/trade-orders.md): one
 * order per seller with its lines and amount; a line without a price stays 面议 until the seller
 * prices it.
 */
export function OrderReviewModal({ orders, placing, onConfirm, onCancel }: OrderReviewModalProps) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  return (
    <Modal
      open
      title={t('cart.reviewTitle')}
      okText={t('cart.confirmPlace')}
      cancelText={t('cart.back')}
      confirmLoading={placing}
      onOk={onConfirm}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'cart-review-confirm' } as ButtonProps}
      width={640}
    >
      <p>{t('cart.reviewIntro', { count: orders.length })}</p>
      <ol className="order-review" data-testid="cart-review">
        {orders.map((order, index) => {
          const totals = cartTotals(order.shoppingCarts);
          return (
            <li key={order.enterpriseId} className="order-review__order">
              <Typography.Title level={5} className="order-review__seller">
                {t('cart.orderFor', { index: index + 1, seller: order.enterpriseName })}
              </Typography.Title>
              <ul className="order-review__lines">
                {order.shoppingCarts.map((item) => {
                  const total = lineTotalCents(item.productPrice, item.productQuantity);
                  return (
                    <li key={item.id} className="order-review__line">
                      <span className="order-review__name">
                        <ShownName
                          name={item.productName}
                          textLanguage={item.textLanguage}
                          machineTranslated={item.machineTranslated}
                        />
                      </span>
                      <span>{format.quantity(item.productQuantity, item.unit)}</span>
                      <span>
                        × <MoneyText value={item.productPrice} currency={item.currency} />
                      </span>
                      <span className="order-review__amount">
                        {total === null
                          ? t('cart.pendingPrice')
                          : formatMoneyCents(total, item.currency)}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="order-review__total">
                {t('common.labelled', { label: t('cart.orderTotal') })}
                <Typography.Text strong>{totals.text}</Typography.Text>
                {totals.negotiable > 0 &&
                  ` ${t('cart.negotiableLines', { count: totals.negotiable })}`}
              </p>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
