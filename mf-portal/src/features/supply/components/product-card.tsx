import { countryName } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { AppLink, CountryFlag } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Card } from '../api/product';
import './card-locales';
import './product-card.css';

/** A price in the reader's way with its currency, per one unit named in their language, or 面议. */
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
  const format = useFormat();
  return (
    <span className="supply-price">
      {price === null ? t('negotiable') : format.money(price, currency)}{' '}
      <small>{t('perUnit', { unit: format.unit(unit, 1) })}</small>
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
        <CountryFlag code={product.originCountry} />{' '}
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
