import { Space, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { ErrorState, LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { reloadUserInfo } from '../../user-info/api/reload-user-info';
import { fetchOwnCompany } from '../api/fetch-own-company';
import { CompanyForm } from '../components/company-form';
import { ReviewQueue } from '../components/review-queue';
import { ReviewStatusCard } from '../components/review-status-card';

export const REVIEW_PERMISSION = 'platform:certification:review';

function OwnCompany({ isMain }: { isMain: boolean }) {
  const { t } = useTranslation('member');
  const { data, error, isLoading, mutate } = useSWR(['member/ownCompany'], () => fetchOwnCompany());

  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data && !isMain) {
    return <Typography.Paragraph type="secondary">{t('company.empty')}</Typography.Paragraph>;
  }

  async function afterCertification() {
    await mutate();
    // The account drop-down shows the verification status from the session's user info.
    await reloadUserInfo().catch(() => undefined);
  }

  return (
    <>
      {data ? (
        <ReviewStatusCard company={data} editable={isMain} onChanged={afterCertification} />
      ) : (
        <Typography.Paragraph type="secondary">{t('company.emptyMain')}</Typography.Paragraph>
      )}
      <CompanyForm
        key={`${data?.id ?? 'new'}-${data?.reviewStatus ?? 0}`}
        company={data ?? null}
        readOnly={!isMain}
        onSaved={() => mutate()}
      />
    </>
  );
}

/** Company information (main account edits; sub-members read), or the operator's review queue. */
export function CompanyInfoPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const canReview = useSession((state) => state.hasPermission(REVIEW_PERMISSION));

  function content() {
    if (!signedIn) return <SignedOut path="/companyInfo" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    if (canReview) return <ReviewQueue />;
    return <OwnCompany isMain={user.mid === 0} />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {canReview ? t('review.pageTitle') : t('company.title')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
