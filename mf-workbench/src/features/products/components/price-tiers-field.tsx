import { MAX_PRICE_TIERS, type PriceTier } from '@portal/contracts';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import './price-tiers-field.css';

export interface PriceTiersFieldProps {
  tiers: PriceTier[];
  onChange: (tiers: PriceTier[]) => void;
  /** The product's currency code, shown beside each price. */
  currency: string;
  disabled?: boolean;
}

/**
 * Quantity price tiers as an editable list (issue #34): from quantity and unit price per row, a
 * row added up to MAX_PRICE_TIERS and removed by its own button; the form checks the order.
 */
export function PriceTiersField({ tiers, onChange, currency, disabled }: PriceTiersFieldProps) {
  const { t } = useTranslation('workbench-products');
  const change = (index: number, tier: Partial<PriceTier>) =>
    onChange(tiers.map((current, at) => (at === index ? { ...current, ...tier } : current)));
  return (
    <div className="price-tiers">
      {tiers.length > 0 && (
        <div className="price-tiers-head" aria-hidden="true">
          <span>{t('terms.tierQuantity')}</span>
          <span>{t('terms.tierPrice')}</span>
        </div>
      )}
      <ol className="price-tiers-list">
        {tiers.map((tier, index) => {
          const number = index + 1;
          return (
            <li key={index} className="price-tiers-row">
              <Input
                aria-label={t('terms.tierQuantityOf', { number })}
                inputMode="decimal"
                maxLength={14}
                disabled={disabled}
                value={tier.minQuantity}
                onChange={(event) => change(index, { minQuantity: event.target.value })}
              />
              <Input
                aria-label={t('terms.tierPriceOf', { number })}
                inputMode="decimal"
                maxLength={15}
                suffix={currency}
                disabled={disabled}
                value={tier.price}
                onChange={(event) => change(index, { price: event.target.value })}
              />
              <Button
                onClick={() => onChange(tiers.filter((_tier, at) => at !== index))}
                aria-label={t('terms.removeTier', { number })}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        disabled={disabled || tiers.length >= MAX_PRICE_TIERS}
        onClick={() => onChange([...tiers, { minQuantity: '', price: '' }])}
      >
        {t('terms.addTier')}
      </Button>
    </div>
  );
}
