import { navigate, useSession } from '@portal/session';
import { AppLink, loginAddress } from '@portal/ui';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getOwnRegistration, type ExhibitionDetail } from '../api/exhibitions';
import { RegisterDialog } from './register-dialog';
import '../locales';

const STATUS_COLOURS = ['default', 'processing', 'success', 'error'] as const;

/** The member's registration for the exhibition: its state (spec §4), quotas, and the form. */
export function RegistrationPanel({ exhibition }: { exhibition: ExhibitionDetail }) {
  const { t, i18n } = useTranslation('portal-exhibitions');
  const signedIn = useSession((state) => state.token !== null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { data, error, mutate } = useSWR(
    signedIn ? ['exhibition-registration', exhibition.id, i18n.resolvedLanguage] : null,
    () => getOwnRegistration(exhibition.id),
    // The register dialog starts from this answer's exhibits: another exhibition's must not.
    { keepPreviousData: false },
  );

  let body;
  if (!signedIn) {
    body = (
      <>
        <p>{exhibition.status === 'ended' ? t('registration.ended') : t('registration.guest')}</p>
        {exhibition.status !== 'ended' && (
          <Button type="primary" onClick={() => navigate(loginAddress())}>
            {t('registration.signIn')}
          </Button>
        )}
      </>
    );
  } else if (error && !data) {
    body = (
      <Alert
        type="warning"
        title={t('registration.loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (!data) {
    body = <div aria-busy="true" className="exhibition-registration__loading" />;
  } else {
    const { status, registration, usage } = data;
    body = (
      <>
        <p>
          {t('registration.statusLabel')}
          <Tag color={STATUS_COLOURS[status]} data-testid="registration-status">
            {t(`registration.status.${status}`)}
          </Tag>
        </p>
        {status === 3 && registration?.remark && (
          <p className="exhibition-registration__remark">
            {t('registration.remark')}
            {registration.remark}
          </p>
        )}
        {status === 1 && <p>{t('registration.pending')}</p>}
        {status === 2 && <p>{t('registration.approved')}</p>}
        {sent && (
          <Alert
            type="success"
            role="status"
            title={sent}
            className="exhibition-registration__sent"
          />
        )}
        <p className="exhibition-quota">
          <span>
            {t('registration.quotaExhibitions', {
              used: usage.exhibitions.used,
              quota: usage.exhibitions.quota,
            })}
          </span>
          <span>
            {t('registration.quotaExhibits', {
              used: usage.exhibits.used,
              quota: usage.exhibits.quota,
            })}
          </span>
        </p>
        <p className="exhibition-registration__hint">{t('registration.quotaHint')}</p>
        {data.canRegister ? (
          <Button type="primary" onClick={() => setOpen(true)}>
            {status === 3 ? t('registration.reregister') : t('registration.register')}
          </Button>
        ) : (
          exhibition.status === 'ended' && status === 0 && <p>{t('registration.ended')}</p>
        )}
        {status !== 0 && (
          <p>
            <AppLink to="/exhibitionRegistrations">{t('registration.viewMine')}</AppLink>
          </p>
        )}
        {open && (
          <RegisterDialog
            exhibitionId={exhibition.id}
            exhibitionTitle={exhibition.title}
            own={data}
            onClose={() => setOpen(false)}
            onDone={(message) => {
              setOpen(false);
              setSent(message);
              void mutate();
            }}
          />
        )}
      </>
    );
  }

  return (
    <section className="exhibition-registration" aria-labelledby="exhibition-registration">
      <h2 id="exhibition-registration">{t('registration.title')}</h2>
      {body}
    </section>
  );
}
