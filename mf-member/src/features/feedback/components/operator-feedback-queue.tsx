import { useState } from 'react';
import { Space, Table } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { AppLink, ScrollRegion } from '@portal/ui';
import { EmptyState, ErrorState } from '../../common/components/query-state';
import type { FeedbackStatus, OperatorFeedbackSummary } from '../api/feedback';
import { fetchOperatorFeedbackList } from '../api/fetch-operator-feedback-list';
import { FeedbackStatusFilter } from './feedback-status-filter';
import { FeedbackStatusTag, useFeedbackTypeName } from './feedback-tags';

const PAGE_SIZE = 10;

/** The operator's queue: every company's feedback, pending first by default. */
export function OperatorFeedbackQueue() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const typeName = useFeedbackTypeName();
  const [status, setStatus] = useState<FeedbackStatus | undefined>(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, error, isLoading, mutate } = useSWR(
    ['operator/feedback', page, pageSize, status],
    () => fetchOperatorFeedbackList({ pageNum: page, pageSize, status }),
  );

  const columns = [
    {
      title: t('feedback.titleLabel'),
      key: 'title',
      render: (_: unknown, row: OperatorFeedbackSummary) => (
        <AppLink to={`/feedbackInfo?id=${row.id}&review=1`}>{row.title}</AppLink>
      ),
    },
    { title: t('feedback.type'), dataIndex: 'type', key: 'type', render: typeName },
    {
      title: t('feedback.company'),
      dataIndex: 'companyName',
      key: 'companyName',
      render: (value: string | null) => value || '—',
    },
    {
      title: t('feedback.submitter'),
      dataIndex: 'submitterName',
      key: 'submitterName',
      render: (value: string | null) => value || '—',
    },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: FeedbackStatus) => <FeedbackStatusTag status={value} />,
    },
    {
      title: t('feedback.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (at: string) => format.dateTime(at),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <FeedbackStatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <ScrollRegion label={t('route.feedbackIndex', { ns: 'common' })}>
          <Table<OperatorFeedbackSummary>
            rowKey="id"
            size="middle"
            loading={isLoading}
            dataSource={data?.rows ?? []}
            columns={columns}
            locale={{ emptyText: <EmptyState text={t('feedback.queueEmpty')} /> }}
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
        </ScrollRegion>
      )}
    </Space>
  );
}
