import { countryFlag, countryName } from '@portal/contracts';
import { navigate, useSession } from '@portal/session';
import {
  AddToCartButton,
  AppLink,
  FavouriteButton,
  loginAddress,
  useRecordView,
  type RemoteScreenProps,
} from '@portal/ui';
import { Button, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getProduct } from '../api/get-product';
import type { ProductDetail } from '../api/product';
import { Gallery } from '../components/gallery';
import { InquiryButton } from '../components/inquiry-button';
import { PriceLine, ProductCard } from '../components/product-card';
import '../locales';
import './supply-pages.css';

function productIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function NotFound() {
  const { t } = useTranslation('portal-supply');
  return (
    <Result
      status="404"
      title={t('detail.notFound')}
      extra={<Button onClick={() => navigate('/demandHall')}>{t('detail.back')}</Button>}
    />
  );
}

/** Opens the chat with the product's inquiry receiver; a guest signs in and comes back. */
function ContactButton({ receiverId }: { receiverId: number | null }) {
  const { t } = useTranslation('portal-supply');
  const signedIn = useSession((state) => state.token !== null);
  const userId = useSession((state) => state.user?.id ?? null);
  if (receiverId === null || receiverId === userId) return null;
  return (
    <Button onClick={() => navigate(signedIn ? `/messages?to=${receiverId}` : loginAddress())}>
      {t('detail.contact')}
    </Button>
  );
}

function ProductContent({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('portal-supply');
  const language = i18n.resolvedLanguage ?? 'zh';
  const chapter =
    language === 'pt' || language === 'en' ? product.chapterNamePt : product.chapterNameZh;
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
          <h1>{product.name}</h1>
          <div className="product-page__price">
            <PriceLine price={product.price} currency={product.currency} unit={product.unit} />
          </div>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('detail.hsCode')}>
              <span data-testid="product-hs">{product.hsCode}</span>
              {chapter && ` · ${chapter}`}
              {product.hsDescription && (
                <>
                  <br />
                  <Typography.Text type="secondary">{product.hsDescription}</Typography.Text>
                </>
              )}
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
              {countryFlag(product.originCountry)} {countryName(product.originCountry, language)}
              {product.origin && ` · ${product.origin}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.unit')}>{product.unit}</Descriptions.Item>
            {product.industryType && (
              <Descriptions.Item label={t('detail.industry')}>
                {product.industryType}
              </Descriptions.Item>
            )}
            {product.category && (
              <Descriptions.Item label={t('detail.category')}>{product.category}</Descriptions.Item>
            )}
          </Descriptions>
          <div className="product-page__actions">
            <AddToCartButton productId={product.id} productName={product.name} />
            <FavouriteButton entityType="product" entityId={product.id} />
            <ContactButton receiverId={product.receiverId} />
            <InquiryButton product={product} />
          </div>
          <section className="company-card" aria-labelledby="company-card-title">
            <Typography.Text type="secondary">{t('detail.company')}</Typography.Text>
            <h2 id="company-card-title">{product.company.name}</h2>
            <p>
              {countryFlag(product.company.country)}{' '}
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
              <p style={{ whiteSpace: 'pre-line' }}>{product.description}</p>
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

/** `/productDetail?id=`: a published product as buyers see it (docs/routes.md). */
export function ProductDetailPage({ search }: RemoteScreenProps) {
  const id = productIdOf(search);
  useRecordView('product', id);
  const { data, error, isLoading } = useSWR(id === null ? null : ['product', id], () =>
    getProduct(id!),
  );
  if (id === null || (error && !data)) return <NotFound />;
  if (isLoading || !data) return <div className="supply-loading" aria-busy="true" />;
  return <ProductContent product={data} />;
}
