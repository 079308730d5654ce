import { countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import {
  AddToCartButton,
  AppLink,
  CountryFlag,
  FavouriteButton,
  ListingText,
  listingLang,
  loginAddress,
  PriceLine,
  ProductCard,
} from '@portal/ui';
import { Button, ConfigProvider, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../api/product';
import { Gallery } from './gallery';
import { InquiryButton } from './inquiry-button';
import '../locales';

/** The `?id=` of a product page, or null when it is not a product id. */
export function productIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** A product the page cannot show; buyers go back to the hall, the owner to its products. */
export function ProductNotFound({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation('portal-supply');
  return (
    <Result
      status="404"
      title={t(preview ? 'preview.notFound' : 'detail.notFound')}
      extra={
        <Button onClick={() => navigate(preview ? '/productManage' : '/demandHall')}>
          {t(preview ? 'preview.back' : 'detail.back')}
        </Button>
      }
    />
  );
}

/** Opens the chat with the product's inquiry receiver; a guest signs in and comes back. */
function ContactButton({ receiverId }: { receiverId: number }) {
  const { t } = useTranslation('portal-supply');
  const signedIn = useSession((state) => state.token !== null);
  return (
    <Button onClick={() => navigate(signedIn ? `/messages?to=${receiverId}` : loginAddress())}>
      {t('detail.contact')}
    </Button>
  );
}

/**
 * The chapter, heading and subheading of the product's code, each in the reader's language where
 * a published nomenclature names it; Chinese names only chapters, so headings and subheadings
 * stay English there, marked as such (docs/statistics.md).
 */
function HsNames({ names }: { names: ProductDetail['hsNames'] }) {
  const { t, i18n } = useTranslation('portal-supply');
  if (names.length === 0) return null;
  return (
    <ul className="product-page__hs" data-testid="product-hs-names">
      {names.map((entry) => (
        <li key={entry.code}>
          <Typography.Text type="secondary">{entry.code}</Typography.Text>{' '}
          <span lang={listingLang(entry.language)}>{entry.name}</span>
          {entry.language !== i18n.resolvedLanguage && (
            <Typography.Text type="secondary"> {t('detail.hsNameEnglish')}</Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The trade terms the seller stated, as rows of the page's description list (its direct children,
 * so not a component of their own).
 */
function useTradeTermItems(product: ProductDetail) {
  const { t } = useTranslation('portal-supply');
  const format = useFormat();
  const items = [
    product.minOrderQuantity !== null && (
      <Descriptions.Item key="moq" label={t('detail.minOrder')}>
        {format.quantity(product.minOrderQuantity, product.unit)}
      </Descriptions.Item>
    ),
    product.priceTiers.length > 0 && (
      <Descriptions.Item key="tiers" label={t('detail.priceTiers')}>
        <ul className="product-page__tiers" data-testid="product-price-tiers">
          {product.priceTiers.map((tier) => (
            <li key={tier.minQuantity}>
              {t('detail.tierFrom', { quantity: format.quantity(tier.minQuantity, product.unit) })}
              {' · '}
              {format.money(tier.price, product.currency)}
            </li>
          ))}
        </ul>
      </Descriptions.Item>
    ),
    product.leadTimeDays !== null && (
      <Descriptions.Item key="lead" label={t('detail.leadTime')}>
        {t('detail.leadDays', { count: product.leadTimeDays })}
      </Descriptions.Item>
    ),
    product.incoterm && (
      <Descriptions.Item key="incoterm" label={t('detail.incoterm')}>
        {[product.incoterm, product.incotermPlace].filter(Boolean).join(' ')}
      </Descriptions.Item>
    ),
    product.packaging && (
      <Descriptions.Item key="packaging" label={t('detail.packaging')}>
        {product.packaging}
      </Descriptions.Item>
    ),
    <Descriptions.Item key="samples" label={t('detail.samples')}>
      {t(product.sampleAvailable ? 'detail.samplesYes' : 'detail.samplesNo')}
    </Descriptions.Item>,
  ];
  return items.filter(Boolean);
}

/**
 * A product as buyers see it (`/productDetail`), and the same view for its owner before publishing
 * (`preview`: `/productPreview`): there the buyers' buttons show as buyers will see them, but do
 * nothing.
 */
export function ProductContent({
  product,
  preview = false,
}: {
  product: ProductDetail;
  preview?: boolean;
}) {
  const { t } = useTranslation('portal-supply');
  const format = useFormat();
  const userId = useSession((state) => state.user?.id ?? null);
  const language = format.language;
  const tradeTermItems = useTradeTermItems(product);
  // The receiver has no one to contact about their own product; a preview shows what buyers see.
  const receiverId =
    product.receiverId !== null && (preview || product.receiverId !== userId)
      ? product.receiverId
      : null;
  return (
    <article className="product-page" data-testid="product-detail">
      <div className="product-page__main">
        <div>
          <Gallery images={product.images} name={product.name} />
          {product.video && (
            <video
              src={product.video}
              controls
              preload="metadata"
              style={{ width: '100%', marginTop: 12, borderRadius: 8 }}
            >
              <track kind="captions" />
            </video>
          )}
        </div>
        <div>
          <h1>
            <ListingText
              textLanguage={product.textLanguage}
              machineTranslated={product.machineTranslated}
            >
              {product.name}
            </ListingText>
          </h1>
          <div className="product-page__price">
            <PriceLine
              price={product.price}
              priceTiers={product.priceTiers}
              currency={product.currency}
              unit={product.unit}
            />
          </div>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('detail.hsCode')}>
              <span data-testid="product-hs">{product.hsCode}</span>
              <HsNames names={product.hsNames} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.productCode')}>
              {product.productCode}
            </Descriptions.Item>
            {product.spec && (
              <Descriptions.Item label={t('detail.spec')}>{product.spec}</Descriptions.Item>
            )}
            {product.brand && (
              <Descriptions.Item label={t('detail.brand')}>{product.brand}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('detail.origin')}>
              <CountryFlag code={product.originCountry} />{' '}
              {countryName(product.originCountry, language)}
              {product.origin && ` · ${product.origin}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.unit')}>
              {format.unit(product.unit, 1)}
            </Descriptions.Item>
            {product.industryType && (
              <Descriptions.Item label={t('detail.industry')}>
                {industryLabel(product.industryType, language)}
              </Descriptions.Item>
            )}
            {product.category && (
              <Descriptions.Item label={t('detail.category')}>{product.category}</Descriptions.Item>
            )}
            {tradeTermItems}
          </Descriptions>
          <ConfigProvider componentDisabled={preview}>
            <div className="product-page__actions">
              <AddToCartButton productId={product.id} productName={product.name} />
              <FavouriteButton entityType="product" entityId={product.id} />
              {receiverId !== null && <ContactButton receiverId={receiverId} />}
              {receiverId !== null && <InquiryButton product={product} />}
            </div>
          </ConfigProvider>
          {preview && (
            <Typography.Text type="secondary" data-testid="preview-actions-hint">
              {t('preview.inertActions')}
            </Typography.Text>
          )}
          <section className="company-card" aria-labelledby="company-card-title">
            <Typography.Text type="secondary">{t('detail.company')}</Typography.Text>
            <h2 id="company-card-title">{product.company.name}</h2>
            <p>
              <CountryFlag code={product.company.country} />{' '}
              {countryName(product.company.country, language)}
              {product.company.verified && (
                <span className="supply-badge" style={{ marginInlineStart: 8 }}>
                  {t('verified')}
                </span>
              )}
              <span
                className={`supply-tier supply-tier--${product.company.roleKey}`}
                style={{ marginInlineStart: 8 }}
              >
                {t(`tier.${product.company.roleKey}`, product.company.roleKey)}
              </span>
            </p>
            <AppLink to={`/enterpriseInfo?id=${product.company.id}`}>
              {t('detail.visitCompany')} →
            </AppLink>
          </section>
          {product.description && (
            <section style={{ marginTop: 16 }}>
              <h2 style={{ fontSize: 16 }}>{t('detail.description')}</h2>
              <p style={{ whiteSpace: 'pre-line' }} lang={listingLang(product.textLanguage)}>
                {product.description}
              </p>
            </section>
          )}
        </div>
      </div>
      {product.related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('detail.related')}</h2>
          <ul className="supply-cards">
            {product.related.map((item) => (
              <ProductCard key={item.id} product={item} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
