import { useState } from 'react';
import useSWR from 'swr';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { MESSAGES } from '@portal/validators';
import { fetchCaptcha } from '../api/fetch-captcha';
import { loginWithPassword } from '../api/login-with-password';
import { validationText } from '../../common/validation-text';

interface PasswordLoginValues {
  username: string;
  password: string;
  code?: string;
}

/** Account, password and, when the server asks for one, the image captcha. */
export function PasswordLoginForm({
  initialUsername,
  onLogin,
}: {
  initialUsername: string;
  onLogin: (token: string) => void;
}) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<PasswordLoginValues>();
  const [submitting, setSubmitting] = useState(false);
  // The name whose last login failed: the server may now want a captcha for it (it answers
  // '请输入验证码' after repeated failures), even where captchas are off.
  const [failedUsername, setFailedUsername] = useState<string>();
  // A captcha answer is single-use: never reuse a cached one. A failed fetch is retried by hand,
  // since each automatic retry would show the client's error notice again.
  const {
    data: captcha,
    error: captchaError,
    mutate,
  } = useSWR(['login-captcha', failedUsername], ([, username]) => fetchCaptcha(username), {
    dedupingInterval: 0,
    // Another name's captcha would be sent with this name's login while the new one loads.
    keepPreviousData: false,
  });

  function refreshCaptcha() {
    form.setFieldValue('code', '');
    void mutate();
  }

  async function submit(values: PasswordLoginValues) {
    const username = values.username.trim();
    setSubmitting(true);
    try {
      onLogin(
        await loginWithPassword({
          username,
          password: values.password,
          code: values.code ?? '',
          uuid: captcha?.uuid,
        }),
      );
    } catch {
      // The API client has already shown the server's message. A used captcha is spent; the new
      // one is asked for this name, which may need one now.
      form.setFieldValue('code', '');
      if (username === failedUsername) void mutate();
      else setFailedUsername(username);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      disabled={submitting}
      initialValues={{ username: initialUsername }}
    >
      <Form.Item
        label={t('login.account')}
        name="username"
        rules={[
          { required: true, whitespace: true, message: validationText(MESSAGES.accountRequired) },
        ]}
      >
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} size="large" />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: validationText(MESSAGES.passwordRequired) }]}
      >
        <Input.Password
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          size="large"
        />
      </Form.Item>
      {captchaError && (
        <Form.Item>
          <Alert
            type="warning"
            showIcon
            title={t('login.captchaFailed')}
            action={
              <Button size="small" onClick={refreshCaptcha}>
                {t('login.retry')}
              </Button>
            }
          />
        </Form.Item>
      )}
      {captcha?.captchaEnabled && (
        <Form.Item label={t('login.captcha')} required>
          <div className="login-captcha">
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, message: validationText(MESSAGES.codeRequired) }]}
            >
              <Input
                maxLength={LIMITS.codeLength}
                placeholder={t('login.captchaPlaceholder')}
                aria-label={t('login.captcha')}
                size="large"
              />
            </Form.Item>
            <button
              type="button"
              className="login-captcha__image"
              onClick={refreshCaptcha}
              title={t('login.refreshCaptcha')}
            >
              <img src={captcha.img} alt={t('login.captcha')} />
            </button>
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
