import { Result, Space, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { navigate, useSession } from '@portal/session';
import { AppLink, type RemoteScreenProps } from '@portal/ui';
import { ErrorState, LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { fetchStaff } from '../api/fetch-staff';
import { MainAccountOnly } from '../components/main-account-only';
import { STAFF_KEY } from '../components/cache-keys';
import { StaffForm } from '../components/staff-form';
import '../locales';

const NOT_FOUND_CODE = 404;

function backToList() {
  navigate('/staffList');
}

function StaffNotFound() {
  const { t } = useTranslation('member');
  return (
    <Result
      status="warning"
      title={t('staff.notFound')}
      extra={<AppLink to="/staffList">{t('staff.backToList')}</AppLink>}
    />
  );
}

function EditStaff({ id, companyName }: { id: number; companyName: string | null }) {
  const { data, error, isLoading, mutate } = useSWR([STAFF_KEY, id], () => fetchStaff(id), {
    // The form starts from this answer, so another employee's record must never fill it in.
    keepPreviousData: false,
  });
  if (isLoading) return <LoadingState />;
  if (isApiError(error) && error.code === NOT_FOUND_CODE) return <StaffNotFound />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return <StaffNotFound />;
  return <StaffForm key={data.id} staff={data} companyName={companyName} onDone={backToList} />;
}

/** The id in `?id=`, or null when the address names no employee that could exist. */
function staffIdOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Adds an employee (no `id`) or edits one (`?id=`); main account only. */
export function StaffUpdatePage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const rawId = new URLSearchParams(search).get('id');
  const editing = rawId !== null;

  function content() {
    if (!signedIn) {
      const path = editing ? `/staffUpdate?id=${encodeURIComponent(rawId)}` : '/staffUpdate';
      return <SignedOut path={path} />;
    }
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    if (user.mid !== 0) return <MainAccountOnly />;
    if (!editing) return <StaffForm staff={null} companyName={user.comName} onDone={backToList} />;
    const id = staffIdOf(rawId);
    if (id === null) return <StaffNotFound />;
    return <EditStaff key={id} id={id} companyName={user.comName} />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {editing ? t('staff.editTitle') : t('staff.addTitle')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
