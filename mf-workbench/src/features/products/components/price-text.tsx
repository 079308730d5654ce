import { useTranslation } from 'react-i18next';
import '../locales';

/** A price with its currency and unit, or 面议 (price on request). */
export function PriceText({
  price,
  currency,
  unit,
}: {
  price: string | null;
  currency: string;
  unit: string;
}) {
  const { t } = useTranslation('workbench-products');
  if (price === null) return <span>{t('common.negotiable')}</span>;
  const amount = Number(price).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <span>
      {currency} {amount} / {unit}
    </span>
  );
}
