import { useState } from 'react';
import { Button, Popconfirm, Table } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { AppLink, notify } from '@portal/ui';
import { EmptyState, ErrorState } from '../../common/components/query-state';
import type { Favourite, RecordEntityType } from '../api/favourite';
import { fetchFavourites } from '../api/fetch-favourites';
import { removeFavourite } from '../api/remove-favourite';
import { EntitySummary, EntityTypeTag } from './entity-summary';
import { EntityTypeTabs } from './entity-type-tabs';

const PAGE_SIZE = 10;

/** The member's favourites, filtered by type and paged by the server, each removable. */
export function FavouriteTable() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const [entityType, setEntityType] = useState<RecordEntityType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useSWR(
    ['member/favourites', page, pageSize, entityType],
    () => fetchFavourites({ pageNum: page, pageSize, entityType }),
  );

  async function remove(favourite: Favourite) {
    setBusyId(favourite.id);
    try {
      notify('success', await removeFavourite(favourite.id));
      // The last row of a later page: step back rather than show an empty page.
      if (data && data.rows.length === 1 && page > 1) setPage(page - 1);
      await mutate();
    } catch {
      // Shown by the client.
    } finally {
      setBusyId(null);
    }
  }

  const columns = [
    {
      title: t('records.type'),
      key: 'type',
      width: 100,
      render: (_: unknown, favourite: Favourite) => (
        <EntityTypeTag entityType={favourite.entityType} />
      ),
    },
    {
      title: t('records.name'),
      key: 'name',
      render: (_: unknown, favourite: Favourite) => <EntitySummary summary={favourite} />,
    },
    {
      title: t('favorites.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      width: 200,
      render: (at: string) => format.dateTime(at),
    },
    {
      title: t('records.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, favourite: Favourite) => (
        <Popconfirm
          title={t('favorites.removeConfirm')}
          okText={t('records.confirmRemove')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(favourite)}
        >
          <Button
            type="link"
            size="small"
            danger
            disabled={busyId === favourite.id}
            aria-label={t('records.removeOf', {
              name: favourite.title ?? t('records.unavailable'),
            })}
          >
            {t('records.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <EntityTypeTabs
        value={entityType}
        onChange={(next) => {
          setEntityType(next);
          setPage(1);
        }}
      />
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <Table<Favourite>
          rowKey="id"
          size="middle"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.rows ?? []}
          columns={columns}
          locale={{
            emptyText: (
              <>
                <EmptyState text={t('favorites.empty')} />
                <AppLink to="/">{t('records.browse')}</AppLink>
              </>
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
        />
      )}
    </>
  );
}
