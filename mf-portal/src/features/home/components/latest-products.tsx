import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AppLink, ProductCard } from '@portal/ui';
import { searchProducts } from '../../supply/api/search-products';
import { EMPTY_QUERY, supplyAddress } from '../../supply/components/supply-query';

const HOME_PRODUCTS = 8;

/**
 * As many of `count` products as fill whole rows of the home grid's two or four columns
 * (home-page.css); a single product, or two or three on a wide screen, are one row anyway.
 */
export function wholeRows(count: number): number {
  if (count >= 4) return count - (count % 4);
  return count >= 2 ? 2 : count;
}

/** The newest published products; plain markup and CSS (the home page loads no antd). */
export function LatestProducts() {
  const { t } = useTranslation('portal-supply');
  const { data, error, isLoading } = useSWR('home-latest-products', () =>
    searchProducts({ ...EMPTY_QUERY, sort: 'newest' }, HOME_PRODUCTS),
  );
  return (
    <section className="home-section" aria-labelledby="home-products">
      <div className="home-section__head">
        <h2 id="home-products">{t('latest')}</h2>
        <AppLink to={supplyAddress(EMPTY_QUERY)}>{t('more')} →</AppLink>
      </div>
      {isLoading && <div className="news-list news-list--loading" aria-busy="true" />}
      {error && <p role="alert">{t('loadFailed')}</p>}
      {data && data.rows.length === 0 && <p className="empty">{t('empty')}</p>}
      {data && data.rows.length > 0 && (
        <ul className="supply-cards supply-cards--home" data-testid="home-products">
          {data.rows.slice(0, wholeRows(data.rows.length)).map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
