import { useState } from 'react';
import useSWR from 'swr';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { bus, navigate, sessionStore } from '@portal/session';
import { AppLink, type RemoteScreenProps } from '@portal/ui';
import { MESSAGES } from '@portal/validators';
import { fetchCaptcha, loginWithPassword } from '../api/login';
import './login-page.css';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
}

/** Only same-site paths are followed after login, so a crafted link cannot send users away. */
function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '/';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState(false);
  // A captcha answer is single-use: never reuse a cached one.
  const { data: captcha, mutate } = useSWR('login-captcha', fetchCaptcha, {
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });

  function refreshCaptcha() {
    form.setFieldValue('code', '');
    void mutate();
  }

  async function submit(values: LoginForm) {
    setSubmitting(true);
    try {
      const token = await loginWithPassword({
        username: values.username.trim(),
        password: values.password,
        code: values.code ?? '',
        uuid: captcha?.uuid,
      });
      sessionStore.getState().login(token);
      bus.emit('notify', { type: 'success', content: t('login.success'), duration: 2 });
      navigate(safeRedirect(search), { replace: true });
    } catch {
      // The API client has already shown the server's message; a used captcha is spent.
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={2}>{t('login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
          <Form.Item
            label={t('login.account')}
            name="username"
            rules={[{ required: true, whitespace: true, message: MESSAGES.accountRequired }]}
          >
            <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} size="large" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: MESSAGES.passwordRequired }]}
          >
            <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} size="large" />
          </Form.Item>
          {captcha?.captchaEnabled && (
            <Form.Item label={t('login.captcha')} required>
              <div className="login-captcha">
                <Form.Item name="code" noStyle rules={[{ required: true, message: MESSAGES.codeRequired }]}>
                  <Input maxLength={LIMITS.codeLength} placeholder={t('login.captchaPlaceholder')} size="large" />
                </Form.Item>
                <button type="button" className="login-captcha__image" onClick={refreshCaptcha} title={t('login.refreshCaptcha')}>
                  <img src={captcha.img} alt={t('login.captcha')} />
                </button>
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        <div className="login-links">
          <span>
            {t('login.noAccount')} <AppLink to="/register">{t('login.register')}</AppLink>
          </span>
          <AppLink to="/forgotPassword">{t('login.forgot')}</AppLink>
        </div>
        <p className="login-agreement">
          {t('login.agreement')}{' '}
          <a href="/protocol.html" target="_blank" rel="noopener">
            {t('login.agreementLink')}
          </a>
        </p>
      </Card>
    </div>
  );
}
