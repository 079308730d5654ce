import { PERMISSIONS } from '@portal/contracts';
import { notify, ScrollRegion } from '@portal/ui';
import { navigate, useSession } from '@portal/session';
import { Alert, Button, Empty, Input, Result, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CardTable } from '../../../shared/card-table';
import { fetchCatalogue } from '../../catalogue/api/fetch-catalogue';
import { fetchHsCodes } from '../api/fetch-hs-codes';
import { fetchOwnProducts } from '../api/fetch-own-products';
import { fetchProductQuota } from '../api/fetch-quota';
import type { OwnProductQuery, OwnProductRow, ProductStatus } from '../api/product';
import { setProductsOnline } from '../api/publish-products';
import { AuthImage } from '../components/auth-image';
import { PriceText } from '../components/price-text';
import { StatusTag } from '../components/status-tag';
import '../locales';
import './products.css';

const PAGE_SIZE = 10;

/**
 * `/productManage`: the company's products, filters, paging, states and bulk publishing; on
 * phones a card per product, each with its check box for the bulk actions.
 */
export function ProductManagePage() {
  const { t, i18n } = useTranslation('workbench-products');
  const canPublish = useSession((state) => state.hasPermission(PERMISSIONS.supplyPublish));
  const canEdit = useSession((state) => state.hasPermission(PERMISSIONS.productEdit));
  const [query, setQuery] = useState<OwnProductQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const list = useSWR(['own-products', query], () => fetchOwnProducts(query));
  const quota = useSWR('product-quota', () => fetchProductQuota());
  const categories = useSWR(['catalogue', 'productType'], () => fetchCatalogue('productType'));
  const chapters = useSWR('hs-chapters', () => fetchHsCodes());
  const filtered = Boolean(
    query.status !== undefined || query.categoryId || query.hsChapter || query.keyword,
  );
  const portuguese = i18n.language === 'pt';

  const change = (patch: Partial<OwnProductQuery>) => {
    setSelected([]);
    setQuery((current) => ({ ...current, pageNum: 1, ...patch }));
  };
  const setOnline = async (ids: number[], online: boolean) => {
    setBusy(true);
    try {
      notify('success', await setProductsOnline(ids, online));
      setSelected([]);
    } catch {
      // The client showed the server's reason (quota, permission, …).
    } finally {
      setBusy(false);
      void list.mutate();
      void quota.mutate();
    }
  };

  const columns: ColumnsType<OwnProductRow> = [
    {
      title: t('manage.columns.product'),
      key: 'product',
      render: (_, row) => (
        <Space>
          {row.imageUrl ? (
            <AuthImage url={row.imageUrl} alt={row.name} width={56} height={42} />
          ) : (
            <div className="product-thumb-empty" aria-hidden />
          )}
          <span>
            <Typography.Text strong>{row.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {[row.spec, row.brand, row.categoryName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { title: t('manage.columns.code'), dataIndex: 'productCode', responsive: ['md'] },
    { title: t('manage.columns.hs'), dataIndex: 'hsCode', responsive: ['sm'] },
    {
      title: t('manage.columns.price'),
      key: 'price',
      render: (_, row) => <PriceText price={row.price} currency={row.currency} unit={row.unit} />,
    },
    {
      title: t('manage.columns.status'),
      key: 'status',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: t('manage.columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {canEdit && (
            <Button size="small" onClick={() => navigate(`/saveProduct?id=${row.id}`)}>
              {t('manage.edit')}
            </Button>
          )}
          <Button size="small" onClick={() => navigate(`/productPreview?id=${row.id}`)}>
            {t('manage.preview')}
          </Button>
          {canPublish &&
            (row.status === 1 ? (
              <Button size="small" disabled={busy} onClick={() => void setOnline([row.id], false)}>
                {t('manage.unpublish')}
              </Button>
            ) : (
              <Button
                size="small"
                type="primary"
                disabled={busy}
                data-testid={`publish-${row.id}`}
                onClick={() => void setOnline([row.id], true)}
              >
                {t('manage.publish')}
              </Button>
            ))}
        </Space>
      ),
    },
  ];

  const full = quota.data ? quota.data.used >= quota.data.quota : false;
  return (
    <section className="product-manage" aria-labelledby="product-manage-title">
      <div className="product-manage-head">
        <h1 id="product-manage-title">{t('manage.title')}</h1>
        <Space wrap>
          {quota.data && (
            <Typography.Text data-testid="product-quota" type={full ? 'danger' : undefined}>
              {t('manage.online', { used: quota.data.used, quota: quota.data.quota })}
            </Typography.Text>
          )}
          {full && <Button onClick={() => navigate('/memberCenter')}>{t('manage.upgrade')}</Button>}
          {canEdit && (
            <Button type="primary" onClick={() => navigate('/saveProduct')}>
              {t('manage.add')}
            </Button>
          )}
        </Space>
      </div>
      {full && (
        <Alert type="warning" showIcon title={t('manage.full')} style={{ marginBottom: 12 }} />
      )}
      <div className="product-filters" role="search">
        <Select
          aria-label={t('manage.columns.status')}
          value={query.status ?? 'all'}
          style={{ minWidth: 130 }}
          onChange={(value) =>
            change({ status: value === 'all' ? undefined : (value as ProductStatus) })
          }
          options={[
            { value: 'all', label: t('status.all') },
            ...([0, 1, 2] as const).map((status) => ({
              value: status,
              label: t(`status.${status}`),
            })),
          ]}
        />
        <Select
          aria-label={t('manage.category')}
          value={query.categoryId ?? 0}
          style={{ minWidth: 150 }}
          onChange={(value) => change({ categoryId: value || undefined })}
          options={[
            { value: 0, label: t('manage.allCategories') },
            ...(categories.data ?? []).map((node) => ({ value: node.id, label: node.name })),
          ]}
        />
        <Select
          aria-label={t('manage.hsChapter')}
          value={query.hsChapter ?? ''}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          onChange={(value) => change({ hsChapter: value || undefined })}
          options={[
            { value: '', label: t('manage.allChapters') },
            ...(chapters.data ?? []).map((chapter) => ({
              value: chapter.code,
              label: `${chapter.code} ${(portuguese ? chapter.namePt : chapter.nameZh) ?? chapter.descriptionEn}`,
            })),
          ]}
        />
        <Input.Search
          aria-label={t('manage.keyword')}
          placeholder={t('manage.keyword')}
          maxLength={50}
          allowClear
          value={keyword}
          style={{ maxWidth: 320 }}
          enterButton={t('manage.search')}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
        />
      </div>
      {canPublish && selected.length > 0 && (
        <Space className="product-bulk" wrap>
          <span>{t('manage.selected', { count: selected.length })}</span>
          <Button type="primary" disabled={busy} onClick={() => void setOnline(selected, true)}>
            {t('manage.publishSelected')}
          </Button>
          <Button disabled={busy} onClick={() => void setOnline(selected, false)}>
            {t('manage.unpublishSelected')}
          </Button>
        </Space>
      )}
      {list.error !== undefined && !list.data ? (
        <Result
          status="warning"
          title={t('common.loadFailed')}
          extra={<Button onClick={() => void list.mutate()}>{t('common.retry')}</Button>}
        />
      ) : (
        <ScrollRegion label={t('route.productManage', { ns: 'common' })}>
          <CardTable<OwnProductRow>
            rowKey="id"
            size="middle"
            loading={list.isValidating}
            columns={columns}
            dataSource={list.data?.rows ?? []}
            onRow={(row) => ({ 'data-testid': `product-row-${row.id}` }) as never}
            rowSelection={
              canPublish
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys as number[]),
                    getCheckboxProps: (row) => ({ 'aria-label': row.name }),
                  }
                : undefined
            }
            locale={{
              emptyText: (
                <Empty description={filtered ? t('manage.noResult') : t('manage.empty')} />
              ),
            }}
            pagination={{
              current: query.pageNum,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('manage.total', { total }),
              onChange: (pageNum) => {
                setSelected([]);
                setQuery((current) => ({ ...current, pageNum }));
              },
            }}
          />
        </ScrollRegion>
      )}
    </section>
  );
}
