import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';

export function NewsLoading() {
  const { t } = useTranslation('portal');
  return (
    <div role="status" className="news-pages__status">
      <Spin />
      <Typography.Text type="secondary">{t('newsPages.loading')}</Typography.Text>
    </div>
  );
}

/** A load failure; the request was silent, so this is the only place the reader learns of it. */
export function NewsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <Result
      status="warning"
      title={<span role="alert">{t('newsPages.failed')}</span>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('newsPages.retry')}
        </Button>
      }
    />
  );
}

export function BackToNews() {
  const { t } = useTranslation('portal');
  return <AppLink to="/news">← {t('newsPages.back')}</AppLink>;
}
