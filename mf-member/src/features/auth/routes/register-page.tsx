import { useTranslation } from 'react-i18next';
import { navigate, sessionStore } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import type { NewPasswordInput } from '../api/new-password-input';
import { registerByEmail } from '../api/register-by-email';
import { registerByPhone } from '../api/register-by-phone';
import { requestRegisterEmailCode } from '../api/request-register-email-code';
import { requestRegisterSmsCode } from '../api/request-register-sms-code';
import { AgreementField } from '../components/agreement-field';
import { AuthCard } from '../components/auth-card';
import type { Channel } from '../components/channel';
import { ChannelCodeForm, type ChannelCodeValues } from '../components/channel-code-form';
import { ChannelTabs } from '../components/channel-tabs';
import { NewPasswordFields } from '../components/new-password-fields';

type RegisterValues = ChannelCodeValues & NewPasswordInput;

const REQUEST_REGISTER_CODE: Record<Channel, (target: string) => Promise<string>> = {
  phone: requestRegisterSmsCode,
  email: requestRegisterEmailCode,
};

/**
 * Registering by phone leads to the login page with the phone filled in; registering by e-mail
 * signs the user in at once (spec §4: type 2 returns a token).
 */
async function register(channel: Channel, contact: string, values: RegisterValues) {
  const { code, password, confirmPassword } = values;
  if (channel === 'phone') {
    notify('success', await registerByPhone({ phone: contact, code, password, confirmPassword }));
    navigate(`/login?username=${encodeURIComponent(contact)}`);
    return;
  }
  const { msg, token } = await registerByEmail({ email: contact, code, password, confirmPassword });
  sessionStore.getState().login(token);
  notify('success', msg);
  navigate('/', { replace: true });
}

export function RegisterPage() {
  const { t } = useTranslation('member');
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <div className="auth-links">
          <span>
            {t('register.haveAccount')} <AppLink to="/login">{t('register.login')}</AppLink>
          </span>
        </div>
      }
    >
      <ChannelTabs
        renderChannel={(channel) => (
          <ChannelCodeForm<RegisterValues>
            channel={channel}
            requestCode={REQUEST_REGISTER_CODE[channel]}
            submitLabel={t('register.submit')}
            onSubmit={(contact, values) => register(channel, contact, values)}
          >
            <NewPasswordFields label={t('register.password')} />
            <AgreementField />
          </ChannelCodeForm>
        )}
      />
    </AuthCard>
  );
}
