import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { FavouriteTable } from '../components/favourite-table';
import '../locales';

/** The member's favourite products, companies and news. */
export function FavoritesPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);

  function content() {
    if (!signedIn) return <SignedOut path="/favorites" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    return <FavouriteTable />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('favorites.title')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
