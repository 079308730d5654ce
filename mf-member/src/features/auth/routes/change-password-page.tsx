import { useState } from 'react';
import { Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigate, sessionStore, useSession } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import {
  isPhone,
  MESSAGES,
  validateAccount,
  type ChangePasswordForm as ChangePasswordValues,
} from '@portal/validators';
import { requestEmailCode } from '../api/request-email-code';
import { requestSmsCode } from '../api/request-sms-code';
import { updatePassword } from '../api/update-password';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/code-field';
import { ruleFrom, trimmed } from '../components/form-rules';
import { NewPasswordFields } from '../components/new-password-fields';
import { validationText } from '../../common/validation-text';

/** The code goes to the account itself, which is a phone number or an e-mail address. */
function requestChangePasswordCode(account: string): Promise<string> {
  return isPhone(account)
    ? requestSmsCode(account, 'changePassword')
    : requestEmailCode(account, 'changePassword');
}

function ChangePasswordForm({ boundUsername }: { boundUsername: string }) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: ChangePasswordValues) {
    setSubmitting(true);
    try {
      const msg = await updatePassword(values);
      notify('success', msg);
      // Spec §4: after a password change the user is told to log in again and is logged out.
      sessionStore.getState().logout('logout');
      navigate('/login', { replace: true });
    } catch {
      // Shown by the client.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      name="changePassword"
      layout="vertical"
      requiredMark={false}
      disabled={submitting}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
    >
      <Form.Item
        label={t('changePassword.account')}
        name="account"
        normalize={trimmed}
        rules={[ruleFrom((account) => validateAccount(account, boundUsername))]}
      >
        <Input
          size="large"
          autoComplete="username"
          placeholder={t('changePassword.accountPlaceholder')}
        />
      </Form.Item>
      <CodeField targetField="account" requestCode={requestChangePasswordCode} />
      <NewPasswordFields label={t('changePassword.password')} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('changePassword.submit')}
      </Button>
    </Form>
  );
}

/** Spec §5 "Change password"; the account typed must be the one signed in. */
export function ChangePasswordPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const boundUsername = useSession((state) => state.user?.username);

  function content() {
    if (!signedIn) {
      return (
        <Result
          status="info"
          title={t('changePassword.signedOut')}
          extra={
            <AppLink to={`/login?redirect=${encodeURIComponent('/changePassword')}`}>
              {t('changePassword.signIn')}
            </AppLink>
          }
        />
      );
    }
    if (!boundUsername) {
      // The profile loads after the token; the account check needs it.
      return (
        <div className="auth-card__status" role="status">
          <Spin />
          <Typography.Text type="secondary">{t('changePassword.loading')}</Typography.Text>
        </div>
      );
    }
    return <ChangePasswordForm boundUsername={boundUsername} />;
  }

  return (
    <AuthCard title={t('changePassword.title')} subtitle={t('changePassword.subtitle')}>
      {content()}
    </AuthCard>
  );
}
