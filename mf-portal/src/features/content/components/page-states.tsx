import { isApiError } from '@portal/api-client';
import { AppLink } from '@portal/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';

/** The page is gone (or the address names none): back to the cases. */
export function PageNotFound() {
  const { t } = useTranslation('portal-content');
  return (
    <Result
      status="404"
      title={t('page.notFound')}
      extra={<AppLink to="/successCase">{t('page.backToCases')}</AppLink>}
    />
  );
}

/** A page that failed: 404 says the page is gone; anything else offers a retry. */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('portal-content');
  if (isApiError(error) && error.code === 404) return <PageNotFound />;
  return (
    <Result
      status="warning"
      title={t('page.loadFailed')}
      extra={<Button onClick={onRetry}>{t('page.retry')}</Button>}
    />
  );
}
