import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { AppLink, notify } from '@portal/ui';
import { EmptyState, ErrorState } from '../../common/components/query-state';
import type { RecordEntityType } from '../../favorites/api/favourite';
import { EntitySummary, EntityTypeTag } from '../../favorites/components/entity-summary';
import { EntityTypeTabs } from '../../favorites/components/entity-type-tabs';
import { clearHistory } from '../api/clear-history';
import { fetchHistory } from '../api/fetch-history';
import { removeView } from '../api/remove-view';
import type { View } from '../api/view';

const PAGE_SIZE = 10;

/** The member's viewing history, latest first, paged by the server; one or all removable. */
export function HistoryTable() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const [entityType, setEntityType] = useState<RecordEntityType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const { data, error, isLoading, mutate } = useSWR(
    ['member/history', page, pageSize, entityType],
    () => fetchHistory({ pageNum: page, pageSize, entityType }),
  );

  async function act(target: number | 'all', run: () => Promise<string>, nextPage: number) {
    setBusy(target);
    try {
      notify('success', await run());
      setPage(nextPage);
      await mutate();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(null);
    }
  }

  function remove(view: View) {
    // The last row of a later page: step back rather than show an empty page.
    const nextPage = data && data.rows.length === 1 && page > 1 ? page - 1 : page;
    return act(view.id, () => removeView(view.id), nextPage);
  }

  const columns = [
    {
      title: t('records.type'),
      key: 'type',
      width: 100,
      render: (_: unknown, view: View) => <EntityTypeTag entityType={view.entityType} />,
    },
    {
      title: t('records.name'),
      key: 'name',
      render: (_: unknown, view: View) => <EntitySummary summary={view} />,
    },
    {
      title: t('history.viewTime'),
      dataIndex: 'viewTime',
      key: 'viewTime',
      width: 200,
      render: (at: string) => format.dateTime(at),
    },
    {
      title: t('history.viewCount'),
      dataIndex: 'viewCount',
      key: 'viewCount',
      width: 110,
    },
    {
      title: t('history.device'),
      dataIndex: 'deviceInfo',
      key: 'deviceInfo',
      render: (device: string | null) => device || '—',
    },
    {
      title: t('records.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, view: View) => (
        <Popconfirm
          title={t('history.removeConfirm')}
          okText={t('records.confirmRemove')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(view)}
        >
          <Button
            type="link"
            size="small"
            danger
            disabled={busy !== null}
            aria-label={t('records.removeOf', { name: view.title ?? t('records.unavailable') })}
          >
            {t('records.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const empty = (data?.total ?? 0) === 0;

  return (
    <>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <EntityTypeTabs
          value={entityType}
          onChange={(next) => {
            setEntityType(next);
            setPage(1);
          }}
        />
        <Popconfirm
          title={t('history.clearConfirm')}
          okText={t('history.confirmClear')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => act('all', clearHistory, 1)}
        >
          <Button danger disabled={busy !== null || (empty && !entityType)}>
            {t('history.clear')}
          </Button>
        </Popconfirm>
      </Space>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <Table<View>
          rowKey="id"
          size="middle"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.rows ?? []}
          columns={columns}
          locale={{
            emptyText: (
              <>
                <EmptyState text={t('history.empty')} />
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
      <Typography.Text type="secondary">{t('history.hint')}</Typography.Text>
    </>
  );
}
