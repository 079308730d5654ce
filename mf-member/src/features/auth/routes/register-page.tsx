import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigate, sessionStore } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import type { RegisterInput } from '../api/new-password-input';
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

type RegisterValues = ChannelCodeValues & RegisterInput;

/** At most what the company profile allows. */
const COMPANY_NAME_MAX = 100;

const REQUEST_REGISTER_CODE: Record<Channel, (target: string) => Promise<string>> = {
  phone: requestRegisterSmsCode,
  email: requestRegisterEmailCode,
};

/**
 * The company is named at registration (its country follows the phone's calling code or the
 * page's language on the server). Registering by phone leads to the login page with the phone filled in; registering by e-mail
 * signs the user in at once (spec §4: type 2 returns a token).
 */
async function register(channel: Channel, contact: string, values: RegisterValues) {
  const { code, password, confirmPassword } = values;
  const input = { code, password, confirmPassword, companyName: values.companyName.trim() };
  if (channel === 'phone') {
    notify('success', await registerByPhone({ phone: contact, ...input }));
    navigate(`/login?username=${encodeURIComponent(contact)}`);
    return;
  }
  const { msg, token } = await registerByEmail({ email: contact, ...input });
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
            <Form.Item
              label={t('register.companyName')}
              name="companyName"
              rules={[
                { required: true, whitespace: true, message: t('register.companyNameRequired') },
              ]}
            >
              <Input
                size="large"
                maxLength={COMPANY_NAME_MAX}
                autoComplete="organization"
                placeholder={t('register.companyNamePlaceholder')}
              />
            </Form.Item>
            <AgreementField />
          </ChannelCodeForm>
        )}
      />
    </AuthCard>
  );
}
