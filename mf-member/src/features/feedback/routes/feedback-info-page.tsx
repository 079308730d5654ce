import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { PERMISSIONS } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { AppLink, type RemoteScreenProps, notify } from '@portal/ui';
import { ErrorState, LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import type { Feedback } from '../api/feedback';
import { fetchFeedback } from '../api/fetch-feedback';
import { fetchOperatorFeedback } from '../api/fetch-operator-feedback';
import { markFeedbackProcessing } from '../api/mark-feedback-processing';
import { FeedbackAttachments } from '../components/feedback-attachments';
import { FeedbackStatusTag, useFeedbackTypeName } from '../components/feedback-tags';
import { ReplyForm } from '../components/reply-form';
import '../locales';

const NOT_FOUND_CODE = 404;
const REPLIED = 2;

/** The id in `?id=`, or null when the address names no feedback that could exist. */
function feedbackIdOf(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function FeedbackNotFound() {
  const { t } = useTranslation('member');
  return (
    <Result
      status="404"
      title={t('feedback.notFound')}
      extra={<AppLink to="/feedbackIndex">{t('feedback.backToList')}</AppLink>}
    />
  );
}

function OperatorActions({
  feedback,
  onChanged,
}: {
  feedback: Feedback;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('member');
  const [busy, setBusy] = useState(false);

  async function markProcessing() {
    setBusy(true);
    try {
      notify('success', (await markFeedbackProcessing(feedback.id)) || t('feedback.marked'));
      await onChanged();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  if (feedback.status === REPLIED) return null;
  return (
    <Card title={t('feedback.review')} size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {feedback.status === 0 && (
          <Button loading={busy} onClick={() => void markProcessing()}>
            {t('feedback.markProcessing')}
          </Button>
        )}
        <ReplyForm id={feedback.id} onReplied={onChanged} />
      </Space>
    </Card>
  );
}

function FeedbackDetail({ id, review }: { id: number; review: boolean }) {
  const { t } = useTranslation('member');
  const format = useFormat();
  const typeName = useFeedbackTypeName();
  const { data, error, isLoading, mutate } = useSWR(['member/feedbackInfo', id, review], () =>
    review ? fetchOperatorFeedback(id) : fetchFeedback(id),
  );

  if (isLoading) return <LoadingState />;
  if (isApiError(error) && error.code === NOT_FOUND_CODE) return <FeedbackNotFound />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return <FeedbackNotFound />;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'title', label: t('feedback.titleLabel'), children: data.title },
          { key: 'type', label: t('feedback.type'), children: typeName(data.type) },
          {
            key: 'status',
            label: t('feedback.status'),
            children: <FeedbackStatusTag status={data.status} />,
          },
          ...(review
            ? [
                { key: 'company', label: t('feedback.company'), children: data.companyName || '—' },
                {
                  key: 'submitter',
                  label: t('feedback.submitter'),
                  children: data.submitterName || '—',
                },
              ]
            : []),
          {
            key: 'createTime',
            label: t('feedback.createTime'),
            children: format.dateTime(data.createTime),
          },
          {
            key: 'content',
            label: t('feedback.content'),
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {data.content}
              </Typography.Paragraph>
            ),
          },
          { key: 'contact', label: t('feedback.contact'), children: data.contact || '—' },
          {
            key: 'attachments',
            label: t('feedback.attachments'),
            children: <FeedbackAttachments attachments={data.attachments} />,
          },
        ]}
      />
      <Card title={t('feedback.platformReply')} size="small">
        {data.reply ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', margin: 0 }}
              data-testid="feedback-reply"
            >
              {data.reply}
            </Typography.Paragraph>
            {data.replyTime && (
              <Typography.Text type="secondary">
                {t('feedback.repliedAt', { time: format.dateTime(data.replyTime) })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Alert type="info" showIcon title={t('feedback.awaitingReply')} />
        )}
      </Card>
      {review && <OperatorActions feedback={data} onChanged={() => mutate()} />}
      <AppLink to="/feedbackIndex">{t('feedback.backToList')}</AppLink>
    </Space>
  );
}

/** One feedback with its attachments and the platform's reply; `review=1` is the operator's view. */
export function FeedbackInfoPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const isOperator = useSession((state) => state.hasPermission(PERMISSIONS.feedbackReply));
  const params = new URLSearchParams(search);
  const id = feedbackIdOf(params.get('id'));
  const review = isOperator && params.get('review') === '1';

  function content() {
    if (!signedIn) return <SignedOut path={`/feedbackInfo${search}`} />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    if (id === null) return <FeedbackNotFound />;
    return <FeedbackDetail id={id} review={review} />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('feedback.infoTitle')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
