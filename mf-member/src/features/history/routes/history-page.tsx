import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { HistoryTable } from '../components/history-table';
import '../locales';

/** What the member viewed lately: products, companies and news. */
export function HistoryPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);

  function content() {
    if (!signedIn) return <SignedOut path="/history" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    return <HistoryTable />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('history.title')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
