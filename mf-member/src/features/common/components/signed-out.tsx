import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';

/** Shown to a visitor who is not signed in, with a way back here after login. */
export function SignedOut({ path }: { path: string }) {
  const { t } = useTranslation('member');
  return (
    <Result
      status="info"
      title={t('common.signedOut')}
      extra={
        <AppLink to={`/login?redirect=${encodeURIComponent(path)}`}>{t('common.signIn')}</AppLink>
      }
    />
  );
}
