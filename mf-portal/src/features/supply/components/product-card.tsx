import { countryFlag, countryName } from '@portal/contracts';
import { AppLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Card } from '../api/product';
import '../locales';
import './product-card.css';

/** 1234.5 → '1,234.50' (spec §9: two decimals with thousand separators). */
export function formatMoney(value: string): string {
  return Number(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function PriceLine({
  price,
  currency,
  unit,
}: {
  price: string | null;
  currency: string;
  unit: string;
}) {
  const { t } = useTranslation('portal-supply');
  return (
    <span className="supply-price">
      {price === null ? (
        t('negotiable')
      ) : (
        <>
          <small>{currency}</small> {formatMoney(price)}
        </>
      )}{' '}
      <small>{t('perUnit', { unit })}</small>
    </span>
  );
}

/** A product card without antd (the home page shows these too, and keeps its budget). */
export function ProductCard({ product }: { product: Card }) {
  const { t, i18n } = useTranslation('portal-supply');
  return (
    <li className="supply-card" data-testid={`product-card-${product.id}`}>
      <AppLink to={`/productDetail?id=${product.id}`} className="supply-card__link">
        <span className="supply-card__image">
          {product.imageUrl ? (
            <img src={product.imageUrl} alt="" loading="lazy" width={240} height={180} />
          ) : (
            <span aria-hidden="true">{product.name.slice(0, 1)}</span>
          )}
        </span>
        <span className="supply-card__name">{product.name}</span>
      </AppLink>
      <PriceLine price={product.price} currency={product.currency} unit={product.unit} />
      <span className="supply-card__origin">
        <span aria-hidden="true">{countryFlag(product.originCountry)}</span>{' '}
        {countryName(product.originCountry, i18n.resolvedLanguage ?? 'zh')}
        {product.origin && ` · ${product.origin}`}
      </span>
      <span className="supply-card__company">
        <AppLink to={`/enterpriseInfo?id=${product.company.id}`}>{product.company.name}</AppLink>
        {product.company.verified && <span className="supply-badge">{t('verified')}</span>}
        <span className={`supply-tier supply-tier--${product.company.roleKey}`}>
          {t(`tier.${product.company.roleKey}`, product.company.roleKey)}
        </span>
      </span>
    </li>
  );
}
