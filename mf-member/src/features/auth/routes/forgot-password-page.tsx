import { useTranslation } from 'react-i18next';
import { navigate } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import type { NewPasswordInput } from '../api/new-password-input';
import { requestEmailCode } from '../api/request-email-code';
import { requestSmsCode } from '../api/request-sms-code';
import { resetPasswordByEmail } from '../api/reset-password-by-email';
import { resetPasswordByPhone } from '../api/reset-password-by-phone';
import { AuthCard } from '../components/auth-card';
import type { Channel } from '../components/channel';
import { ChannelCodeForm, type ChannelCodeValues } from '../components/channel-code-form';
import { ChannelTabs } from '../components/channel-tabs';
import { NewPasswordFields } from '../components/new-password-fields';

type ResetValues = ChannelCodeValues & NewPasswordInput;

const REQUEST_RESET_CODE: Record<Channel, (target: string) => Promise<string>> = {
  phone: (phone) => requestSmsCode(phone, 'forgotPassword'),
  email: (email) => requestEmailCode(email, 'forgotPassword'),
};

const RESET_PASSWORD: Record<
  Channel,
  (contact: string, input: NewPasswordInput) => Promise<string>
> = {
  phone: (phone, input) => resetPasswordByPhone({ phone, ...input }),
  email: (email, input) => resetPasswordByEmail({ email, ...input }),
};

/** After the reset the user logs in with the new password, the account already filled in. */
async function resetPassword(channel: Channel, contact: string, values: ResetValues) {
  const { code, password, confirmPassword } = values;
  const msg = await RESET_PASSWORD[channel](contact, { code, password, confirmPassword });
  notify('success', msg);
  navigate(`/login?username=${encodeURIComponent(contact)}`);
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('member');

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={
        <div className="auth-links">
          <span>
            {t('forgotPassword.remembered')}{' '}
            <AppLink to="/login">{t('forgotPassword.login')}</AppLink>
          </span>
        </div>
      }
    >
      <ChannelTabs
        renderChannel={(channel) => (
          <ChannelCodeForm<ResetValues>
            channel={channel}
            requestCode={REQUEST_RESET_CODE[channel]}
            submitLabel={t('forgotPassword.submit')}
            onSubmit={(contact, values) => resetPassword(channel, contact, values)}
          >
            <NewPasswordFields label={t('forgotPassword.password')} />
          </ChannelCodeForm>
        )}
      />
    </AuthCard>
  );
}
