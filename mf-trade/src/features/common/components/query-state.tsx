import { Button, Empty, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading indicator of a screen section. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation('trade');
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
      <Spin />
      <Typography.Text type="secondary">{text ?? t('common.loading')}</Typography.Text>
    </div>
  );
}

/** A load failure (the client already showed its notice) with a retry button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('trade');
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

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return <Empty description={text}>{children}</Empty>;
}
