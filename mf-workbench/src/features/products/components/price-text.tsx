import { useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import '../locales';

/** A price with its currency per one unit, the reader's way, or 面议 (price on request). */
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
  const format = useFormat();
  if (price === null) return <span>{t('common.negotiable')}</span>;
  return (
    <span>
      {format.money(price, currency)} / {format.unit(unit, 1)}
    </span>
  );
}
