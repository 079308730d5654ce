import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink, ListState } from '@portal/ui';
import { Pagination, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DIMENSIONS, PAGE_SIZE, listDigitalProducts, type Dimension } from '../api/digital';
import { digitalAddress, parseDigitalQuery } from '../components/digital-query';
import '../locales';
import './digital.css';

/** `/digitalProduct`: the platform's digital-transformation products, by dimension (in the URL). */
export function DigitalProductPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-digital');
  const format = useFormat();
  const query = parseDigitalQuery(search);
  const { data, error, mutate } = useSWR(
    ['digital-products', query.dimension, query.page, format.language],
    () => listDigitalProducts(query.dimension, query.page),
  );

  return (
    <div className="digital-page">
      <h1>{t('title')}</h1>
      <p className="digital-page__intro">{t('intro')}</p>
      <Radio.Group
        aria-label={t('filter')}
        className="digital-filter"
        optionType="button"
        value={query.dimension ?? 'all'}
        onChange={(event) => {
          const value = event.target.value as Dimension | 'all';
          navigate(digitalAddress({ dimension: value === 'all' ? null : value, page: 1 }));
        }}
        options={[
          { value: 'all', label: t('all') },
          ...DIMENSIONS.map((key) => ({ value: key, label: t(`dimension.${key}`) })),
        ]}
      />
      <ListState
        data={data}
        error={error}
        onRetry={() => void mutate()}
        isEmpty={(page) => page.total === 0}
        emptyText={t('empty')}
      >
        {(page) => (
          <>
            <p role="status" className="digital-total">
              {t('total', { count: page.total, total: format.number(page.total) })}
            </p>
            <ul className="digital-cards" data-testid="digital-cards">
              {page.rows.map((product) => (
                <li key={product.id} className="digital-card">
                  <h2>
                    <AppLink to={`/digitalProductDetail?id=${product.id}`}>{product.name}</AppLink>
                  </h2>
                  <p className="digital-card__provider">{product.provider}</p>
                  <p>{product.summary}</p>
                  <div className="digital-card__tags">
                    {product.dimensions.map((key) => (
                      <Tag key={key}>{t(`dimension.${key}`)}</Tag>
                    ))}
                  </div>
                  <p className="digital-card__price">
                    {t('fromPrice', {
                      price: format.money(product.fromPrice, product.currency),
                    })}
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              className="digital-pagination"
              current={query.page}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(next) => navigate(digitalAddress({ ...query, page: next }))}
            />
          </>
        )}
      </ListState>
    </div>
  );
}
