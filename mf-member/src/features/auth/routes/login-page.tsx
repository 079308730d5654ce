import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, sessionStore } from '@portal/session';
import { AppLink, loadWithAntd, notify, type RemoteScreenProps } from '@portal/ui';
import { loginWithEmailCode } from '../api/login-with-email-code';
import { loginWithSmsCode } from '../api/login-with-sms-code';
import { requestEmailCode } from '../api/request-email-code';
import { requestSmsCode } from '../api/request-sms-code';
import { AgreementLink } from '../components/agreement-link';
import { AuthCard } from '../components/auth-card';
import type { Channel } from '../components/channel';
import type { ChannelCodeValues } from '../components/channel-code-form';
import { ChannelTabs } from '../components/channel-tabs';
import { PasswordLoginForm } from '../components/password-login-form';

const REQUEST_LOGIN_CODE: Record<Channel, (target: string) => Promise<string>> = {
  phone: (phone) => requestSmsCode(phone, 'login'),
  email: (email) => requestEmailCode(email, 'login'),
};

const LOGIN_WITH_CODE: Record<Channel, (target: string, code: string) => Promise<string>> = {
  phone: loginWithSmsCode,
  email: loginWithEmailCode,
};

// The code forms are built with antd and most visitors sign in with the password: they are
// fetched when their tab is first opened, so the screen the shell preloads for a guest on home
// carries no antd (docs/performance.md).
const ChannelCodeForm = lazy(() =>
  loadWithAntd(() =>
    import('../components/channel-code-form').then(
      (module) => module.ChannelCodeForm<ChannelCodeValues>,
    ),
  ).then((component) => ({ default: component })),
);

/**
 * Members sign in to work: they land on the workbench (the shell takes a reviewer on to the
 * review queue), or back on the page that asked them to sign in.
 */
const LANDING = '/workbench';

/** Only same-site paths are followed after login, so a crafted link cannot send users away. */
function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? LANDING;
  return target.startsWith('/') && !target.startsWith('//') ? target : LANDING;
}

/** `?username=` prefills the account, e.g. after registering or resetting the password. */
export function LoginPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('member');

  function completeLogin(token: string) {
    sessionStore.getState().login(token);
    notify('success', t('login.success'));
    navigate(safeRedirect(search), { replace: true });
  }

  const passwordTab = {
    key: 'password',
    label: t('login.passwordTab'),
    children: (
      <PasswordLoginForm
        initialUsername={new URLSearchParams(search).get('username') ?? ''}
        onLogin={completeLogin}
      />
    ),
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <div className="auth-links">
            <span>
              {t('login.noAccount')} <AppLink to="/register">{t('login.register')}</AppLink>
            </span>
            <AppLink to="/forgotPassword">{t('login.forgot')}</AppLink>
          </div>
          <p className="auth-agreement">
            {t('login.agreement')} <AgreementLink />
          </p>
        </>
      }
    >
      <ChannelTabs
        leadingTabs={[passwordTab]}
        renderChannel={(channel) => (
          <Suspense
            fallback={
              <p role="status" className="auth-card__status">
                {t('remote.loading', { ns: 'common' })}
              </p>
            }
          >
            <ChannelCodeForm
              channel={channel}
              requestCode={REQUEST_LOGIN_CODE[channel]}
              submitLabel={t('login.submit')}
              onSubmit={async (contact, { code }) =>
                completeLogin(await LOGIN_WITH_CODE[channel](contact, code))
              }
            />
          </Suspense>
        )}
      />
    </AuthCard>
  );
}
