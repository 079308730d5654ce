import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, type PriceTier } from '@portal/contracts';
import type { ProductSearchHit, Static } from '@portal/contracts/schemas';
import { useFormat } from '@portal/i18n';
import { AppLink } from '../app-link';
import { CountryFlag } from '../country-flag';
import { ListingText } from '../listing-text';
import { PRODUCT_CARD_NS } from './product-card-locales';
import './product-card.css';

/** A published product as every card shows it: the supply hall, home, a pavilion, a company page. */
export type ProductCardData = Static<typeof ProductSearchHit>;

/** The lowest and highest unit price a product is sold at: its price and its quantity tiers. */
export function priceRange(price: string | null, priceTiers: PriceTier[]): [string, string] | null {
  const prices = [...(price === null ? [] : [price]), ...priceTiers.map((tier) => tier.price)].sort(
    (a, b) => Number(a) - Number(b),
  );
  return prices.length === 0 ? null : [prices[0]!, prices.at(-1)!];
}

/**
 * A price in the reader's way with its currency, per one unit named in their language; with
 * quantity tiers, the range from the lowest to the highest; or 面议.
 */
export function PriceLine({
  price,
  priceTiers = [],
  currency,
  unit,
}: {
  price: string | null;
  priceTiers?: PriceTier[];
  currency: string;
  unit: string;
}) {
  const { t } = useTranslation(PRODUCT_CARD_NS);
  const format = useFormat();
  const range = priceRange(price, priceTiers);
  return (
    <span className="supply-price">
      {!range
        ? t('negotiable')
        : Number(range[0]) === Number(range[1])
          ? format.money(range[0], currency)
          : `${format.money(range[0], currency)} – ${format.money(range[1], currency)}`}{' '}
      <small>{t('perUnit', { unit: format.unit(unit, 1) })}</small>
    </span>
  );
}

/** What a buyer filters by, as far as the seller said it: minimum order, lead time, Incoterm, samples. */
function CardTerms({ product }: { product: ProductCardData }) {
  const { t } = useTranslation(PRODUCT_CARD_NS);
  const format = useFormat();
  const terms = [
    product.minOrderQuantity !== null &&
      t('moq', { quantity: format.quantity(product.minOrderQuantity, product.unit) }),
    product.leadTimeDays !== null && t('shipsIn', { count: product.leadTimeDays }),
    product.incoterm && [product.incoterm, product.incotermPlace].filter(Boolean).join(' '),
    product.sampleAvailable && t('samples'),
  ].filter((term): term is string => Boolean(term));
  if (terms.length === 0) return null;
  return (
    <ul className="supply-card__terms" data-testid="card-terms">
      {terms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Off on a company's own page, where every card is that company's. */
  showCompany?: boolean;
  /** What a reader may do with the product there (add it to the cart on a company page). */
  children?: ReactNode;
}

/**
 * A product card in a `.supply-cards` list, without antd (the home page shows these too, and
 * keeps its budget): picture, name in the reader's language or marked, price or the tiers'
 * range, the trade terms, origin, and the company unless the page is the company's.
 */
export function ProductCard({ product, showCompany = true, children }: ProductCardProps) {
  const { t, i18n } = useTranslation(PRODUCT_CARD_NS);
  return (
    <li className="supply-card" data-testid={`product-card-${product.id}`}>
      <AppLink to={`/productDetail?id=${product.id}`} className="supply-card__link">
        <span className="supply-card__image">
          {product.imageUrl ? (
            // The name beside it says what the picture shows.
            <img src={product.imageUrl} alt="" loading="lazy" width={240} height={180} />
          ) : (
            <span aria-hidden="true">{product.name.slice(0, 1)}</span>
          )}
        </span>
        <span className="supply-card__name">
          <ListingText
            textLanguage={product.textLanguage}
            machineTranslated={product.machineTranslated}
          >
            {product.name}
          </ListingText>
        </span>
      </AppLink>
      <PriceLine
        price={product.price}
        priceTiers={product.priceTiers}
        currency={product.currency}
        unit={product.unit}
      />
      <CardTerms product={product} />
      <span className="supply-card__origin">
        <CountryFlag code={product.originCountry} />{' '}
        {countryName(product.originCountry, i18n.resolvedLanguage ?? 'zh')}
        {product.origin && ` · ${product.origin}`}
      </span>
      {showCompany && (
        <span className="supply-card__company">
          <AppLink to={`/enterpriseInfo?id=${product.company.id}`}>{product.company.name}</AppLink>
          {product.company.verified && <span className="supply-badge">{t('verified')}</span>}
          <span className={`supply-tier supply-tier--${product.company.roleKey}`}>
            {t(`tier.${product.company.roleKey}`, product.company.roleKey)}
          </span>
        </span>
      )}
      {children && <span className="supply-card__actions">{children}</span>}
    </li>
  );
}
