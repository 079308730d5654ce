import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { AppLink, ScrollRegion } from '@portal/ui';
import { EmptyState, ErrorState } from '../../common/components/query-state';
import type { FeedbackStatus, FeedbackSummary } from '../api/feedback';
import { fetchMyFeedback } from '../api/fetch-my-feedback';
import { FeedbackStatusFilter } from './feedback-status-filter';
import { FeedbackStatusTag, useFeedbackTypeName } from './feedback-tags';

const PAGE_SIZE = 10;

/** The member's own feedback, paged by the server; each row opens its detail. */
export function MyFeedbackTable() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const formatTime = (at: string | null) => (at ? format.dateTime(at) : '—');
  const typeName = useFeedbackTypeName();
  const [status, setStatus] = useState<FeedbackStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, error, isLoading, mutate } = useSWR(
    ['member/feedback', page, pageSize, status],
    () => fetchMyFeedback({ pageNum: page, pageSize, status }),
  );

  const columns = [
    {
      title: t('feedback.titleLabel'),
      key: 'title',
      render: (_: unknown, row: FeedbackSummary) => (
        <AppLink to={`/feedbackInfo?id=${row.id}`}>{row.title}</AppLink>
      ),
    },
    {
      title: t('feedback.type'),
      dataIndex: 'type',
      key: 'type',
      render: typeName,
    },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: FeedbackStatus) => <FeedbackStatusTag status={value} />,
    },
    {
      title: t('feedback.attachmentCount'),
      dataIndex: 'attachmentCount',
      key: 'attachmentCount',
    },
    {
      title: t('feedback.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: formatTime,
    },
    {
      title: t('feedback.replyTime'),
      dataIndex: 'replyTime',
      key: 'replyTime',
      render: formatTime,
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <FeedbackStatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <Button type="primary" onClick={() => navigate('/feedbackForm')}>
          {t('feedback.submitNew')}
        </Button>
      </Space>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <ScrollRegion label={t('route.feedbackIndex', { ns: 'common' })}>
          <Table<FeedbackSummary>
            rowKey="id"
            size="middle"
            loading={isLoading}
            dataSource={data?.rows ?? []}
            columns={columns}
            locale={{ emptyText: <EmptyState text={t('feedback.empty')} /> }}
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
