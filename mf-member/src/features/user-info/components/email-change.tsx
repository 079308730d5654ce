import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { MESSAGES, validateCode, validateEmail } from '@portal/validators';
import { notify } from '@portal/ui';
import { ruleFrom, trimmed } from '../../auth/components/form-rules';
import { useCountdown } from '../../auth/components/use-countdown';
import { confirmEmailChange, sendEmailChangeCode } from '../api/change-email';
import { validationText } from '../../common/validation-text';

interface RequestValues {
  password?: string;
  email?: string;
}

/**
 * The login e-mail and its change: the current password and the new address first, then the
 * code mailed to that address. The address becomes a sign-in only once the code is entered.
 */
export function EmailChange({
  current,
  onChanged,
}: {
  current: string | null;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  // Set once a code was sent: the address it went to (step two).
  const [target, setTarget] = useState<{ email: string; password: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const countdown = useCountdown(LIMITS.codeResendSeconds);

  function close() {
    setOpen(false);
    setTarget(null);
    setProblem(null);
  }

  /** Runs one server call with the busy state; a refusal stays next to the input. */
  async function run(call: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('userInfo.emailChangeFailed'));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (email: string, password: string) =>
    run(async () => {
      const msg = await sendEmailChangeCode(email, password);
      notify('success', msg);
      setTarget({ email, password });
      countdown.start();
    });

  const confirm = (code: string) =>
    run(async () => {
      const msg = await confirmEmailChange(target!.email, code);
      notify('success', msg || t('userInfo.emailChanged'));
      close();
      await onChanged();
    });

  return (
    <>
      <Space>
        <span data-testid="current-email">{current ?? t('userInfo.emailNone')}</span>
        <Button size="small" onClick={() => setOpen(true)}>
          {current ? t('userInfo.changeEmail') : t('userInfo.bindEmail')}
        </Button>
      </Space>
      <Modal
        open={open}
        title={t('userInfo.changeEmailTitle')}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t('userInfo.changeEmailIntro')}
        </Typography.Paragraph>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem}
            role="alert"
            style={{ marginBottom: 16 }}
            data-testid="email-change-problem"
          />
        )}
        {target === null ? (
          // Each step's form keeps its own values and is unmounted on close (destroyOnHidden).
          <Form<RequestValues>
            name="emailChangeRequest"
            layout="vertical"
            disabled={busy}
            onFinish={(values) => void sendCode(values.email ?? '', values.password ?? '')}
            onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
          >
            <Form.Item
              label={t('userInfo.currentPassword')}
              name="password"
              rules={[{ required: true, message: t('userInfo.currentPasswordRequired') }]}
            >
              <Input.Password
                autoComplete="current-password"
                placeholder={t('userInfo.currentPasswordPlaceholder')}
              />
            </Form.Item>
            <Form.Item
              label={t('userInfo.newEmail')}
              name="email"
              normalize={trimmed}
              rules={[ruleFrom((email) => validateEmail(email ?? ''))]}
            >
              <Input autoComplete="email" placeholder={t('userInfo.emailPlaceholder')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('userInfo.sendEmailCode')}
            </Button>
          </Form>
        ) : (
          <Form<{ code?: string }>
            name="emailChangeConfirm"
            layout="vertical"
            disabled={busy}
            onFinish={(values) => void confirm(values.code ?? '')}
          >
            <Typography.Paragraph data-testid="email-code-sent">
              {t('userInfo.emailCodeSent', { email: target.email })}
            </Typography.Paragraph>
            <Form.Item
              label={t('code.label')}
              name="code"
              normalize={trimmed}
              rules={[ruleFrom(validateCode)]}
            >
              <Input
                maxLength={LIMITS.codeLength}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('code.placeholder')}
              />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('userInfo.confirmEmail')}
              </Button>
              <Button
                disabled={countdown.running}
                onClick={() => void sendCode(target.email, target.password)}
              >
                {countdown.running
                  ? t('code.resendIn', { seconds: countdown.remaining })
                  : t('code.send')}
              </Button>
              <Button
                type="link"
                onClick={() => {
                  setTarget(null);
                  setProblem(null);
                }}
              >
                {t('userInfo.emailChangeBack')}
              </Button>
            </Space>
          </Form>
        )}
      </Modal>
    </>
  );
}
