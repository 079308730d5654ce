import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton, ProductCard } from '@portal/ui';
import { EmptyState } from '../../common/components/query-state';
import type { EnterpriseProduct } from '../api/fetch-enterprise';

const PAGE_SIZE = 12;

/**
 * The company's published products as the supply hall shows them (the shared product card: name
 * in the reader's language, price or its tiers' range, minimum order, lead time, Incoterm and
 * port, samples), without the company's own name on each. Visitors from other companies can put
 * a product into their cart.
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
      <ul className="supply-cards" data-testid="enterprise-products">
        {shown.map((product) => (
          <ProductCard key={product.id} product={product} showCompany={false}>
            {purchasable && <AddToCartButton productId={product.id} productName={product.name} />}
          </ProductCard>
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
