import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { AddToCartButton, AppLink, ListingText } from '@portal/ui';
import { EmptyState } from '../../common/components/query-state';
import type { EnterpriseProduct } from '../api/fetch-enterprise';
import './enterprise-products.css';

const PAGE_SIZE = 12;

function ProductPrice({ product }: { product: EnterpriseProduct }) {
  const { t } = useTranslation('member');
  const format = useFormat();
  if (product.price === null) return <>{t('enterprise.negotiable')}</>;
  return (
    <>
      {t('enterprise.priceValue', {
        price: format.money(product.price, product.currency),
        unit: format.unit(product.unit, 1),
      })}
    </>
  );
}

/**
 * The company's published products as cards with their first picture; a product without a price
 * is 面议 (on request). Each card opens the product's page; visitors from other companies can put
 * the product into their cart.
 */
export function EnterpriseProducts({
  products,
  purchasable,
}: {
  products: EnterpriseProduct[];
  purchasable: boolean;
}) {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  if (products.length === 0) return <EmptyState text={t('enterprise.noProducts')} />;
  const shown = products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <ul className="enterprise-products" data-testid="enterprise-products">
        {shown.map((product) => (
          <li key={product.id} className="enterprise-products__card">
            <AppLink to={`/productDetail?id=${product.id}`} className="enterprise-products__link">
              <span className="enterprise-products__image">
                {product.imageUrl ? (
                  // The name beside it says what the picture shows.
                  <img src={product.imageUrl} alt="" loading="lazy" width={240} height={180} />
                ) : (
                  <span aria-hidden="true">{product.name.slice(0, 1)}</span>
                )}
              </span>
              <span className="enterprise-products__name">
                <ListingText
                  textLanguage={product.textLanguage}
                  machineTranslated={product.machineTranslated}
                >
                  {product.name}
                </ListingText>
              </span>
            </AppLink>
            <span className="enterprise-products__price">
              <ProductPrice product={product} />
            </span>
            <span className="enterprise-products__meta">
              {[product.hsCode && `${t('enterprise.hsCode')} ${product.hsCode}`, product.origin]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {purchasable && (
              <span className="enterprise-products__buy">
                <AddToCartButton productId={product.id} productName={product.name} />
              </span>
            )}
          </li>
        ))}
      </ul>
      {products.length > PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={products.length}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </>
  );
}
