import { Button, Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading indicator of a screen section. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation('member');
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
      <Spin />
      <Typography.Text type="secondary">{text ?? t('common.loading')}</Typography.Text>
    </div>
  );
}

/** A load failure (the client already showed its notice) with a retry button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function EmptyState({ text }: { text: string }) {
  return <Empty description={text} />;
}
