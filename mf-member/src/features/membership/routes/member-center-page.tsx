import { Space, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { EmptyState, ErrorState, LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { fetchTiers } from '../api/fetch-tiers';
import { ApplicationQueue } from '../components/application-queue';
import { CurrentMembership } from '../components/current-membership';
import { TierComparison } from '../components/tier-comparison';
import { useMembershipOverview } from '../components/use-membership-overview';
import '../locales';

export const MEMBERSHIP_PERMISSION = 'platform:membership:manage';

function Membership({ isMain }: { isMain: boolean }) {
  const { t } = useTranslation('member');
  const overview = useMembershipOverview();
  const tiers = useSWR('membership/tiers', () => fetchTiers());

  function currentMembership() {
    if (overview.isLoading) return <LoadingState />;
    if (overview.error) return <ErrorState onRetry={() => void overview.mutate()} />;
    if (!overview.data) return <EmptyState text={t('membership.none')} />;
    return <CurrentMembership overview={overview.data} />;
  }

  function comparison() {
    if (tiers.isLoading) return <LoadingState />;
    if (tiers.error) return <ErrorState onRetry={() => void tiers.mutate()} />;
    if (!tiers.data?.length) return null;
    return (
      <TierComparison
        tiers={tiers.data}
        overview={overview.data ?? null}
        isMain={isMain}
        onApplied={() => overview.mutate()}
      />
    );
  }

  return (
    <>
      {currentMembership()}
      {comparison()}
    </>
  );
}

/** The company's membership and the tiers to upgrade to; operators also activate applications. */
export function MemberCenterPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const canManage = useSession((state) => state.hasPermission(MEMBERSHIP_PERMISSION));

  function content() {
    if (!signedIn) return <SignedOut path="/memberCenter" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    return (
      <>
        {canManage && <ApplicationQueue />}
        <Membership isMain={user.mid === 0} />
      </>
    );
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('membership.title')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
