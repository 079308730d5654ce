import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { useMembershipOverview } from '../../membership/components/use-membership-overview';
import { MainAccountOnly } from '../components/main-account-only';
import { StaffTable } from '../components/staff-table';
import { SubAccountQuota } from '../components/sub-account-quota';
import '../locales';

function StaffManager() {
  const overview = useMembershipOverview();
  const usage = overview.data?.usage.subAccounts;
  return (
    <>
      {usage && <SubAccountQuota usage={usage} />}
      <StaffTable onChanged={() => overview.mutate()} />
    </>
  );
}

/** The main account's employees (sub-accounts); sub-members are told who manages them. */
export function StaffListPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);

  function content() {
    if (!signedIn) return <SignedOut path="/staffList" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    if (user.mid !== 0) return <MainAccountOnly />;
    return <StaffManager />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('staff.title')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
