import { Table } from 'antd';
import { AddToCartButton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/query-state';
import type { EnterpriseProduct } from '../api/fetch-enterprise';

/**
 * The company's published products; a product without a price is 面议 (on request). Visitors
 * from other companies can put them into their cart.
 */
export function EnterpriseProducts({
  products,
  purchasable,
}: {
  products: EnterpriseProduct[];
  purchasable: boolean;
}) {
  const { t } = useTranslation('member');
  const columns = [
    { title: t('enterprise.productName'), dataIndex: 'name', key: 'name' },
    {
      title: t('enterprise.price'),
      key: 'price',
      render: (_: unknown, product: EnterpriseProduct) =>
        product.price === null
          ? t('enterprise.negotiable')
          : t('enterprise.priceValue', {
              price: product.price,
              currency: product.currency,
              unit: product.unit,
            }),
    },
    { title: t('enterprise.unit'), dataIndex: 'unit', key: 'unit' },
    { title: t('enterprise.hsCode'), dataIndex: 'hsCode', key: 'hsCode' },
    { title: t('enterprise.origin'), dataIndex: 'origin', key: 'origin' },
    ...(purchasable
      ? [
          {
            title: t('enterprise.purchase'),
            key: 'purchase',
            render: (_: unknown, product: EnterpriseProduct) => (
              <AddToCartButton productId={product.id} productName={product.name} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<EnterpriseProduct>
      rowKey="id"
      size="middle"
      scroll={{ x: true }}
      dataSource={products}
      columns={columns}
      pagination={products.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: <EmptyState text={t('enterprise.noProducts')} /> }}
    />
  );
}
