import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyValue } from '../money';

/** An amount as the UI always shows it ("¥ 1,234.00"), or '面议' when there is no price. */
export function MoneyText({ value, currency }: { value: MoneyValue; currency?: string | null }) {
  const { t } = useTranslation('trade');
  return <span className="money">{formatMoney(value, currency) ?? t('common.negotiable')}</span>;
}
