import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../common/components/money-text';

/** What an order's amount is made of (both read shapes carry it). */
export interface OrderAmountParts {
  /** The sum of the priced lines. */
  amount: string;
  currency: string | null;
  /** Lines still '面议' (no price), which `amount` leaves out. */
  unpricedLines: number;
  products: readonly unknown[];
}

/**
 * An order's amount as the cart shows a total: the priced lines' sum, then how many lines wait
 * for a price ("¥32,160.00 （另有 1 件面议）"); '面议' alone when no line has a price yet.
 */
export function OrderAmount({ order }: { order: OrderAmountParts }) {
  const { t } = useTranslation('trade');
  const unpriced = order.unpricedLines;
  if (unpriced > 0 && unpriced >= order.products.length) return <MoneyText value={null} />;
  return (
    <span>
      <MoneyText value={order.amount} currency={order.currency} />
      {unpriced > 0 && (
        <Typography.Text type="secondary">
          {' '}
          {t('orders.negotiableLines', { count: unpriced })}
        </Typography.Text>
      )}
    </span>
  );
}
